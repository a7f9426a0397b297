// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { WishlistButton } from '@/components/wishlist/wishlist-button';
import { WishlistScope } from '@/components/wishlist/wishlist-scope';
import { gate } from '../api/msw';
import { ACCOUNT, API_BASE, Providers } from '../catalogue/providers';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => window.location.pathname }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => push.mockReset());
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  document.cookie = 'jwt-data=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

function renderButton(lang: 'en' | 'th' = 'en', defaultLang: 'en' | 'th' = 'en') {
  render(
    <Providers>
      <WishlistScope lang={lang} defaultLang={defaultLang}>
        <WishlistButton productId={7} productName="Lip Mask" />
        <WishlistButton productId={8} productName="Eye Cream" />
      </WishlistScope>
    </Providers>,
  );
}

describe('WishlistButton', () => {
  it('saves the heart a guest pressed once they are back from signing in, and only once', async () => {
    window.history.replaceState(null, '', '/categories/makeup');
    sessionStorage.clear();
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to save Lip Mask to your wish list' }));
    expect(push).toHaveBeenCalledWith('/sign_in?return_to=%2Fcategories%2Fmakeup');
    cleanup();

    // Signed in and back on the same page.
    document.cookie = 'jwt-data=h.p; path=/';
    const patches: unknown[] = [];
    let saved: number[] = [];
    server.use(
      http.get(`${API_BASE()}/account`, () => HttpResponse.json(ACCOUNT)),
      http.get(`${API_BASE()}/wishlist`, () => HttpResponse.json({ data: { productIds: saved, products: [] } })),
      http.patch(`${API_BASE()}/wishlist`, async ({ request }) => {
        const body = (await request.json()) as { productId: number };
        patches.push(body);
        saved = [body.productId, ...saved];
        return HttpResponse.json({ data: { productIds: saved, products: [] } });
      }),
    );
    renderButton();
    expect(
      await screen.findByRole('button', { name: 'Remove Lip Mask from wish list' }, { timeout: 5000 }),
    ).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(patches).toEqual([{ productId: 7, action: 'add' }]));
    cleanup();
    renderButton();
    await screen.findByRole('button', { name: 'Remove Lip Mask from wish list' }, { timeout: 5000 });
    expect(patches).toHaveLength(1);
  });

  it('asks a guest to sign in and brings them back to the same page', async () => {
    window.history.replaceState(null, '', '/categories/makeup?brands=milk-makeup&language=en');
    renderButton('en', 'th');
    expect(screen.getByRole('button', { name: 'Sign in to save Eye Cream to your wish list' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Sign in to save Lip Mask to your wish list' });
    expect(button).not.toHaveAttribute('aria-pressed');
    await userEvent.click(button);
    expect(push).toHaveBeenCalledWith(
      '/sign_in?return_to=%2Fcategories%2Fmakeup%3Fbrands%3Dmilk-makeup%26language%3Den&language=en',
    );
  });

  it('lets a member add and remove, updating at once and announcing the result', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    let saved: number[] = [8];
    const patches: unknown[] = [];
    let wishlistReads = 0;
    const answer = gate();
    server.use(
      http.get(`${API_BASE()}/account`, () => HttpResponse.json(ACCOUNT)),
      http.get(`${API_BASE()}/wishlist`, () => {
        wishlistReads += 1;
        return HttpResponse.json({ data: { productIds: saved, products: [] } });
      }),
      http.patch(`${API_BASE()}/wishlist`, async ({ request }) => {
        const body = (await request.json()) as { productId: number; action: 'add' | 'remove' };
        patches.push(body);
        await answer.opened;
        saved = body.action === 'add' ? [body.productId, ...saved] : saved.filter((id) => id !== body.productId);
        return HttpResponse.json({ data: { productIds: saved, products: [] } });
      }),
    );
    renderButton();
    // Both hearts read the one wish list of their scope.
    expect(await screen.findByRole('button', { name: 'Remove Eye Cream from wish list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const add = screen.getByRole('button', { name: 'Add Lip Mask to wish list' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(wishlistReads).toBe(1);
    await userEvent.click(add);
    // Optimistic: pressed before the answer arrives.
    expect(await screen.findByRole('button', { name: 'Remove Lip Mask from wish list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    answer.open();
    expect(await screen.findByText('Added to your wish list')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Lip Mask from wish list' })).not.toHaveAttribute(
        'aria-disabled',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lip Mask from wish list' }));
    expect(await screen.findByText('Removed from your wish list')).toBeInTheDocument();
    expect(patches).toEqual([
      { productId: 7, action: 'add' },
      { productId: 7, action: 'remove' },
    ]);
    expect(screen.getByRole('button', { name: 'Remove Eye Cream from wish list' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(push).not.toHaveBeenCalled();
  });

  it('keeps keyboard focus while the update is under way, and sends a double press once', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    const patches: unknown[] = [];
    const answer = gate();
    server.use(
      http.get(`${API_BASE()}/account`, () => HttpResponse.json(ACCOUNT)),
      http.get(`${API_BASE()}/wishlist`, () => HttpResponse.json({ data: { productIds: [], products: [] } })),
      http.patch(`${API_BASE()}/wishlist`, async ({ request }) => {
        patches.push(await request.json());
        await answer.opened;
        return HttpResponse.json({ data: { productIds: [7], products: [] } });
      }),
    );
    renderButton();
    const heart = await screen.findByRole('button', { name: 'Add Lip Mask to wish list' });
    heart.focus();
    await userEvent.keyboard('{Enter}');
    const pressed = await screen.findByRole('button', { name: 'Remove Lip Mask from wish list' });
    expect(pressed).toHaveAttribute('aria-disabled', 'true');
    expect(pressed).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    answer.open();
    expect(await screen.findByText('Added to your wish list')).toBeInTheDocument();
    await vi.waitFor(() => expect(pressed).not.toHaveAttribute('aria-disabled'));
    expect(pressed).toHaveFocus();
    expect(patches).toEqual([{ productId: 7, action: 'add' }]);
  });

  it("waits for a member's account instead of sending them to sign in", async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    const account = gate();
    server.use(
      http.get(`${API_BASE()}/account`, async () => {
        await account.opened;
        return HttpResponse.json(ACCOUNT);
      }),
      http.get(`${API_BASE()}/wishlist`, () => HttpResponse.json({ data: { productIds: [7], products: [] } })),
    );
    renderButton();
    const heart = screen.getByRole('button', { name: 'Add Lip Mask to wish list' });
    expect(heart).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(heart);
    expect(push).not.toHaveBeenCalled();
    account.open();
    const saved = await screen.findByRole('button', { name: 'Remove Lip Mask from wish list' });
    expect(saved).toHaveAttribute('aria-pressed', 'true');
    expect(saved).not.toHaveAttribute('aria-disabled');
    expect(push).not.toHaveBeenCalled();
  });

  it('rolls back and says so when the update fails', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    server.use(
      http.get(`${API_BASE()}/account`, () => HttpResponse.json(ACCOUNT)),
      http.get(`${API_BASE()}/wishlist`, () => HttpResponse.json({ data: { productIds: [], products: [] } })),
      http.patch(`${API_BASE()}/wishlist`, () =>
        HttpResponse.json({ error: { code: 'internal_error', message: 'x' } }, { status: 500 }),
      ),
    );
    renderButton();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Add Lip Mask to wish list' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Add Lip Mask to wish list' }));
    expect(await screen.findByText("We couldn't update your wish list. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Lip Mask to wish list' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('WishlistButton outside a scope', () => {
  it('says where it belongs instead of rendering a heart that does nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<WishlistButton productId={7} productName="Lip Mask" />)).toThrow(/WishlistScope/);
  });
});
