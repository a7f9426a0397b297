import type { PromoHint } from '@/contract';
import type { CountryCode } from '@/contract';
import { type PricedLine, type PromoRule, promoEligible, subtotalOf, tenPercentOffMinimum } from './pricing';

/** A promo as stored, with the conditions a cart must meet for it (see docs/product-rules.md). */
export interface PromoRecord extends PromoRule {
  id: number;
  minimumSpend: number | null;
  firstTimeOnly: boolean;
  combinableWithCredits: boolean;
  startsAt: Date;
  endsAt: Date | null;
}

export interface PromoContext {
  lines: readonly PricedLine[];
  now: Date;
  /**
   * False for a member with a paid order, an order that may still be paid without another check, or
   * another order holding the first order; guests are checked again when they order. Null when it
   * was not asked, the promo being for every customer: a first-time promo is then refused.
   */
  firstTimeCustomer: boolean | null;
  useStoreCredits: boolean;
}

/** The first rule the promo breaks for this bag, or null when it applies. */
export function promoViolation(promo: PromoRecord, context: PromoContext): PromoHint | null {
  if (context.now < promo.startsAt || (promo.endsAt !== null && context.now > promo.endsAt)) return 'expired';
  if (promo.firstTimeOnly && context.firstTimeCustomer !== true) return 'first_time_customers_only';
  if (promo.minimumSpend !== null && subtotalOf(context.lines) < promo.minimumSpend) return 'minimum_order';
  if (!context.lines.some((line) => promoEligible(line, promo))) return 'product_or_brand_limits';
  if (!promo.combinableWithCredits && context.useStoreCredits) return 'cannot_combine_with_credits';
  return null;
}

/**
 * Looks a code up case-sensitively. A code that only matches in another case is refused with the
 * case-sensitivity hint, as is a code that does not exist (the most likely slip).
 */
export function findPromo<T extends { code: string }>(
  promos: readonly T[],
  code: string,
): { promo: T; hint: null } | { promo: null; hint: PromoHint } {
  const exact = promos.find((promo) => promo.code === code);
  if (exact) return { promo: exact, hint: null };
  return { promo: null, hint: 'case_sensitive' };
}

/** The Beauty Pass perks an order's cost summary can carry, and what a retry checks again. */
export interface PerkContext {
  country: CountryCode;
  lines: readonly PricedLine[];
  /** The kinds of discount the order was placed with. */
  discounts: readonly string[];
  isEmployee: boolean;
}

/**
 * The perk an order may no longer have when it is paid again, or null: the staff discount needs a
 * member who is still staff, the ten-percent-off perk its minimum spend on the order's own lines.
 */
export function perkViolation(context: PerkContext): 'staff_discount' | 'ten_percent_off' | null {
  if (context.discounts.includes('staff_discount') && !context.isEmployee) return 'staff_discount';
  if (
    context.discounts.includes('ten_percent_off') &&
    subtotalOf(context.lines) < tenPercentOffMinimum(context.country)
  ) {
    return 'ten_percent_off';
  }
  return null;
}
