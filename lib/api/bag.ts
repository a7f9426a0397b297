import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AddLineItemRequest, CartResponse } from '@/contract';
import type { CartDelivery } from '@/contract/bag';
import type { AddGiftCardRequest } from '@/contract/gift-card';
import { mayHaveBag, randomId, type ApiClient, type HttpMethod } from '@/lib/api/client';
import { getData, postOnce, type CallOptions } from '@/lib/api/resource';
import { QUERY_DEFINITIONS, queryKeys } from '@/lib/api/query-keys';

/** Contract schemas load with the first call, so a page that never calls this builds none of them. */
const cartContract = () => import('@/contract/bag');
const rewardsContract = () => import('@/contract/rewards');

export type { CartResponse } from '@/contract';

/** A change to the bag (its body already checked by its schema): the API answers the whole bag. */
async function changeBag(client: ApiClient, method: HttpMethod, path: string, body?: unknown): Promise<CartResponse> {
  const { cartResponseSchema } = await cartContract();
  return client.request({ method, path, body, schema: cartResponseSchema });
}

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
  const { itemsCountResponseSchema } = await import('@/contract/bag-count');
  const count = await getData(client, 'cart/items-count', itemsCountResponseSchema, options);
  return count.itemsCount;
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
  return postOnce(client, 'cart/line-items', addLineItemRequestSchema.parse(body), idempotencyKey, cartResponseSchema);
}

/** PATCH cart/line-items/{id}: sets an absolute quantity, so repeating it changes nothing. */
export async function setLineItemQuantity(
  client: ApiClient,
  lineItemId: number,
  quantity: number,
): Promise<CartResponse> {
  const { updateLineItemRequestSchema } = await cartContract();
  return changeBag(client, 'PATCH', `cart/line-items/${lineItemId}`, updateLineItemRequestSchema.parse({ quantity }));
}

/** DELETE cart/line-items/{id}. */
export async function removeLineItem(client: ApiClient, lineItemId: number): Promise<CartResponse> {
  return changeBag(client, 'DELETE', `cart/line-items/${lineItemId}`);
}

/** POST cart/discount-coupon/: codes are case sensitive, so the code is sent as typed (trimmed). */
export async function applyPromo(client: ApiClient, code: string): Promise<CartResponse> {
  const { applyCouponRequestSchema } = await cartContract();
  return changeBag(client, 'POST', 'cart/discount-coupon', applyCouponRequestSchema.parse({ code: code.trim() }));
}

/** DELETE cart/discount-coupon/. */
export async function removePromo(client: ApiClient): Promise<CartResponse> {
  return changeBag(client, 'DELETE', 'cart/discount-coupon');
}

/** GET cart/offers: promos and gifts with purchase of the country. */
export async function getOffers(client: ApiClient, options: CallOptions = {}) {
  const { offersResponseSchema } = await cartContract();
  return getData(client, 'cart/offers', offersResponseSchema, options);
}

/** GET cart/samples. */
export async function getSamples(client: ApiClient, options: CallOptions = {}) {
  const { samplesResponseSchema } = await cartContract();
  return getData(client, 'cart/samples', samplesResponseSchema, options);
}

/** POST cart/samples: replaces the selection. */
export async function selectSamples(client: ApiClient, sampleIds: number[]): Promise<CartResponse> {
  const { selectSamplesRequestSchema } = await cartContract();
  return changeBag(client, 'POST', 'cart/samples', selectSamplesRequestSchema.parse({ sampleIds }));
}

/** POST multiple-gwps/{id}: replaces the gifts chosen (at most maxSelectable). */
export async function selectGifts(client: ApiClient, id: number, variantIds: number[]): Promise<CartResponse> {
  const { selectGiftsRequestSchema } = await cartContract();
  return changeBag(client, 'POST', `multiple-gwps/${id}`, selectGiftsRequestSchema.parse({ variantIds }));
}

/** GET cart/beauty-pass-offers: the member's offers for this bag (guests are answered 401). */
export async function getBeautyPassOffers(client: ApiClient, options: CallOptions = {}) {
  const { beautyPassOffersResponseSchema } = await cartContract();
  const answer = await getData(client, 'cart/beauty-pass-offers', beautyPassOffersResponseSchema, options);
  return answer.offers;
}

/** POST cart/beauty-pass-offers: chooses one offer for the bag, or none with `null`. */
export async function selectBeautyPassOffer(client: ApiClient, key: string | null): Promise<CartResponse> {
  const { selectBeautyPassOfferRequestSchema } = await cartContract();
  return changeBag(client, 'POST', 'cart/beauty-pass-offers', selectBeautyPassOfferRequestSchema.parse({ key }));
}

/** GET rewards/: the Beauty Pass rewards in their two groups. */
export async function getRewards(client: ApiClient, options: CallOptions = {}) {
  const { rewardListResponseSchema } = await rewardsContract();
  const rewards = await getData(client, 'rewards', rewardListResponseSchema, options);
  return rewards.groups;
}

/** POST rewards/: puts one reward in the bag (members). */
export async function redeemReward(client: ApiClient, rewardId: number): Promise<CartResponse> {
  const { redeemRewardRequestSchema } = await cartContract();
  return changeBag(client, 'POST', 'rewards', redeemRewardRequestSchema.parse({ rewardId }));
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
  const { addGiftCardRequestSchema } = await import('@/contract/gift-card');
  return changeBag(client, 'POST', 'cart/gift-card', addGiftCardRequestSchema.parse(body));
}

/** DELETE cart/gift-card: takes the gift card off the bag. */
export async function removeGiftCard(client: ApiClient): Promise<CartResponse> {
  return changeBag(client, 'DELETE', 'cart/gift-card');
}
