import type { PromoHint } from '@/lib/api/contract';
import { type PricedLine, type PromoRule, promoEligible, subtotalOf } from './pricing';

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
  /** False for a member with an earlier order; guests are checked again when they order. */
  firstTimeCustomer: boolean;
  useStoreCredits: boolean;
}

/** The first rule the promo breaks for this bag, or null when it applies. */
export function promoViolation(promo: PromoRecord, context: PromoContext): PromoHint | null {
  if (context.now < promo.startsAt || (promo.endsAt !== null && context.now > promo.endsAt)) return 'expired';
  if (promo.firstTimeOnly && !context.firstTimeCustomer) return 'first_time_customers_only';
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
