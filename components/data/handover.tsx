import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HydrateNow } from '@/components/data/hydrate-now';
import { dehydrateFlagged } from '@/lib/api/query-client';

/** Marks, in the HTML, which queries a boundary hands over; client hooks wait for them. */
export const HANDOVER_ATTRIBUTE = 'data-query-handover';

/**
 * Server side of "prefetch and hydrate": hands the flagged queries of `queryClient` to the
 * client components inside it. Only queries flagged in `QUERY_DEFINITIONS` travel.
 */
export function PrefetchBoundary({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const state = dehydrateFlagged(queryClient);
  const hashes = state.queries.map((query) => query.queryHash);
  return (
    <HydrateNow state={state}>
      {hashes.length > 0 ? <span hidden {...{ [HANDOVER_ATTRIBUTE]: JSON.stringify(hashes) }} /> : null}
      {children}
    </HydrateNow>
  );
}
