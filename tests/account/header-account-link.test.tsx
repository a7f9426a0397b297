// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HeaderAccountLink, signInHref } from '@/components/account/header-account-link';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { gate } from '../api/msw';

vi.mock('next/navigation', () => ({ usePathname: () => window.location.pathname }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.cookie = 'jwt-data=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

const LABELS = { signIn: 'Sign in', myAccount: 'My account', account: 'Account', greeting: 'Hi, {{name}}' };
const BASE = `${window.location.origin}/api/web/v1`;

function renderLink() {
  render(
    <QueryClientProvider client={makeQueryClient({ server: false })}>
      <ApiClientProvider client={createApiClient({ country: 'sg', lang: 'en' })}>
        <HeaderAccountLink lang="en" defaultLang="en" labels={LABELS} />
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

const ACCOUNT = {
  id: 1,
  isEmployee: false,
  age: null,
  cardNumber: '1',
  emailSHA256: 'x',
  emailMD5: 'y',
  mobileNumberMD5: null,
  loyaltyPoints: 0,
  loyaltyTier: 'white',
  tierPointsCounter: 0,
};
const PROFILE = {
  id: 1,
  firstName: 'Mei',
  lastName: 'Chan',
  email: 'mei@example.com',
  mobile: null,
  dateOfBirth: null,
  marketingConsent: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('signInHref', () => {
  it.each([
    ['/', '', 'en', 'en', '/sign_in'],
    ['/sign_in', '?return_to=%2Fcart', 'en', 'en', '/sign_in'],
    ['/', '?language=zh', 'zh', 'en', '/sign_in?language=zh'],
    ['/brands/milk-makeup', '?sort=new', 'en', 'en', '/sign_in?return_to=%2Fbrands%2Fmilk-makeup%3Fsort%3Dnew'],
    ['/cart', '?language=th', 'th', 'th', '/sign_in?return_to=%2Fcart%3Flanguage%3Dth'],
    ['/cart', '?language=en', 'en', 'th', '/sign_in?return_to=%2Fcart%3Flanguage%3Den&language=en'],
  ] as const)('%s%s → %s', (pathname, search, lang, defaultLang, expected) => {
    expect(signInHref(pathname, search, lang, defaultLang)).toBe(expected);
  });
});

describe('HeaderAccountLink', () => {
  it('shows a sign-in link with the current page as return_to for a guest', async () => {
    window.history.replaceState(null, '', '/orders/12?x=1');
    renderLink();
    const link = screen.getByRole('link', { name: 'Sign in' });
    await vi.waitFor(() => expect(link).toHaveAttribute('href', '/sign_in?return_to=%2Forders%2F12%3Fx%3D1'));
  });

  it('shows the member’s first name when signed in', async () => {
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
          loyaltyPoints: 0,
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
    renderLink();
    expect(await screen.findByRole('link', { name: 'Hi, Mei' })).toHaveAttribute('href', '/account');
  });

  it('never says "Sign in" to a member whose account is still loading, from the first render', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const asked = gate();
    server.use(
      http.get(`${BASE}/account`, async () => {
        asked.open();
        await answered;
        return HttpResponse.json(ACCOUNT);
      }),
      http.get(`${BASE}/user`, () => HttpResponse.json(PROFILE)),
    );
    const seen = new Set<string>();
    const observer = new MutationObserver(() => seen.add(document.body.textContent ?? ''));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    renderLink();
    seen.add(document.body.textContent ?? '');
    expect(screen.getByRole('link', { name: /Account|My account/ })).toHaveAttribute('href', '/account');
    // The account call is held back: the page has settled and the member is still being checked.
    await asked.opened;
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    answer();
    expect(await screen.findByRole('link', { name: 'Hi, Mei' })).toHaveAttribute('href', '/account');
    observer.disconnect();
    expect([...seen].some((text) => text.includes('Sign in'))).toBe(false);
  });

  it('turns into "Sign in" when the session cookie turns out to be stale', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    server.use(
      http.get(`${BASE}/account`, () =>
        HttpResponse.json({ message: 'expired', code: 'unauthorized' }, { status: 401 }),
      ),
      http.post(`${BASE}/auth/token`, () =>
        HttpResponse.json({ message: 'no', code: 'unauthorized' }, { status: 401 }),
      ),
    );
    renderLink();
    expect(await screen.findByRole('link', { name: 'Sign in' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('on the server is the same neutral link for everyone and starts no query of its own', () => {
    for (const cookie of ['jwt-data=h.p; path=/', 'jwt-data=; path=/; max-age=0']) {
      document.cookie = cookie;
      const queryClient = makeQueryClient({ server: false });
      const html = renderToString(
        <QueryClientProvider client={queryClient}>
          <ApiClientProvider client={createApiClient({ country: 'sg', lang: 'en' })}>
            <HeaderAccountLink lang="en" defaultLang="en" labels={LABELS} />
          </ApiClientProvider>
        </QueryClientProvider>,
      );
      expect(html).toContain('>Account<');
      expect(html).toContain('href="/account"');
      expect(html).not.toContain('Sign in');
      // The page's own member data is handed over later in the same render; a query started here
      // first would keep it out of the server's HTML.
      expect(queryClient.getQueryCache().getAll()).toEqual([]);
    }
  });
});
