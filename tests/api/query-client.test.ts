import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { makeQueryClient, shouldRetryQuery } from '@/lib/api/query-client';
import { queryKeys } from '@/lib/api/query-keys';

function httpError(status: number) {
  return new ApiError({ kind: 'http', status, code: `http_${status}`, message: 'failed' });
}

async function attemptsFor(client: QueryClient, error: unknown, retry?: number) {
  const times: number[] = [];
  const promise = client
    .fetchQuery({
      queryKey: ['probe', Math.random()],
      ...(retry === undefined ? {} : { retry }),
      queryFn: () => {
        times.push(Date.now());
        throw error;
      },
    })
    .catch((e: unknown) => e);
  await vi.runAllTimersAsync();
  const thrown = await promise;
  expect(thrown).toBe(error);
  return times;
}

describe('query retry policy', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = makeQueryClient({ server: false });
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries %i three times, after 1 s, 2 s and 4 s',
    async (status) => {
      const times = await attemptsFor(client, httpError(status));
      expect(times).toHaveLength(4);
      const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
      expect(gaps).toEqual([1000, 2000, 4000]);
    },
  );

  it.each([400, 401, 403, 404, 410, 422, 423, 501, 505])('does not retry %i', async (status) => {
    expect(await attemptsFor(client, httpError(status))).toHaveLength(1);
  });

  it.each([
    ['network', new ApiError({ kind: 'network', status: 0, code: 'network_error', message: 'offline' })],
    ['timeout', new ApiError({ kind: 'timeout', status: 0, code: 'timeout', message: 'slow' })],
    [
      'invalid_response',
      new ApiError({ kind: 'invalid_response', status: 200, code: 'invalid_response', message: 'bad' }),
    ],
    ['plain Error', new Error('boom')],
  ])('does not retry a %s failure', async (_label, error) => {
    expect(await attemptsFor(client, error)).toHaveLength(1);
  });

  it('doubles the delay up to 30 s', async () => {
    const times = await attemptsFor(client, httpError(503), 7);
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    expect(gaps).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('stops at three retries even for a retryable status', () => {
    expect(shouldRetryQuery(2, httpError(503))).toBe(true);
    expect(shouldRetryQuery(3, httpError(503))).toBe(false);
  });

  it('keeps data fresh for five minutes', async () => {
    let calls = 0;
    const options = { queryKey: ['fresh'], queryFn: () => ++calls };
    await client.fetchQuery(options);
    vi.advanceTimersByTime(4 * 60_000);
    await client.fetchQuery(options);
    expect(calls).toBe(1);
    vi.advanceTimersByTime(61_000);
    await client.fetchQuery(options);
    expect(calls).toBe(2);
  });

  it('never retries a mutation, whatever the status', async () => {
    for (const status of [503, 429, 408]) {
      let calls = 0;
      const mutation = client.getMutationCache().build(client, {
        mutationFn: () => {
          calls += 1;
          return Promise.reject(httpError(status));
        },
      });
      const result = mutation.execute(undefined).catch((e: unknown) => e);
      await vi.runAllTimersAsync();
      await expect(result).resolves.toBeInstanceOf(ApiError);
      expect(calls).toBe(1);
    }
  });

  it('does not retry while prefetching on the server', async () => {
    const serverClient = makeQueryClient({ server: true });
    expect(await attemptsFor(serverClient, httpError(503))).toHaveLength(1);
  });
});

describe('dehydration', () => {
  it('hands over only the flagged queries that succeeded', async () => {
    const client = makeQueryClient({ server: true });
    client.setQueryData(queryKeys.account(), { id: 1 });
    client.setQueryData(queryKeys.user(), { firstName: 'Mei' });
    client.setQueryData(queryKeys.bag('sg', 'en'), { items: [] });
    client.setQueryData(queryKeys.catalogue('sg', 'en', 'products', 'p-1'), { name: 'Serum' });
    client.setQueryData(queryKeys.content('sg', 'en', 'home'), { blocks: [] });
    client.setQueryData(['something-else'], 1);
    await client.prefetchQuery({
      queryKey: queryKeys.wishlist('sg', 'en'),
      queryFn: () => Promise.reject(new Error('down')),
    });
    const keys = dehydrate(client).queries.map((q) => q.queryKey);
    expect(keys).toEqual([['luxola-account'], ['user'], ['bag', 'sg', 'en']]);
  });

  it('uses exactly luxola-account as the account key', () => {
    expect(queryKeys.account()).toEqual(['luxola-account']);
  });
});
