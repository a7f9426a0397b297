import {
  QueryClient,
  defaultShouldDehydrateQuery,
  dehydrate,
  type DehydratedState,
  type Query,
} from '@tanstack/react-query';
import { isApiError } from '@/lib/api/errors';
import { isDehydratedKey } from '@/lib/api/query-keys';

/** Query cache policy: lifetimes and retries of every query. */
export const STALE_TIME_MS = 5 * 60_000;
export const MAX_RETRIES = 3;

/**
 * Retries only transient statuses (408, 409, 425, 429, 500, 502, 503, 504), at most three times,
 * after TanStack Query's own delays: 1 s, doubling up to 30 s.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isApiError(error) && error.isRetryable;
}

/** Only queries whose key is flagged in `QUERY_DEFINITIONS` (and that succeeded) are handed over. */
export function shouldDehydrateQuery(query: Query): boolean {
  return isDehydratedKey(query.queryKey) && defaultShouldDehydrateQuery(query);
}

/**
 * A fresh QueryClient: one per server request, one per browser tab. On the server a prefetch is
 * not retried: waiting seconds for a backoff would hold the page, and a query that failed there is
 * simply not handed over, so the browser fetches (and retries) it.
 */
export function makeQueryClient({ server = typeof window === 'undefined' }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        retry: server ? false : shouldRetryQuery,
      },
      mutations: { retry: false },
      dehydrate: { shouldDehydrateQuery },
    },
  });
}

let browserClient: QueryClient | undefined;

/** The tab's QueryClient in the browser; a new one each call on the server. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}

/** What a server component passes to `HydrationBoundary`: only the flagged queries. */
export function dehydrateFlagged(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, { shouldDehydrateQuery });
}
