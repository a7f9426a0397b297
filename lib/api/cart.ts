import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AddLineItemRequest, CartResponse } from '@/contract';
import type { CartDelivery } from '@/contract/cart';
import type { AddGiftCardRequest } from '@/contract/gift-card';
import { mayHaveBag, randomId, type ApiClient } from '@/lib/api/client';
import type { CallOptions } from '@/lib/api/resource';
import { QUERY_DEFINITIONS, queryKeys } from '@/lib/api/query-keys';

/** Contract schemas load with the first call, so a page that never calls this builds none of them. */
const cartContract = () => import('@/contract/cart');
const rewardsContract = () => import('@/contract/rewards');

export type { CartResponse } from '@/contract';

/**
 * GET cart/: the whole bag of the guest (device id) or member, with what changed on its own;
 * with `delivery`, priced as an order with that delivery will be.
 */
export async function getCart(
  client: ApiClient,
  options: CallOptions & { delivery?: CartDelivery } = {},
): Promise<CartResponse> {
  const { cartResponseSchema } = await cartContract();
  const { delivery, ...call } = options;
  return client.request({
    method: 'GET',
    path: 'cart',
    schema: cartResponseSchema,
    ...call,
    ...(delivery ? { query: { ...call.query, delivery } } : {}),
  });
}

/** GET cart/items-count/: units of products, for the header. */
export async function getItemsCount(client: ApiClient, options: CallOptions = {}): Promise<number> {
  const { itemsCountResponseSchema } = await import('@/contract/cart-count');
  const answer = await client.request({
    method: 'GET',
    path: 'cart/items-count',
    schema: itemsCountResponseSchema,
    ...options,
  });
  return answer.data.itemsCount;
}

/**
 * POST cart/line-items/. `idempotencyKey` names one attempt of the shopper (one click): sending it
 * again after a lost answer returns the first result instead of adding the units twice.
 */
export async function addLineItem(
  client: ApiClient,
  body: AddLineItemRequest,
  idempotencyKey: string,
): Promise<CartResponse> {
  const { addLineItemRequestSchema, cartResponseSchema } = await cartContract();
  return client.request({
    method: 'POST',
    path: 'cart/line-items',
    body: addLineItemRequestSchema.parse(body),
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: cartResponseSchema,
  });
}

/** PATCH cart/line-items/{id}: sets an absolute quantity, so repeating it changes nothing. */
export async function setLineItemQuantity(
  client: ApiClient,
  lineItemId: number,
  quantity: number,
): Promise<CartResponse> {
  const { cartResponseSchema, updateLineItemRequestSchema } = await cartContract();
  return client.request({
    method: 'PATCH',
    path: `cart/line-items/${lineItemId}`,
    body: updateLineItemRequestSchema.parse({ quantity }),
    schema: cartResponseSchema,
  });
}

/** DELETE cart/line-items/{id}. */
export async function removeLineItem(client: ApiClient, lineItemId: number): Promise<CartResponse> {
  const { cartResponseSchema } = await cartContract();
  return client.request({ method: 'DELETE', path: `cart/line-items/${lineItemId}`, schema: cartResponseSchema });
}

/** POST cart/discount-coupon/: codes are case sensitive, so the code is sent as typed (trimmed). */
export async function applyPromo(client: ApiClient, code: string): Promise<CartResponse> {
  const { applyCouponRequestSchema, cartResponseSchema } = await cartContract();
  return client.request({
    method: 'POST',
    path: 'cart/discount-coupon',
    body: applyCouponRequestSchema.parse({ code: code.trim() }),
    schema: cartResponseSchema,
  });
}

/** DELETE cart/discount-coupon/. */
export async function removePromo(client: ApiClient): Promise<CartResponse> {
  const { cartResponseSchema } = await cartContract();
  return client.request({ method: 'DELETE', path: 'cart/discount-coupon', schema: cartResponseSchema });
}

/** GET cart/offers: promos and gifts with purchase of the country. */
export async function getOffers(client: ApiClient, options: CallOptions = {}) {
  const { offersResponseSchema } = await cartContract();
  const answer = await client.request({ method: 'GET', path: 'cart/offers', schema: offersResponseSchema, ...options });
  return answer.data;
}

/** GET cart/samples. */
export async function getSamples(client: ApiClient, options: CallOptions = {}) {
  const { samplesResponseSchema } = await cartContract();
  const answer = await client.request({
    method: 'GET',
    path: 'cart/samples',
    schema: samplesResponseSchema,
    ...options,
  });
  return answer.data;
}

/** POST cart/samples: replaces the selection. */
export async function selectSamples(client: ApiClient, sampleIds: number[]): Promise<CartResponse> {
  const { cartResponseSchema, selectSamplesRequestSchema } = await cartContract();
  return client.request({
    method: 'POST',
    path: 'cart/samples',
    body: selectSamplesRequestSchema.parse({ sampleIds }),
    schema: cartResponseSchema,
  });
}

/** POST multiple-gwps/{id}: replaces the gifts chosen (at most maxSelectable). */
export async function selectGifts(client: ApiClient, id: number, variantIds: number[]): Promise<CartResponse> {
  const { cartResponseSchema, selectGiftsRequestSchema } = await cartContract();
  return client.request({
    method: 'POST',
    path: `multiple-gwps/${id}`,
    body: selectGiftsRequestSchema.parse({ variantIds }),
    schema: cartResponseSchema,
  });
}

/** GET cart/beauty-pass-offers: the member's offers for this bag (guests are answered 401). */
export async function getBeautyPassOffers(client: ApiClient, options: CallOptions = {}) {
  const { beautyPassOffersResponseSchema } = await cartContract();
  const answer = await client.request({
    method: 'GET',
    path: 'cart/beauty-pass-offers',
    schema: beautyPassOffersResponseSchema,
    ...options,
  });
  return answer.data.offers;
}

/** POST cart/beauty-pass-offers: chooses one offer for the bag, or none with `null`. */
export async function selectBeautyPassOffer(client: ApiClient, key: string | null): Promise<CartResponse> {
  const { cartResponseSchema, selectBeautyPassOfferRequestSchema } = await cartContract();
  return client.request({
    method: 'POST',
    path: 'cart/beauty-pass-offers',
    body: selectBeautyPassOfferRequestSchema.parse({ key }),
    schema: cartResponseSchema,
  });
}

/** GET rewards/: the Beauty Pass rewards in their two groups. */
export async function getRewards(client: ApiClient, options: CallOptions = {}) {
  const { rewardListResponseSchema } = await rewardsContract();
  const answer = await client.request({
    method: 'GET',
    path: 'rewards',
    schema: rewardListResponseSchema,
    ...options,
  });
  return answer.data.groups;
}

/** POST rewards/: puts one reward in the bag (members). */
export async function redeemReward(client: ApiClient, rewardId: number): Promise<CartResponse> {
  const { cartResponseSchema, redeemRewardRequestSchema } = await cartContract();
  return client.request({
    method: 'POST',
    path: 'rewards',
    body: redeemRewardRequestSchema.parse({ rewardId }),
    schema: cartResponseSchema,
  });
}

export function bagQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.bag(client.country, client.lang),
    queryFn: ({ signal }) => getCart(client, { signal }),
    staleTime: QUERY_DEFINITIONS.bag.staleTime,
    // Another tab may have changed the bag while this one was in the background.
    refetchOnWindowFocus: 'always',
  });
}

/** The bag priced for a delivery (what an order with it will charge): stale when the bag changes. */
export function pricedBagQueryOptions(client: ApiClient, delivery: CartDelivery) {
  return queryOptions({
    queryKey: [...bagExtrasKey(client, 'priced'), delivery] as const,
    queryFn: ({ signal }) => getCart(client, { signal, delivery }),
    staleTime: QUERY_DEFINITIONS.bag.staleTime,
  });
}

export function bagCountQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.bagCount(client.country),
    // A browser that has never written to a bag has none: nothing to ask the API (or to load).
    queryFn: ({ signal }) => (mayHaveBag() ? getItemsCount(client, { signal }) : 0),
    staleTime: QUERY_DEFINITIONS['bag-count'].staleTime,
    refetchOnWindowFocus: 'always',
  });
}

/**
 * The bag and its count are read again wherever they are shown: after a change made elsewhere than
 * through the bag's own calls (an order, a reward, a sign-in merging the guest's bag), however fresh
 * they are.
 */
export function invalidateBag(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ['bag'] });
  void queryClient.invalidateQueries({ queryKey: ['bag-count'] });
}

/** The country's promo codes and gifts with purchase, as they stand for this bag: stale when it changes. */
export function offersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: bagExtrasKey(client, 'offers'),
    queryFn: ({ signal }) => getOffers(client, { signal }),
  });
}

/** The samples the bag may take and which of them are chosen: read with the bag, stale when it changes. */
export function samplesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: bagExtrasKey(client, 'samples'),
    queryFn: ({ signal }) => getSamples(client, { signal }),
  });
}

/** Queries that hang off the bag and go stale whenever it changes. */
export function bagExtrasKey(
  client: ApiClient,
  what: 'samples' | 'offers' | 'beauty-pass' | 'rewards' | 'gwp' | 'priced',
) {
  return [...queryKeys.bag(client.country, client.lang), what] as const;
}

/** A fresh key for one shopper attempt (a click), reused when that attempt is retried. */
export function newIdempotencyKey(): string {
  return randomId();
}

/** POST cart/gift-card: adds a gift card by number and PIN; its balance pays for the bag up to the total. */
export async function addGiftCard(client: ApiClient, body: AddGiftCardRequest): Promise<CartResponse> {
  const { cartResponseSchema } = await cartContract();
  const { addGiftCardRequestSchema } = await import('@/contract/gift-card');
  return client.request({
    method: 'POST',
    path: 'cart/gift-card',
    body: addGiftCardRequestSchema.parse(body),
    schema: cartResponseSchema,
  });
}

/** DELETE cart/gift-card: takes the gift card off the bag. */
export async function removeGiftCard(client: ApiClient): Promise<CartResponse> {
  const { cartResponseSchema } = await cartContract();
  return client.request({ method: 'DELETE', path: 'cart/gift-card', schema: cartResponseSchema });
}
