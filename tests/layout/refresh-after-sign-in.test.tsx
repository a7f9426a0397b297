// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RefreshAfterSignIn } from '@/components/layout/refresh-after-sign-in';
import { createApiClient } from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import { MEMBER_ACCOUNT as ACCOUNT, setupMswServer } from '../api/msw';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const server = setupMswServer();
const BASE = `${window.location.origin}/api/web/v1`;

function renderRefresher(queryClient = makeQueryClient({ server: false })) {
  return render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={createApiClient({ country: 'sg', lang: 'en' })}>
        <RefreshAfterSignIn>
          <p>Loading your bookings</p>
        </RefreshAfterSignIn>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  document.cookie = 'jwt-data=; path=/; max-age=0';
  refresh.mockReset();
});

describe('RefreshAfterSignIn', () => {
  it('draws the page again once the browser has the member back, and only once', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    server.use(http.get(`${BASE}/account`, () => HttpResponse.json(ACCOUNT)));
    const view = renderRefresher();
    expect(screen.getByText('Loading your bookings')).toBeInTheDocument();
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    const next = makeQueryClient({ server: false });
    view.rerender(
      <QueryClientProvider client={next}>
        <ApiClientProvider client={createApiClient({ country: 'sg', lang: 'en' })}>
          <RefreshAfterSignIn>
            <p>Loading your bookings</p>
          </RefreshAfterSignIn>
        </ApiClientProvider>
      </QueryClientProvider>,
    );
    // Drawn again with new clients: a second round would have started asking for the account.
    expect(next.getQueryState(['luxola-account'])).toBeUndefined();
    expect(next.isFetching()).toBe(0);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('asks for the account afresh even when the page already knows it, so the token is refreshed first', async () => {
    document.cookie = 'jwt-data=h.p; path=/';
    let calls = 0;
    server.use(
      http.get(`${BASE}/account`, () => {
        calls += 1;
        return HttpResponse.json(ACCOUNT);
      }),
    );
    const queryClient = makeQueryClient({ server: false });
    queryClient.setQueryData(['luxola-account'], ACCOUNT);
    renderRefresher(queryClient);
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(calls).toBe(1);
  });

  it('leaves a visitor who is not signed in where they are', async () => {
    server.use(http.get(`${BASE}/account`, () => HttpResponse.json(ACCOUNT)));
    const queryClient = makeQueryClient({ server: false });
    renderRefresher(queryClient);
    // Mounted: for a member it would have started asking for the account by now.
    expect(queryClient.getQueryState(['luxola-account'])).toBeUndefined();
    expect(queryClient.isFetching()).toBe(0);
    expect(refresh).not.toHaveBeenCalled();
  });
});
