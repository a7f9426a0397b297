// @vitest-environment jsdom
import { HydrationBoundary, QueryClientProvider, dehydrate, type QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/components/layout/app-providers';
import { createApiClient } from '@/lib/api/client';
import { useAccount } from '@/lib/api/hooks';
import { PrefetchBoundary } from '@/lib/api/handover';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/lib/api/react';
import { MEMBER_ACCOUNT as ACCOUNT, setupMswServer } from './msw';

const server = setupMswServer();
const BASE = `${window.location.origin}/api/web/v1`;

function countAccountCalls(answer: () => Response = () => HttpResponse.json(ACCOUNT)) {
  const counter = { calls: 0, headers: [] as Headers[] };
  server.use(
    http.get(`${BASE}/account`, ({ request }) => {
      counter.calls += 1;
      counter.headers.push(request.headers);
      return answer();
    }),
  );
  return counter;
}

function wrapper(queryClient: QueryClient) {
  const api = createApiClient({ country: 'id', lang: 'id' });
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
  };
}

afterEach(() => {
  document.cookie = 'jwt-data=; path=/; max-age=0';
});

describe('useAccount ("Signed in")', () => {
  it('makes no account call without jwt-data and reports a guest', async () => {
    const counter = countAccountCalls();
    const { result } = renderHook(useAccount, { wrapper: wrapper(makeQueryClient({ server: false })) });
    await new Promise((r) => setTimeout(r, 50));
    expect(counter.calls).toBe(0);
    expect(result.current).toEqual({ account: undefined, isSignedIn: false, isLoading: false, isChecking: false });
  });

  it('fetches the account when jwt-data exists and reports signed in', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    const counter = countAccountCalls();
    const queryClient = makeQueryClient({ server: false });
    const { result } = renderHook(useAccount, { wrapper: wrapper(queryClient) });
    // Neither member nor guest until the account answers.
    expect(result.current).toMatchObject({ isSignedIn: false, isChecking: true });
    await waitFor(() => expect(result.current.isSignedIn).toBe(true));
    expect(result.current.isChecking).toBe(false);
    expect(result.current.account).toEqual(ACCOUNT);
    expect(counter.calls).toBe(1);
    expect(counter.headers[0]?.get('accept-language')).toBe('id-ID');
    expect(queryClient.getQueryData(['luxola-account'])).toEqual(ACCOUNT);
  });

  it('does not retry the account call, even on a retryable status', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    const counter = countAccountCalls(() =>
      HttpResponse.json({ error: { code: 'x', message: 'down' } }, { status: 503 }),
    );
    const queryClient = makeQueryClient({ server: false });
    const { result } = renderHook(useAccount, { wrapper: wrapper(queryClient) });
    await waitFor(() => expect(queryClient.getQueryState(['luxola-account'])?.status).toBe('error'));
    await new Promise((r) => setTimeout(r, 1200));
    expect(counter.calls).toBe(1);
    expect(result.current.isSignedIn).toBe(false);
  });

  it('uses the account prefetched on the server without a second request', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    const serverClient = makeQueryClient({ server: true });
    serverClient.setQueryData(['luxola-account'], ACCOUNT);
    serverClient.setQueryData(['catalogue', 'sg', 'en', 'p'], { big: 'x'.repeat(1000) });
    const state = JSON.parse(JSON.stringify(dehydrate(serverClient))) as ReturnType<typeof dehydrate>;
    const counter = countAccountCalls();
    const browserClient = makeQueryClient({ server: false });

    function Points() {
      const { account } = useAccount();
      return <p>{account ? `points:${account.loyaltyPoints}` : 'guest'}</p>;
    }
    render(
      <QueryClientProvider client={browserClient}>
        <ApiClientProvider client={createApiClient({ country: 'sg', lang: 'en' })}>
          <HydrationBoundary state={state}>
            <Points />
          </HydrationBoundary>
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('points:1200')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(counter.calls).toBe(0);
    expect(browserClient.getQueryData(['catalogue', 'sg', 'en', 'p'])).toBeUndefined();
  });

  it('a component outside the boundary waits for the handed-over account instead of fetching it', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    const counter = countAccountCalls();
    const serverClient = makeQueryClient({ server: true });
    serverClient.setQueryData(['luxola-account'], ACCOUNT);
    const browserClient = makeQueryClient({ server: false });
    // The page's boundary arrives later than the header, as with a streamed Suspense section.
    const marker = document.createElement('span');
    marker.setAttribute('data-query-handover', JSON.stringify(['["luxola-account"]']));
    document.body.append(marker);
    let reveal: () => void = () => undefined;

    function Header() {
      const { account } = useAccount();
      return <p>header:{account ? account.loyaltyTier : 'guest'}</p>;
    }
    function Page() {
      const [shown, setShown] = useState(false);
      reveal = () => setShown(true);
      return shown ? (
        <PrefetchBoundary queryClient={serverClient}>
          <p>page</p>
        </PrefetchBoundary>
      ) : null;
    }
    render(
      <QueryClientProvider client={browserClient}>
        <ApiClientProvider client={createApiClient({ country: 'sg', lang: 'en' })}>
          <Header />
          <Page />
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(counter.calls).toBe(0);
    act(() => reveal());
    expect(await screen.findByText('header:black')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(counter.calls).toBe(0);
    marker.remove();
  });

  it('fetches anyway when a promised handover does not come', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    const counter = countAccountCalls();
    const marker = document.createElement('span');
    marker.setAttribute('data-query-handover', JSON.stringify(['["luxola-account"]']));
    document.body.append(marker);
    const { result } = renderHook(useAccount, { wrapper: wrapper(makeQueryClient({ server: false })) });
    await new Promise((r) => setTimeout(r, 200));
    expect(counter.calls).toBe(0);
    await waitFor(() => expect(result.current.isSignedIn).toBe(true), { timeout: 5000 });
    expect(counter.calls).toBe(1);
    marker.remove();
  });

  it('AppProviders gives children a client for the page’s country and language, and no device id before a bag write', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    const counter = countAccountCalls();
    function Tier() {
      const { account } = useAccount();
      return <p>{account?.loyaltyTier ?? '…'}</p>;
    }
    render(
      <AppProviders country="th" lang="th">
        <Tier />
      </AppProviders>,
    );
    expect(await screen.findByText('black')).toBeTruthy();
    expect(counter.headers[0]?.get('accept-language')).toBe('th-TH');
    expect(counter.headers[0]?.get('x-site-country')).toBe('th');
    expect(document.cookie).not.toMatch(/device-id=/);
  });
});

describe('dropMemberQueries', () => {
  it("forgets the member's account, profile, orders and wish list, and refetches the bag", async () => {
    const { dropMemberQueries } = await import('@/lib/api/account');
    const { makeQueryClient } = await import('@/lib/api/query-client');
    const { queryKeys } = await import('@/lib/api/query-keys');
    const client = makeQueryClient({ server: false });
    for (const key of [
      queryKeys.account(),
      queryKeys.user(),
      queryKeys.orders('sg', 'en'),
      queryKeys.wishlist('sg', 'en'),
      queryKeys.bag('sg', 'en'),
    ]) {
      client.setQueryData(key, { cached: true });
    }
    dropMemberQueries(client);
    expect(client.getQueryData(queryKeys.account())).toBeUndefined();
    expect(client.getQueryData(queryKeys.user())).toBeUndefined();
    expect(client.getQueryData(queryKeys.orders('sg', 'en'))).toBeUndefined();
    expect(client.getQueryData(queryKeys.wishlist('sg', 'en'))).toBeUndefined();
    expect(client.getQueryState(queryKeys.bag('sg', 'en'))?.isInvalidated).toBe(true);
  });
});
