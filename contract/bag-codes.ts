/*
 * The bag's limits and error codes: plain values, so that browser code reads them
 * without building the bag's schemas.
 */

/** At most this many of one item in the bag. */
export const MAX_QUANTITY_PER_ITEM = 6;
/** Samples a bag may carry. */
export const MAX_SAMPLES_PER_ORDER = 2;
/** Reward items per customer per transaction. */
export const MAX_REWARDS_PER_ORDER = 1;
/** Staff discount: percent off everything, and off the house brand. */
export const STAFF_DISCOUNT_PERCENT = 30;
export const STAFF_HOUSE_BRAND_DISCOUNT_PERCENT = 45;
export const HOUSE_BRAND_SLUG = 'halcyon-collection';
/** Ten-percent-off perk: minimum spend in the country currency's major unit. */
export const TEN_PERCENT_OFF_MINIMUM_SPEND_MAJOR = 50;
/** Ten-percent-off perk: percent off the bag. */
export const TEN_PERCENT_OFF_PERCENT = 10;
/** The welcome voucher is for an order placed within this many days of joining. */
export const WELCOME_VOUCHER_DAYS = 30;
/**
 * What the welcome and birthday vouchers take off a bag, in each country currency's major unit
 * (about 7 and 10 US dollars). Neither needs a minimum spend; neither takes off more than the bag's
 * discountable products cost.
 */
export const VOUCHER_AMOUNTS_MAJOR = {
  welcome_voucher: { au: 10, hk: 60, id: 100_000, my: 30, nz: 10, ph: 400, sg: 10, th: 250 },
  birthday_voucher: { au: 15, hk: 90, id: 150_000, my: 45, nz: 15, ph: 600, sg: 15, th: 350 },
} as const;
/** Beauty Pass Gold members ship free from this share of the country's free-shipping threshold. */
export const GOLD_FREE_SHIPPING_PERCENT = 50;
/** Paid click-and-collect orders are held this many days. */
export const CLICK_AND_COLLECT_HOLD_DAYS = 7;

/** Error codes of the bag, with their user-visible messages. */
export const CART_ERROR_CODES = {
  maxQuantity: 'max_quantity',
  variantLimit: 'variant_limit_reached',
  brandLimit: 'brand_limit_reached',
  notAvailableInCountry: 'not_available_in_country',
  outOfStock: 'out_of_stock',
  checkoutBlocked: 'out_of_stock_in_bag',
  promotionInvalid: 'promotion_invalid',
  sampleNotAvailable: 'sample_not_available',
  sampleFullyRedeemed: 'sample_fully_redeemed',
  tooManySamples: 'too_many_samples',
  rewardNotAvailable: 'reward_not_available',
  rewardFullyRedeemed: 'reward_fully_redeemed',
  rewardLimit: 'reward_limit_reached',
  insufficientPoints: 'insufficient_points',
  signInToRedeem: 'sign_in_required',
  giftNotQualified: 'gift_not_qualified',
  giftMaxSelectable: 'gift_max_selectable',
  giftNotAvailable: 'gift_not_available',
  offerNotFound: 'offer_not_found',
  offerMinimumSpend: 'offer_minimum_spend',
  giftCardInvalid: 'gift_card_invalid',
  giftCardEmpty: 'gift_card_empty',
  giftCardBalanceChanged: 'gift_card_balance_changed',
  idempotencyConflict: 'idempotency_key_reused',
  emptyBag: 'empty_bag',
} as const;

/** The rules a refused promo code can name in `details.hint` of 'Sorry, the promotion is invalid.'. */
export const PROMO_HINTS = [
  'case_sensitive',
  'minimum_order',
  'first_time_customers_only',
  'product_or_brand_limits',
  'expired',
  'cannot_combine_with_credits',
  'one_promo_per_order',
] as const;
