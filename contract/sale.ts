import { z } from 'zod';
import { productCardSchema } from './catalogue-products';
import { moneySchema } from './common';

/**
 * The Beauty Pass Sale (Black's privilege, with early access for Gold): member prices on a set of
 * products for a window that opens to Gold first, then to Black.
 *
 * `access` is what the asking shopper may do now: `open` (the member prices apply in their bag),
 * `upcoming` (their tier opens on `opensAt`) or `locked` (a guest or a White member: Black and Gold
 * unlock it).
 */
export const beautyPassSaleAccessSchema = z.enum(['open', 'upcoming', 'locked']);
export type BeautyPassSaleAccess = z.infer<typeof beautyPassSaleAccessSchema>;

export const beautyPassSaleSchema = z.object({
  title: z.string(),
  percentOff: z.number().int().min(1).max(90),
  /** ISO date-times: Gold's early access, Black's opening, the end. */
  goldOpensAt: z.string(),
  blackOpensAt: z.string(),
  endsAt: z.string(),
  access: beautyPassSaleAccessSchema,
  /** When it opens to the asking member's tier, with `upcoming`. */
  opensAt: z.string().nullable(),
  products: z.array(productCardSchema.extend({ memberPrice: moneySchema })),
});
export type BeautyPassSale = z.infer<typeof beautyPassSaleSchema>;

/** GET beauty-pass-sale: the country's current or next sale, or null. */
export const beautyPassSaleResponseSchema = z.object({ data: beautyPassSaleSchema.nullable() });
