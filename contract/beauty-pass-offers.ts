import { z } from 'zod';
import { moneySchema } from './common';

/** The bag's Beauty Pass offers (`cart/beauty-pass-offers`): the perks a member may choose one of. */

export const beautyPassOfferKeySchema = z.enum([
  'ten_percent_off',
  'staff_discount',
  'welcome_voucher',
  'birthday_voucher',
]);
export type BeautyPassOfferKey = z.infer<typeof beautyPassOfferKeySchema>;

export const beautyPassOfferSchema = z.object({
  key: beautyPassOfferKeySchema,
  title: z.string(),
  currencySymbol: z.string(),
  minimumSpend: moneySchema,
  /** What a voucher takes off the bag; null for a percentage. */
  amountOff: moneySchema.nullable(),
  /** ISO date `YYYY-MM-DD` or null. */
  validUntil: z.string().nullable(),
  /** Applied by itself (staff discount for employees) rather than chosen. */
  automatic: z.boolean(),
  selected: z.boolean(),
  /** The bag currently reaches the minimum spend. */
  eligible: z.boolean(),
});
export type BeautyPassOffer = z.infer<typeof beautyPassOfferSchema>;

export const beautyPassOffersResponseSchema = z.object({
  data: z.object({ offers: z.array(beautyPassOfferSchema) }),
});
export type BeautyPassOffersResponse = z.infer<typeof beautyPassOffersResponseSchema>;

/**
 * Chooses a Beauty Pass offer for the bag, or none with `null`. Any key is taken, so that one the
 * member no longer has (or never had) is answered 'Offer not found' rather than refused as input.
 */
export const selectBeautyPassOfferRequestSchema = z.object({ key: z.string().trim().min(1).max(64).nullable() });
export type SelectBeautyPassOfferRequest = z.infer<typeof selectBeautyPassOfferRequestSchema>;
