// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntentPrefetch } from '@/components/layout/intent-prefetch';
import { Link } from '@/components/ui/link';

const prefetch = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

function renderPage() {
  return render(
    <>
      <IntentPrefetch />
      <nav>
        <Link href="/categories/makeup/lips?sort=newest">
          <span>Lips</span>
        </Link>
        <Link href="/brands/armani-beauty">Armani Beauty</Link>
        <Link href="/account">My account</Link>
        <Link href="/cart">Bag</Link>
        <Link href="/sandbox">Sandbox</Link>
        <Link href="/products/silk-lipstick" prefetchOnIntent={false}>
          Silk Lipstick
        </Link>
        <a href="https://example.com/elsewhere">Elsewhere</a>
        <a href="/brands/armani-beauty" target="_blank">
          Armani Beauty in a new tab
        </a>
      </nav>
    </>,
  );
}

/** A pointer moving over an element (jsdom has no PointerEvent: a mouse event with its pointer type). */
function pointerOver(element: Element, pointerType: 'mouse' | 'touch' | 'pen') {
  const event = new MouseEvent('pointerover', { bubbles: true });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  element.dispatchEvent(event);
}

afterEach(() => prefetch.mockReset());

describe('IntentPrefetch', () => {
  it('prefetches a cached page when the mouse reaches its link, once while it stays there', () => {
    renderPage();
    const inner = screen.getByText('Lips');
    pointerOver(inner, 'mouse');
    pointerOver(inner.parentElement!, 'mouse');
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('/categories/makeup/lips?sort=newest');
  });

  it('prefetches on a finger and on keyboard focus, not on a touch pointer passing over', () => {
    renderPage();
    const brand = screen.getByRole('link', { name: 'Armani Beauty' });
    pointerOver(brand, 'touch');
    pointerOver(brand, 'pen');
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.touchStart(brand);
    expect(prefetch).toHaveBeenCalledWith('/brands/armani-beauty');
    fireEvent.focusIn(screen.getByRole('link', { name: 'Lips' }));
    expect(prefetch).toHaveBeenLastCalledWith('/categories/makeup/lips?sort=newest');
    expect(prefetch).toHaveBeenCalledTimes(2);
  });

  it('leaves personal pages, QA surfaces, other sites, new tabs and opted-out links alone', () => {
    renderPage();
    for (const name of ['My account', 'Bag', 'Sandbox', 'Silk Lipstick', 'Elsewhere', 'Armani Beauty in a new tab']) {
      const link = screen.getByRole('link', { name });
      pointerOver(link, 'mouse');
      fireEvent.focusIn(link);
    }
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('stops listening when it leaves the page', () => {
    const view = renderPage();
    view.unmount();
    document.body.innerHTML = '<a href="/brands/armani-beauty">Armani Beauty</a>';
    pointerOver(document.querySelector('a')!, 'mouse');
    fireEvent.focusIn(document.querySelector('a')!);
    expect(prefetch).not.toHaveBeenCalled();
  });
});
