// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DrawerAccountLinks, HeaderAccountLink } from '@/components/account/header-account-link';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import type { ReactNode } from 'react';

vi.mock('next/navigation', () => ({
  usePathname: () => window.location.pathname,
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn(), back: vi.fn() }),
}));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.cookie = 'jwt-data=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const BASE = `${window.location.origin}/api/web/v1`;
const MENU = {
  label: 'Account menu',
  dashboard: 'Dashboard',
  orders: 'Orders',
  wishlist: 'Wish list',
  points: 'Points',
  beautyProfile: 'Beauty profile',
  reviews: 'Reviews',
  bookings: 'Bookings',
  profile: 'Profile',
  signOut: 'Sign out',
  signingOut: 'Signing out…',
  register: 'Register',
};
const LABELS = { signIn: 'Sign in', myAccount: 'My account', account: 'Account', greeting: 'Hi, {{name}}', menu: MENU };
const EXPECTED = [
  ['Dashboard', '/account'],
  ['Orders', '/orders'],
  ['Wish list', '/wishlist'],
  ['Points 1,250', '/account/points'],
  ['Beauty profile', '/account/beauty-profile'],
  ['Reviews', '/account/reviews'],
  ['Bookings', '/account/bookings'],
  ['Profile', '/account/profile'],
];

function member() {
  document.cookie = 'jwt-data=h.p; path=/';
  server.use(
    http.get(`${BASE}/account`, () =>
      HttpResponse.json({
        id: 1,
        isEmployee: false,
        age: null,
        cardNumber: '1',
        emailSHA256: 'x',
        emailMD5: 'y',
        mobileNumberMD5: null,
        loyaltyPoints: 1250,
        loyaltyTier: 'white',
        tierPointsCounter: 0,
      }),
    ),
    http.get(`${BASE}/user`, () =>
      HttpResponse.json({
        id: 1,
        firstName: 'Mei',
        lastName: 'Chan',
        email: 'mei@example.com',
        mobile: null,
        dateOfBirth: null,
        marketingConsent: false,
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    ),
  );
}

function renderIn(ui: ReactNode) {
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country: 'sg', lang: 'en' })}>
        <button type="button">before</button>
        {ui}
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('header account menu', () => {
  it('opens from the member’s button with every member page and the points balance', async () => {
    member();
    const user = renderIn(<HeaderAccountLink lang="en" defaultLang="en" labels={LABELS} />);
    const button = await screen.findByRole('button', { name: 'Hi, Mei' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Account menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.replace(/(\D)(\d)/, '$1 $2'), link.getAttribute('href')])).toEqual(
      EXPECTED,
    );
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('works from the keyboard: arrows move through it, Escape closes it and focus returns to the button', async () => {
    member();
    const user = renderIn(<HeaderAccountLink lang="en" defaultLang="en" labels={LABELS} />);
    const button = await screen.findByRole('button', { name: 'Hi, Mei' });
    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    await vi.waitFor(() => expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('link', { name: 'Orders' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Account menu' })).toBeNull();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Enter opens it too; tabbing out of it closes it.
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'before' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives a guest the sign-in link and no menu', async () => {
    const user = renderIn(<HeaderAccountLink lang="en" defaultLang="en" labels={LABELS} />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Hi,/ })).toBeNull();
    void user;
  });
});

describe('phone drawer account entries', () => {
  it('lists the same member pages and sign out', async () => {
    member();
    renderIn(<DrawerAccountLinks lang="en" defaultLang="en" labels={LABELS} />);
    expect(await screen.findByText('Hi, Mei')).toBeVisible();
    const section = screen.getByRole('region', { name: 'Account' });
    await vi.waitFor(() => expect(within(section).getByTestId('menu-points-balance')).toHaveTextContent('1,250'));
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(EXPECTED.map(([, href]) => href));
    expect(within(section).getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('offers a guest sign in and register, both keeping the page as return_to', async () => {
    window.history.replaceState(null, '', '/wishlist');
    renderIn(<DrawerAccountLinks lang="en" defaultLang="en" labels={LABELS} />);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    await vi.waitFor(() => expect(signIn).toHaveAttribute('href', '/sign_in?return_to=%2Fwishlist'));
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/sign_up?return_to=%2Fwishlist');
  });
});
