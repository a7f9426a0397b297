'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bagCountQueryOptions, bagQueryOptions } from '@/lib/api/bag';
import { ensureDeviceId, type ApiClient } from '@/lib/api/client';
import { useHydrated, useMayFetch } from '@/components/data/hooks';
import type { CartResponse } from '@/contract';
import { useApiClient } from '@/components/data/api-client';
import { bagReducer, type BagAction } from './bag-state';

/** The bag, as the server handed it over or as fetched in the browser. */
export function useBag(enabled = true) {
  const client = useApiClient();
  return useQuery({ ...bagQueryOptions(client), enabled });
}

/**
 * The header's count. Once the bag itself is in the cache its count wins, so the header and the
 * bag never disagree, and the count is not asked for: on a page that hands the bag over (the bag,
 * checkout) the header waits for it instead. The header is rendered on the server without the
 * bag, so until hydration is over the count is unknown there too, even if a streamed section
 * already handed the bag over.
 */
export function useBagCount(): number | undefined {
  const client = useApiClient();
  const hydrated = useHydrated();
  const bagOptions = bagQueryOptions(client);
  const bag = useQuery({ ...bagOptions, enabled: false });
  const askCount = useMayFetch(bagOptions.queryKey, bag.data === undefined);
  const count = useQuery({ ...bagCountQueryOptions(client), enabled: askCount });
  return hydrated ? (bag.data?.data.itemsCount ?? count.data) : undefined;
}

export interface BagChange {
  run: (client: ApiClient) => Promise<CartResponse>;
  /** Applied at once and undone if the API refuses. */
  optimistic?: BagAction;
}

/**
 * One way to change the bag: optimistic when asked, the API's answer replaces the guess, an error
 * puts the bag back as it was (every line kept) and lets the caller say why.
 */
export function useBagChange() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const bagKey = bagQueryOptions(client).queryKey;
  const countKey = bagCountQueryOptions(client).queryKey;

  return useMutation({
    mutationFn: (change: BagChange) => {
      // A guest's first write names the bag's device; retries and other tabs then share it.
      ensureDeviceId();
      return change.run(client);
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: bagKey, exact: true });
      const previous = queryClient.getQueryData<CartResponse>(bagKey);
      const previousCount = queryClient.getQueryData<number>(countKey);
      if (change.optimistic) {
        if (previous) {
          const data = bagReducer(previous.data, change.optimistic);
          queryClient.setQueryData<CartResponse>(bagKey, { ...previous, data });
          queryClient.setQueryData<number>(countKey, data.itemsCount);
        } else if (change.optimistic.type === 'add' && previousCount !== undefined) {
          queryClient.setQueryData<number>(countKey, previousCount + change.optimistic.quantity);
        }
      }
      return { previous, previousCount };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(bagKey, context.previous);
      if (context?.previousCount !== undefined) queryClient.setQueryData(countKey, context.previousCount);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData<CartResponse>(bagKey, answer);
      queryClient.setQueryData<number>(countKey, answer.data.itemsCount);
      // Samples, offers and gifts depend on what is in the bag.
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === bagKey[0] && q.queryKey.length > bagKey.length,
      });
    },
  });
}
