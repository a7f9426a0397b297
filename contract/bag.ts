import { z } from 'zod';
import { brandSummarySchema } from './catalogue';
import { MAX_SAMPLES_PER_ORDER } from './bag-codes';
import { ERROR_MESSAGES, moneySchema } from './common';

/**
 * The bag (cart) of a guest (keyed by the `device-id` cookie or the `X-Device-Id` header) or of a
 * member. Money is integer minor units of the country's currency; prices are tax-inclusive.
 */

export {
  MAX_QUANTITY_PER_ITEM,
  MAX_SAMPLES_PER_ORDER,
  MAX_REWARDS_PER_ORDER,
  STAFF_DISCOUNT_PERCENT,
  STAFF_HOUSE_BRAND_DISCOUNT_PERCENT,
  HOUSE_BRAND_SLUG,
  TEN_PERCENT_OFF_MINIMUM_SPEND_MAJOR,
  VOUCHER_AMOUNTS_MAJOR,
  WELCOME_VOUCHER_DAYS,
  GOLD_FREE_SHIPPING_PERCENT,
  CART_ERROR_CODES,
} from './bag-codes';

export const CART_MESSAGES = {
  maxQuantity: ERROR_MESSAGES.maxQuantity,
  variantLimit: 'You have reached the maximum quantity of this item per order',
  brandLimit: 'You have reached the maximum quantity of this brand per order',
  notAvailableInCountry: 'This item is not available in your country',
  outOfStock: 'This item is out of stock',
  checkoutBlocked: 'Some items in your bag are out of stock. Remove them to proceed to checkout',
  lineOutOfStock: 'Out of stock. Remove to proceed to checkout',
  promotionInvalid: ERROR_MESSAGES.promotionInvalid,
  sampleNotAvailable: 'This sample is not available',
  sampleFullyRedeemed: 'This sample has been fully redeemed',
  tooManySamples: `You can choose up to ${MAX_SAMPLES_PER_ORDER} samples`,
  rewardNotAvailable: 'This reward is not available',
  rewardFullyRedeemed: 'This reward has been fully redeemed',
  rewardLimit: 'Only one reward item per customer per transaction',
  insufficientPoints: 'You do not have enough points to redeem this reward',
  signInToRedeem: 'Sign in or register to redeem Beauty Pass rewards',
  giftNotQualified: 'Your bag does not qualify for this gift with purchase',
  giftMaxSelectable: 'You have selected more gifts than allowed',
  giftNotAvailable: 'This gift is not available',
  offerNotFound: ERROR_MESSAGES.offerNotFound,
  offerMinimumSpend: 'Your bag does not reach the minimum spend for this offer',
  giftCardInvalid: 'We could not find a gift card with this number and PIN',
  giftCardEmpty: 'This gift card has no balance left',
  giftCardBalanceChanged: 'The balance of your gift card has changed: check your bag and try again',
  idempotencyConflict: 'This Idempotency-Key was already used for a different request',
  emptyBag: 'Your bag is empty',
  promoRemoved: 'The promo code has been removed from your bag',
  offerRemoved: 'The Beauty Pass offer has been removed: your bag no longer reaches its minimum spend',
  offerEnded: 'The Beauty Pass offer has been removed: it has ended or has been used',
  giftCardRemoved: 'Your gift card has been removed from your bag: it has no balance left',
  giftRemoved: 'The gift with purchase has been removed from your bag',
  merged: 'Items from your guest bag were added to your bag',
} as const;

export { promoHintSchema, type PromoHint } from './enums';

export const lineItemTypeSchema = z.enum(['product', 'sample', 'gift', 'reward']);
export type LineItemType = z.infer<typeof lineItemTypeSchema>;

export const stockStatusSchema = z.enum(['in_stock', 'low_stock', 'out_of_stock']);
export type StockStatus = z.infer<typeof stockStatusSchema>;

export const lineItemSchema = z.object({
  id: z.number().int(),
  type: lineItemTypeSchema,
  variantId: z.number().int(),
  productId: z.number().int(),
  productSlug: z.string(),
  name: z.string(),
  variantName: z.string(),
  brand: brandSummarySchema,
  /** Shade of a shade variant, null for sizes. */
  shade: z.object({ name: z.string(), hexColor: z.string().nullable() }).nullable(),
  imageUrl: z.string(),
  quantity: z.number().int().positive(),
  /** Units available to sell right now. */
  inventory: z.number().int().min(0),
  stockStatus: stockStatusSchema,
  /** Unit price (tax-inclusive); zero for samples, gifts and rewards. */
  unitPrice: moneySchema,
  /** unitPrice × quantity, before discounts. */
  price: moneySchema,
  /** Reward items are paid in points. */
  pointsCost: z.number().int().nullable(),
  nonDiscountable: z.boolean(),
  clickAndCollectOnly: z.boolean(),
  /** Set when this line blocks checkout ('Out of stock. Remove to proceed to checkout'). */
  blocker: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** The gift with purchase a gift line belongs to. */
  giftWithPurchaseId: z.number().int().nullable(),
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const promoSchema = z.object({
  code: z.string(),
  details: z.string(),
  terms: z.string(),
  minimumSpend: moneySchema.nullable(),
  /** ISO timestamp or null for no end. */
  validUntil: z.string().nullable(),
});
export type Promo = z.infer<typeof promoSchema>;

export const discountLineSchema = z.object({
  kind: z.enum([
    'beauty_pass_sale',
    'promo',
    'staff_discount',
    'ten_percent_off',
    'welcome_voucher',
    'birthday_voucher',
  ]),
  label: z.string(),
  amount: moneySchema,
});

export const costSummarySchema = z.object({
  /** Sum of product lines before discounts. */
  subtotal: moneySchema,
  /** Total of all discounts (positive). */
  discount: moneySchema,
  discounts: z.array(discountLineSchema),
  /** (subtotal − discount + shipping) without the tax it includes. */
  priceBeforeTax: moneySchema,
  /** GST, VAT, PPN… or null where the country has none. */
  taxName: z.string().nullable(),
  taxPercent: z.number(),
  taxAmount: moneySchema,
  pointsEarned: z.number().int().min(0),
  /** Points spent on reward items. */
  pointsRedeemed: z.number().int().min(0),
  shipping: moneySchema,
  giftCardAmount: moneySchema,
  total: moneySchema,
  freeShipping: z.object({
    threshold: moneySchema,
    /** What is left to spend for free shipping (zero once reached). */
    remaining: moneySchema,
    qualified: z.boolean(),
    /** Whose threshold this is: `gold` when the member's Beauty Pass Gold threshold applies. */
    privilege: z.enum(['gold']).nullable().optional(),
  }),
});
export type CostSummary = z.infer<typeof costSummarySchema>;

export const giftItemSchema = z.object({
  variantId: z.number().int(),
  name: z.string(),
  brand: brandSummarySchema,
  imageUrl: z.string(),
  available: z.boolean(),
  selected: z.boolean(),
});

export const giftWithPurchaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Promo code that unlocks the gift, if any. */
  promoCode: z.string().nullable(),
  brand: brandSummarySchema.nullable(),
  minimumSpend: moneySchema,
  maxSelectable: z.number().int(),
  noOfSelected: z.number().int(),
  /** The bag meets the gift's conditions. */
  qualified: z.boolean(),
  /** A Beauty Pass gift (the Gold welcome gift): shown only to the member who holds it, taken once. */
  perk: z.enum(['gold_welcome']).nullable(),
  items: z.array(giftItemSchema),
});
export type GiftWithPurchase = z.infer<typeof giftWithPurchaseSchema>;

export const cartNoticeSchema = z.object({ code: z.string(), message: z.string() });
export type CartNotice = z.infer<typeof cartNoticeSchema>;

export const cartSchema = z.object({
  id: z.number().int(),
  country: z.string(),
  currency: z.string().length(3),
  /** Units of products in the bag (samples, gifts and rewards not counted). */
  itemsCount: z.number().int().min(0),
  lineItems: z.array(lineItemSchema),
  promo: promoSchema.nullable(),
  /** The Beauty Pass offer chosen for this bag, if any. */
  beautyPassOffer: z.string().nullable(),
  useStoreCredits: z.boolean(),
  /** The gift card paying for the bag: its last four digits and the balance it has now. */
  giftCard: z.object({ last4: z.string().length(4), balance: moneySchema }).nullable(),
  giftsWithPurchase: z.array(giftWithPurchaseSchema),
  canCheckout: z.boolean(),
  costSummary: costSummarySchema,
});
export type Cart = z.infer<typeof cartSchema>;

/**
 * GET cart/?delivery=: the bag priced as an order with that delivery would be (click and collect
 * ships nothing), so that the checkout's summary is the total the order will charge.
 */
export const cartQuerySchema = z.object({
  delivery: z.enum(['delivery', 'click_and_collect']).optional(),
});
export type CartDelivery = NonNullable<z.infer<typeof cartQuerySchema>['delivery']>;

/** Every bag answer; `notices` tells what a change did besides itself (e.g. a promo removed). */
export const cartResponseSchema = z.object({
  data: cartSchema,
  notices: z.array(cartNoticeSchema),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export { itemsCountResponseSchema, type ItemsCountResponse } from './bag-count';

export const addLineItemRequestSchema = z.object({
  variantId: z.number().int().positive(),
  /** Units to add (more than 6 is refused with the maximum-quantity message). */
  quantity: z.number().int().positive(),
});
export type AddLineItemRequest = z.infer<typeof addLineItemRequestSchema>;

export const updateLineItemRequestSchema = z.object({
  /** Absolute quantity; 0 removes the line. */
  quantity: z.number().int().min(0),
});
export type UpdateLineItemRequest = z.infer<typeof updateLineItemRequestSchema>;

export const applyCouponRequestSchema = z.object({ code: z.string().min(1).max(64) });
export type ApplyCouponRequest = z.infer<typeof applyCouponRequestSchema>;

export const storeCreditsRequestSchema = z.object({ use: z.boolean() });
export type StoreCreditsRequest = z.infer<typeof storeCreditsRequestSchema>;

export const offersResponseSchema = z.object({
  data: z.object({
    promos: z.array(promoSchema),
    giftsWithPurchase: z.array(giftWithPurchaseSchema),
  }),
});
export type OffersResponse = z.infer<typeof offersResponseSchema>;

export const sampleStatusSchema = z.enum(['available', 'not_available', 'fully_redeemed']);
export type SampleStatus = z.infer<typeof sampleStatusSchema>;

export const cartSampleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  variantId: z.number().int(),
  brand: brandSummarySchema,
  imageUrl: z.string(),
  status: sampleStatusSchema,
  selected: z.boolean(),
});
export type CartSample = z.infer<typeof cartSampleSchema>;

export const samplesResponseSchema = z.object({
  data: z.object({ maxSelectable: z.number().int(), samples: z.array(cartSampleSchema) }),
});
export type SamplesResponse = z.infer<typeof samplesResponseSchema>;

/** Replaces the bag's sample selection (an empty list clears it). */
export const selectSamplesRequestSchema = z.object({ sampleIds: z.array(z.number().int().positive()).max(20) });
export type SelectSamplesRequest = z.infer<typeof selectSamplesRequestSchema>;

export {
  beautyPassOfferKeySchema,
  type BeautyPassOfferKey,
  beautyPassOfferSchema,
  type BeautyPassOffer,
  beautyPassOffersResponseSchema,
  type BeautyPassOffersResponse,
  selectBeautyPassOfferRequestSchema,
  type SelectBeautyPassOfferRequest,
} from './beauty-pass-offers';

export const giftWithPurchaseResponseSchema = z.object({ data: giftWithPurchaseSchema });
export type GiftWithPurchaseResponse = z.infer<typeof giftWithPurchaseResponseSchema>;

/** Replaces the gifts chosen for one gift with purchase (at most maxSelectable). */
export const selectGiftsRequestSchema = z.object({ variantIds: z.array(z.number().int().positive()).max(20) });
export type SelectGiftsRequest = z.infer<typeof selectGiftsRequestSchema>;

export const redeemRewardRequestSchema = z.object({ rewardId: z.number().int().positive() });
export type RedeemRewardRequest = z.infer<typeof redeemRewardRequestSchema>;
