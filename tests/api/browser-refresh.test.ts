// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { dropMemberQueries } from '@/lib/api/account';
import { createApiClient } from '@/lib/api/client';
import { signIn } from '@/lib/api/sessions';
import { ApiError } from '@/lib/api/errors';
import { answered, setupMswServer } from './msw';

const server = setupMswServer();
const BASE = `${window.location.origin}/api/web/v1`;
const ok = z.object({ n: z.number() });
const ACCOUNT = { id: 1, loyaltyTier: 'gold' };

function setJwt(value: string | null) {
  document.cookie = value === null ? 'jwt-data=; path=/; max-age=0' : `jwt-data=${value}; path=/`;
}

function readJwt(): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith('jwt-data='))
    ?.slice('jwt-data='.length);
}

interface Counters {
  refresh: number;
  refreshBodies: unknown[];
  calls: Map<number, number>;
}

function setup() {
  const counters: Counters = { refresh: 0, refreshBodies: [], calls: new Map() };
  const queryClient = new QueryClient();
  queryClient.setQueryData(['luxola-account'], ACCOUNT);
  const client = createApiClient({ country: 'hk', lang: 'zh', onSignedOut: () => dropMemberQueries(queryClient) });
  const call = (n: number) => client.request({ method: 'GET', path: 'cart/items-count/', query: { n }, schema: ok });
  return { counters, queryClient, client, call };
}

/** An endpoint whose first call per request id answers 401 (the token expired on the way). */
function expiringEndpoint(counters: Counters, { afterRefresh }: { afterRefresh: 'ok' | 'unauthorized' }) {
  return http.get(`${BASE}/cart/items-count`, ({ request }) => {
    const n = Number(new URL(request.url).searchParams.get('n'));
    const seen = counters.calls.get(n) ?? 0;
    counters.calls.set(n, seen + 1);
    if (seen === 0 || afterRefresh === 'unauthorized' || counters.refresh === 0) {
      return HttpResponse.json({ error: { code: 'unauthorized', message: 'Token expired' } }, { status: 401 });
    }
    return HttpResponse.json({ n });
  });
}

/**
 * The refresh endpoint. Given `held`, it answers only once that settles: for parallel calls, once
 * every first 401 has gone out, so that each of them meets the refresh still in flight.
 */
function refreshEndpoint(counters: Counters, answer: () => Response | Promise<Response>, held?: Promise<void>) {
  return http.post(`${BASE}/auth/token`, async ({ request }) => {
    counters.refresh += 1;
    counters.refreshBodies.push(await request.json());
    await held;
    return answer();
  });
}

/** Settles once the items-count endpoint has answered `count` times. */
const countAnswers = (count: number) => answered(server, '/cart/items-count', count);

function rotate() {
  setJwt(`rotated-${Math.random().toString(36).slice(2)}`);
  return HttpResponse.json({ accessToken: 'a.b.c', refreshToken: 'r2', expiresIn: 900 });
}

beforeEach(() => {
  setJwt('header.payload-old');
  localStorage.clear();
});
afterEach(() => {
  setJwt(null);
  Reflect.deleteProperty(navigator, 'locks');
});

describe('browser token refresh', () => {
  it('refreshes once for a burst of 25 concurrent 401s and replays each request exactly once', async () => {
    const { counters, call } = setup();
    server.use(expiringEndpoint(counters, { afterRefresh: 'ok' }), refreshEndpoint(counters, rotate, countAnswers(25)));
    const ids = Array.from({ length: 25 }, (_, i) => i);
    const results = await Promise.all(ids.map(call));
    expect(results).toEqual(ids.map((n) => ({ n })));
    expect(counters.refresh).toBe(1);
    expect(counters.refreshBodies).toEqual([{ grant_type: 'refresh_token', flow: 'client' }]);
    for (const n of ids) expect(counters.calls.get(n)).toBe(2);
  });

  it('passes the 401 on without a refresh when jwt-data is absent', async () => {
    setJwt(null);
    const { counters, call } = setup();
    server.use(expiringEndpoint(counters, { afterRefresh: 'ok' }), refreshEndpoint(counters, rotate));
    await expect(call(1)).rejects.toMatchObject({ status: 401 });
    expect(counters.refresh).toBe(0);
    expect(counters.calls.get(1)).toBe(1);
  });

  it('does not refresh when sign-in answers 401 (a wrong password), even with an old jwt-data', async () => {
    const { counters, client } = setup();
    server.use(
      http.post(`${BASE}/sessions`, () =>
        HttpResponse.json({ error: { code: 'unauthorized', message: 'Authentication failed.' } }, { status: 401 }),
      ),
      refreshEndpoint(counters, rotate),
    );
    await expect(signIn(client, { email: 'a@b.co', password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      message: 'Authentication failed.',
    });
    expect(counters.refresh).toBe(0);
  });

  it('passes on a 401 that follows a successful refresh, with no loop', async () => {
    const { counters, call } = setup();
    server.use(
      expiringEndpoint(counters, { afterRefresh: 'unauthorized' }),
      refreshEndpoint(counters, rotate, countAnswers(3)),
    );
    const errors = await Promise.all([1, 2, 3].map((n) => call(n).catch((e: unknown) => e)));
    for (const error of errors) expect(error).toMatchObject({ status: 401 });
    expect(counters.refresh).toBe(1);
    for (const n of [1, 2, 3]) expect(counters.calls.get(n)).toBe(2);
  });

  it('signs the member out when the refresh is rejected (invalid_grant) and drops the account cache', async () => {
    const { counters, call, queryClient } = setup();
    server.use(
      expiringEndpoint(counters, { afterRefresh: 'ok' }),
      refreshEndpoint(
        counters,
        () => {
          setJwt(null); // the API clears the cookies
          return HttpResponse.json({ error: { code: 'invalid_grant', message: 'Invalid grant' } }, { status: 401 });
        },
        countAnswers(4),
      ),
    );
    const errors = await Promise.all([1, 2, 3, 4].map((n) => call(n).catch((e: unknown) => e)));
    for (const error of errors) expect(error).toMatchObject({ status: 401 });
    expect(counters.refresh).toBe(1);
    for (const n of [1, 2, 3, 4]) expect(counters.calls.get(n)).toBe(1);
    expect(queryClient.getQueryData(['luxola-account'])).toBeUndefined();
    expect(readJwt()).toBeUndefined();
  });

  it('drops the readable cookie itself when a rejected refresh did not clear it', async () => {
    const { counters, call } = setup();
    server.use(
      expiringEndpoint(counters, { afterRefresh: 'ok' }),
      refreshEndpoint(counters, () => HttpResponse.json({ error: { code: 'invalid_grant' } }, { status: 401 })),
    );
    await expect(call(1)).rejects.toMatchObject({ status: 401 });
    expect(readJwt()).toBeUndefined();
    // A later 401 no longer refreshes: the member is a guest now.
    await expect(call(2)).rejects.toMatchObject({ status: 401 });
    expect(counters.refresh).toBe(1);
  });

  it.each([
    ['a 503', () => HttpResponse.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 }), 'http'],
    ['a network error', () => HttpResponse.error(), 'network'],
  ] as const)('keeps the member signed in when the refresh fails with %s', async (_label, answer, kind) => {
    const { counters, call, queryClient } = setup();
    server.use(expiringEndpoint(counters, { afterRefresh: 'ok' }), refreshEndpoint(counters, answer, countAnswers(2)));
    const errors = await Promise.all([1, 2].map((n) => call(n).catch((e: unknown) => e)));
    for (const error of errors) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe(kind);
    }
    expect(counters.refresh).toBe(1);
    expect(queryClient.getQueryData(['luxola-account'])).toEqual(ACCOUNT);
    expect(readJwt()).toBe('header.payload-old');
  });

  it('takes the Web Locks lock and only replays when another tab refreshed meanwhile', async () => {
    const requested: string[] = [];
    Object.defineProperty(navigator, 'locks', {
      configurable: true,
      value: {
        request: async (name: string, _options: unknown, task: () => Promise<unknown>) => {
          requested.push(name);
          setJwt('header.payload-from-other-tab'); // the other tab held the lock and rotated the token
          return task();
        },
      },
    });
    const { counters, call } = setup();
    server.use(expiringEndpoint(counters, { afterRefresh: 'ok' }), refreshEndpoint(counters, rotate));
    // The endpoint accepts the replay only after "a" refresh; count the other tab's as one.
    counters.refresh = 0;
    server.use(
      http.get(`${BASE}/cart/items-count`, ({ request }) => {
        const n = Number(new URL(request.url).searchParams.get('n'));
        const seen = counters.calls.get(n) ?? 0;
        counters.calls.set(n, seen + 1);
        return readJwt() === 'header.payload-from-other-tab' && seen > 0
          ? HttpResponse.json({ n })
          : HttpResponse.json({ error: { code: 'unauthorized', message: 'expired' } }, { status: 401 });
      }),
    );
    await expect(Promise.all([call(1), call(2)])).resolves.toEqual([{ n: 1 }, { n: 2 }]);
    expect(requested).toEqual(['storefront-token-refresh']);
    expect(counters.refresh).toBe(0);
    expect(counters.calls.get(1)).toBe(2);
  });

  it('without Web Locks, waits for another tab’s lease in localStorage and reuses its refresh', async () => {
    localStorage.setItem('lock:storefront-token-refresh', `other-tab|${Date.now() + 10_000}`);
    const { counters, call } = setup();
    server.use(refreshEndpoint(counters, rotate));
    server.use(
      http.get(`${BASE}/cart/items-count`, ({ request }) => {
        const n = Number(new URL(request.url).searchParams.get('n'));
        const seen = counters.calls.get(n) ?? 0;
        counters.calls.set(n, seen + 1);
        return readJwt() === 'header.payload-other' && seen > 0
          ? HttpResponse.json({ n })
          : HttpResponse.json({ error: { code: 'unauthorized', message: 'expired' } }, { status: 401 });
      }),
    );
    // The other tab finishes once this one has found its lease and waits for it: it rotates the
    // token, drops the lease, and this tab hears of it as tabs do, through a storage event.
    const key = 'lock:storefront-token-refresh';
    const getItem = Storage.prototype.getItem;
    let waiting = false;
    const reads = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function read(this: Storage, name) {
      const value = Reflect.apply(getItem, this, [name]) as string | null;
      if (name === key && value?.startsWith('other-tab|') && !waiting) {
        waiting = true;
        queueMicrotask(() => {
          setJwt('header.payload-other');
          localStorage.removeItem(key);
          window.dispatchEvent(new StorageEvent('storage', { key, oldValue: value, newValue: null }));
        });
      }
      return value;
    });
    try {
      await expect(call(1)).resolves.toEqual({ n: 1 });
    } finally {
      reads.mockRestore();
    }
    expect(waiting).toBe(true);
    expect(counters.refresh).toBe(0);
    expect(localStorage.getItem('lock:storefront-token-refresh')).toBeNull();
  });
});
