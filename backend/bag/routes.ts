import { z } from '@hono/zod-openapi';
import {
  errorResponse,
  idempotencyKeyHeader,
  jsonBody,
  jsonResponse,
  memberOrGuestSecurity,
  routeGroup,
} from '@/backend/http/openapi';
import {
  addGiftCardRequestSchema,
  addLineItemRequestSchema,
  applyCouponRequestSchema,
  beautyPassOffersResponseSchema,
  cartQuerySchema,
  cartResponseSchema,
  giftWithPurchaseResponseSchema,
  itemsCountResponseSchema,
  offersResponseSchema,
  redeemRewardRequestSchema,
  samplesResponseSchema,
  selectBeautyPassOfferRequestSchema,
  selectGiftsRequestSchema,
  selectSamplesRequestSchema,
  storeCreditsRequestSchema,
  updateLineItemRequestSchema,
} from '@/contract';
import { recordIdSchema } from '@/contract/common';

const route = routeGroup({ tags: ['Cart'], security: memberOrGuestSecurity });
const idParams = z.object({ id: recordIdSchema });
const bag = (description: string) => jsonResponse(cartResponseSchema, description);
const idempotencyHeader = idempotencyKeyHeader(
  'A replay with the same key answers the first answer again and changes nothing.',
);
const description =
  "A guest's bag is found by the X-Device-Id header or the device-id cookie (set on the first write when absent); a member's by the access token. A member's request carrying a guest device id merges the guest bag into the member's.";

const limits = errorResponse(
  "'Only a maximum quantity of 6 of the item could be added to your bag', variant or brand limit per order, variant not available in your country",
);

export const getCartRoute = route('get', '/cart', {
  description,
  summary: 'The bag with its cost summary',
  request: { query: cartQuerySchema },
  responses: {
    200: bag('The bag (an empty one with id 0 when none exists yet), priced for the delivery asked for'),
    400: errorResponse('An unknown delivery'),
  },
});

export const getBagRoute = route('get', '/cart/bag', {
  description,
  summary: 'The bag page: line items, gifts with purchase, promo and cost summary',
  responses: { 200: bag('The bag') },
});

export const itemsCountRoute = route('get', '/cart/items-count', {
  summary: 'Units of products in the bag',
  responses: { 200: jsonResponse(itemsCountResponseSchema, 'Count') },
});

export const addLineItemRoute = route('post', '/cart/line-items', {
  description,
  summary: 'Adds units of a variant (at most 6 of an item)',
  request: { headers: idempotencyHeader, body: jsonBody(addLineItemRequestSchema) },
  responses: {
    201: bag('The bag after the change (a replay answers the same)'),
    404: errorResponse("'Resource not found!' for an unknown variant"),
    409: errorResponse('Out of stock'),
    422: limits,
  },
});

export const updateLineItemRoute = route('patch', '/cart/line-items/{id}', {
  summary: 'Sets the absolute quantity of a line (0 removes it)',
  request: { params: idParams, body: jsonBody(updateLineItemRequestSchema) },
  responses: {
    200: bag('The bag after the change'),
    404: errorResponse("'Resource not found!' for a line of another bag"),
    409: errorResponse('Out of stock'),
    422: limits,
  },
});

export const deleteLineItemRoute = route('delete', '/cart/line-items/{id}', {
  summary: 'Removes a line; removing the item a promo or gift depends on removes them too (see notices)',
  request: { params: idParams },
  responses: {
    200: bag('The bag after the change'),
    404: errorResponse("'Resource not found!' for a line of another bag"),
  },
});

export const offersRoute = route('get', '/cart/offers', {
  summary: 'Promos and gifts with purchase of the country',
  responses: { 200: jsonResponse(offersResponseSchema, 'Offers') },
});

export const getSamplesRoute = route('get', '/cart/samples', {
  summary: 'Samples with their state: available, not available, fully redeemed',
  responses: { 200: jsonResponse(samplesResponseSchema, 'Samples') },
});

export const selectSamplesRoute = route('post', '/cart/samples', {
  summary: 'Replaces the chosen samples',
  request: { body: jsonBody(selectSamplesRequestSchema) },
  responses: {
    200: bag('The bag after the change'),
    409: errorResponse('Sample fully redeemed'),
    422: errorResponse('Sample not available, or too many'),
  },
});

export const getBeautyPassOffersRoute = route('get', '/cart/beauty-pass-offers', {
  summary: "The member's Beauty Pass offers for this bag",
  responses: {
    200: jsonResponse(beautyPassOffersResponseSchema, 'Offers'),
    401: errorResponse('Guests are asked to sign in or register (code sign_in_required)'),
  },
});

export const selectBeautyPassOfferRoute = route('post', '/cart/beauty-pass-offers', {
  summary: 'Chooses a Beauty Pass offer (or none)',
  request: { body: jsonBody(selectBeautyPassOfferRequestSchema) },
  responses: {
    200: bag('The bag after the change'),
    401: errorResponse('Guests are asked to sign in or register (code sign_in_required)'),
    404: errorResponse("'Offer not found'"),
    422: errorResponse('Minimum spend not reached'),
  },
});

export const applyCouponRoute = route('post', '/cart/discount-coupon', {
  summary: 'Applies a promo code (case sensitive; one per order)',
  request: { body: jsonBody(applyCouponRequestSchema) },
  responses: {
    200: bag('The bag with the promo'),
    422: errorResponse("'Sorry, the promotion is invalid.' with details.hint naming the failed rule"),
  },
});

export const removeCouponRoute = route('delete', '/cart/discount-coupon', {
  summary: 'Removes the promo code',
  responses: { 200: bag('The bag without a promo') },
});

export const addGiftCardRoute = route('post', '/cart/gift-card', {
  summary: 'Adds a gift card by number and PIN: its balance pays for the bag, up to the total',
  request: { body: jsonBody(addGiftCardRequestSchema) },
  responses: {
    200: bag('The bag paid in part or whole by the gift card'),
    422: errorResponse('No gift card with this number and PIN, or one with no balance left'),
    429: errorResponse('Too many tries'),
  },
});

export const removeGiftCardRoute = route('delete', '/cart/gift-card', {
  summary: 'Takes the gift card off the bag',
  responses: { 200: bag('The bag without a gift card') },
});

export const storeCreditsRoute = route('post', '/cart/store-credits', {
  summary: 'Uses store credits or not (a promo that cannot combine with credits is then removed)',
  request: { body: jsonBody(storeCreditsRequestSchema) },
  responses: { 200: bag('The bag after the change') },
});

export const getGiftRoute = route('get', '/multiple-gwps/{id}', {
  summary: 'A gift with purchase: its items, maxSelectable and noOfSelected',
  request: { params: idParams },
  responses: {
    200: jsonResponse(giftWithPurchaseResponseSchema, 'The gift with purchase'),
    404: errorResponse("'Resource not found!'"),
  },
});

export const selectGiftsRoute = route('post', '/multiple-gwps/{id}', {
  summary: 'Replaces the gifts chosen for a gift with purchase (at most maxSelectable)',
  request: { params: idParams, body: jsonBody(selectGiftsRequestSchema) },
  responses: {
    200: bag('The bag after the change'),
    404: errorResponse("'Resource not found!'"),
    422: errorResponse('Not qualified, too many, or a gift not available'),
  },
});

export const redeemRewardRoute = route('post', '/rewards', {
  summary: 'Redeems a Beauty Pass reward into the bag (one per transaction, paid in points)',
  request: { body: jsonBody(redeemRewardRequestSchema) },
  responses: {
    200: bag('The bag with the reward'),
    401: errorResponse('Guests are asked to sign in or register (code sign_in_required)'),
    404: errorResponse('Reward not available'),
    409: errorResponse('Fully redeemed, or one reward per transaction already in the bag'),
    422: errorResponse('Not enough points, or not available to the member'),
  },
});
