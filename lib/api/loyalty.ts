import { queryOptions } from '@tanstack/react-query';
import type { LoyaltySummary, PointsHistoryResponse } from '@/contract/loyalty';
import type { ApiClient } from '@/lib/api/client';
import { bagExtrasKey, getRewards } from '@/lib/api/bag';
import type { CallOptions } from '@/lib/api/resource';
import { QUERY_DEFINITIONS, queryKeys } from '@/lib/api/query-keys';

/** Contract schemas load with the first call, so a page that never calls this builds none of them. */
const contract = () => import('@/contract/loyalty');

/** GET account/loyalty: the member's card, points and their expiry, tier progress and perks. */
export async function getLoyaltySummary(client: ApiClient, options: CallOptions = {}): Promise<LoyaltySummary> {
  const { loyaltySummarySchema } = await contract();
  return client.request({ method: 'GET', path: 'account/loyalty', schema: loyaltySummarySchema, ...options });
}

/** GET account/points: a page of the member's points ledger, newest first. */
export async function getPointsHistory(
  client: ApiClient,
  page: number,
  options: CallOptions = {},
): Promise<PointsHistoryResponse> {
  const { pointsHistoryResponseSchema } = await contract();
  return client.request({
    method: 'GET',
    path: 'account/points',
    schema: pointsHistoryResponseSchema,
    ...options,
    query: { ...options.query, page },
  });
}

export function loyaltySummaryQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.loyalty(client.country, client.lang, 'summary'),
    queryFn: ({ signal }) => getLoyaltySummary(client, { signal }),
    staleTime: QUERY_DEFINITIONS.loyalty.staleTime,
    retry: false,
  });
}

export function pointsHistoryQueryOptions(client: ApiClient, page: number) {
  return queryOptions({
    queryKey: queryKeys.loyalty(client.country, client.lang, 'points', page),
    queryFn: ({ signal }) => getPointsHistory(client, page, { signal }),
    staleTime: QUERY_DEFINITIONS.loyalty.staleTime,
    retry: false,
  });
}

/**
 * The rewards boutique's list, shared with the bag's rewards tab: one query, kept with the bag's
 * queries, so it goes stale whenever the bag changes.
 */
export function rewardsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: bagExtrasKey(client, 'rewards'),
    queryFn: ({ signal }) => getRewards(client, { signal }),
  });
}
