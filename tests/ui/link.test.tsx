// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExternalNavigationError, Link } from '@/components/ui/link';
import { isExternalHref } from '@/lib/routing/external-href';

describe('the store link', () => {
  it('takes the client router to a page of the store', () => {
    render(<Link href="/brands">Brands</Link>);
    expect(screen.getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands');
  });

  it('refuses a navigation to another site that does not say it is one', () => {
    for (const href of ['https://example.com/', '//example.com/x', 'mailto:care@example.com']) {
      expect(() => render(<Link href={href}>Away</Link>)).toThrow(ExternalNavigationError);
    }
  });

  it('leaves the store by a plain link, without a referrer, when told it is external', () => {
    render(
      <Link href="https://example.com/" external className="cta" data-testid="away">
        Away
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Away' });
    expect(link).toHaveAttribute('href', 'https://example.com/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveClass('cta');
    expect(link).toHaveAttribute('data-testid', 'away');
  });

  it('knows which links leave the store', () => {
    expect(isExternalHref('https://a.example')).toBe(true);
    expect(isExternalHref('tel:+6561234567')).toBe(true);
    expect(isExternalHref('/cart?promo=X')).toBe(false);
    expect(isExternalHref('cart')).toBe(false);
  });
});
