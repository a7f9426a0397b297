import { z } from 'zod';
import { PROMO_HINTS } from './bag-codes';

/*
 * Small enumerations of the contract that browser code checks on its own (the listing's URL, a
 * refused promo code), kept apart so that doing so does not build the schemas around them.
 */

export const productSortSchema = z.enum(['relevance', 'newest', 'price_asc', 'price_desc', 'rating', 'bestselling']);
export type ProductSort = z.infer<typeof productSortSchema>;

/** `details.hint` of 'Sorry, the promotion is invalid.' names the rule that failed. */
export const promoHintSchema = z.enum(PROMO_HINTS);
export type PromoHint = z.infer<typeof promoHintSchema>;
