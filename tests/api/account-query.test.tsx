// @vitest-environment jsdom
import { HydrationBoundary, QueryClientProvider, dehydrate, type QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/components/layout/app-providers';
import { createApiClient } from '@/lib/api/client';
import { useAccount } from '@/components/data/hooks';
import { PrefetchBoundary } from '@/components/data/handover';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
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
    const queryClient = makeQueryClient({ server: false });
    const { result } = renderHook(useAccount, { wrapper: wrapper(queryClient) });
    // Mounted: an enabled query would be fetching by now.
    expect(queryClient.getQueryState(['luxola-account'])).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
    expect(queryClient.isFetching()).toBe(0);
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
    // A query that retries stays pending and fetching between attempts; this one has given up.
    expect(queryClient.getQueryState(['luxola-account'])).toMatchObject({
      status: 'error',
      fetchStatus: 'idle',
      fetchFailureCount: 1,
    });
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
    // Mounted with the handed-over account: a refetch on mount would be under way by now.
    expect(browserClient.isFetching()).toBe(0);
    expect(await screen.findByText('points:1200')).toBeTruthy();
    expect(browserClient.isFetching()).toBe(0);
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
    // The header's clock: it waits 3 s for a handover it was promised.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      render(
        <QueryClientProvider client={browserClient}>
          <ApiClientProvider client={createApiClient({ country: 'sg', lang: 'en' })}>
            <Header />
            <Page />
          </ApiClientProvider>
        </QueryClientProvider>,
      );
      await act(() => vi.advanceTimersByTimeAsync(2_999));
      expect(browserClient.isFetching()).toBe(0);
      expect(counter.calls).toBe(0);
      act(() => reveal());
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(screen.getByText('header:black')).toBeTruthy();
      // Past the moment the header would have stopped waiting: it has what it needs and asks nothing.
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(browserClient.isFetching()).toBe(0);
      expect(counter.calls).toBe(0);
    } finally {
      vi.useRealTimers();
      marker.remove();
    }
  });

  it('fetches anyway when a promised handover does not come', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    const counter = countAccountCalls();
    const marker = document.createElement('span');
    marker.setAttribute('data-query-handover', JSON.stringify(['["luxola-account"]']));
    document.body.append(marker);
    const queryClient = makeQueryClient({ server: false });
    // The hook's clock: it waits 3 s for the handover, then asks.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let result: { current: ReturnType<typeof useAccount> };
    try {
      ({ result } = renderHook(useAccount, { wrapper: wrapper(queryClient) }));
      await act(() => vi.advanceTimersByTimeAsync(2_999));
      expect(queryClient.isFetching()).toBe(0);
      expect(counter.calls).toBe(0);
      // At 3 s it stops waiting and asks.
      await act(() => vi.advanceTimersByTimeAsync(1));
      await act(() => vi.runOnlyPendingTimersAsync());
    } finally {
      vi.useRealTimers();
      marker.remove();
    }
    await waitFor(() => expect(result.current.isSignedIn).toBe(true));
    expect(counter.calls).toBe(1);
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
