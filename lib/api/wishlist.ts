import { queryOptions } from '@tanstack/react-query';
import type { VariantListKind, VariantListUpdate, WishlistResponse, WishlistUpdate } from '@/contract';
import type { ApiClient } from '@/lib/api/client';
import { getData, requestData, type CallOptions } from '@/lib/api/resource';
import { QUERY_DEFINITIONS, queryKeys } from '@/lib/api/query-keys';

/** Contract schemas load with the first call, so a page that never calls this builds none of them. */
const contract = () => import('@/contract/lists');

export type Wishlist = WishlistResponse['data'];

/** GET wishlist/: the member's saved products in the country. */
export async function getWishlist(client: ApiClient, options: CallOptions = {}): Promise<Wishlist> {
  const { wishlistResponseSchema } = await contract();
  return getData(client, 'wishlist', wishlistResponseSchema, options);
}

/** PATCH wishlist/: adds or removes one product; repeating it changes nothing. */
export async function updateWishlist(client: ApiClient, body: WishlistUpdate): Promise<Wishlist> {
  const { wishlistResponseSchema, wishlistUpdateSchema } = await contract();
  const update = wishlistUpdateSchema.parse(body);
  return requestData(client, { method: 'PATCH', path: 'wishlist', body: update, schema: wishlistResponseSchema });
}

export function wishlistQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.wishlist(client.country, client.lang),
    queryFn: ({ signal }) => getWishlist(client, { signal }),
    staleTime: QUERY_DEFINITIONS.wishlist.staleTime,
  });
}

const VARIANT_LIST_PATH: Record<VariantListKind, string> = {
  waitlist: 'waitlist',
  reminder: 'notification-subscription',
};

/** GET waitlist/ or notification-subscription/: the member's variant ids on that list. */
export async function getVariantList(
  client: ApiClient,
  kind: VariantListKind,
  options: CallOptions = {},
): Promise<number[]> {
  const { variantListResponseBodySchema } = await contract();
  const list = await getData(client, VARIANT_LIST_PATH[kind], variantListResponseBodySchema, options);
  return list.variantIds;
}

/**
 * Joins or leaves a list for one variant: PATCH waitlist/ or notification-subscription/, and a
 * launch reminder is subscribed to by POST notification-subscription/subscribe.
 */
export async function updateVariantList(
  client: ApiClient,
  kind: VariantListKind,
  body: VariantListUpdate,
): Promise<number[]> {
  const { variantListResponseBodySchema, variantListUpdateSchema, variantSubscribeSchema } = await contract();
  const update = variantListUpdateSchema.parse(body);
  const answer =
    kind === 'reminder' && update.action === 'add'
      ? await client.request({
          method: 'POST',
          path: 'notification-subscription/subscribe',
          body: variantSubscribeSchema.parse({ variantId: update.variantId }),
          schema: variantListResponseBodySchema,
        })
      : await client.request({
          method: 'PATCH',
          path: VARIANT_LIST_PATH[kind],
          body: update,
          schema: variantListResponseBodySchema,
        });
  return answer.data.variantIds;
}

export function variantListQueryOptions(client: ApiClient, kind: VariantListKind) {
  return queryOptions({
    queryKey: [...queryKeys.wishlist(client.country, client.lang), kind] as const,
    queryFn: ({ signal }) => getVariantList(client, kind, { signal }),
    staleTime: QUERY_DEFINITIONS.wishlist.staleTime,
  });
}
