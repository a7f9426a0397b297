'use client';

import { hydrate, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The queries whose data the server handed to this part of the page (their hashes). While a part
 * hydrates, it may show only these: anything else in the cache came from the browser after the
 * server rendered, and drawing from it then would not match the server's HTML (React error #418).
 */
export const HandedOverContext = createContext<ReadonlySet<string>>(new Set());

/**
 * Puts the server's data in the client cache before the section below renders, also for queries
 * the cache already knows without data. TanStack's HydrationBoundary defers those to an effect:
 * when a component of the static shell (the header) has already observed a query (the bag, the
 * account) without data, a streamed section would hydrate without its data and render other HTML
 * than the server sent (React error #418). Cache notifications are batched, so observers elsewhere
 * update after this render, not during it.
 */
export function HydrateNow({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const client = useQueryClient();
  useMemo(() => {
    const cache = client.getQueryCache();
    const queries = state.queries.filter((query) => {
      const existing = cache.get(query.queryHash);
      return !existing || existing.state.data === undefined || query.state.dataUpdatedAt > existing.state.dataUpdatedAt;
    });
    if (queries.length > 0) hydrate(client, { mutations: [], queries });
  }, [client, state]);
  const parent = useContext(HandedOverContext);
  const handedOver = useMemo(
    () => new Set([...parent, ...state.queries.map((query) => query.queryHash)]),
    [parent, state],
  );
  return <HandedOverContext value={handedOver}>{children}</HandedOverContext>;
}
