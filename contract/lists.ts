import { z } from 'zod';
import { productCardSchema } from './catalogue-products';

/**
 * A member's lists in the request's country: the wish list (products), the waitlist (variants out
 * of stock, emailed when back) and reminders (variants coming soon, emailed at launch).
 * Writes set membership (`add` / `remove`), so repeating one changes nothing.
 */

export const wishlistResponseSchema = z.object({
  data: z.object({
    productIds: z.array(z.number().int()),
    /** The saved products sold in the country, newest first. */
    products: z.array(productCardSchema),
  }),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

export const wishlistUpdateSchema = z.object({
  productId: z.number().int().positive(),
  action: z.enum(['add', 'remove']),
});
export type WishlistUpdate = z.infer<typeof wishlistUpdateSchema>;

export const variantListKindSchema = z.enum(['waitlist', 'reminder']);
export type VariantListKind = z.infer<typeof variantListKindSchema>;

export const variantListResponseBodySchema = z.object({
  data: z.object({ variantIds: z.array(z.number().int()) }),
});
export type VariantListResponseBody = z.infer<typeof variantListResponseBodySchema>;

export const variantListUpdateSchema = z.object({
  variantId: z.number().int().positive(),
  action: z.enum(['add', 'remove']),
});
export type VariantListUpdate = z.infer<typeof variantListUpdateSchema>;

/** POST notification-subscription/subscribe: a launch reminder for one variant. */
export const variantSubscribeSchema = z.object({ variantId: z.number().int().positive() });
export type VariantSubscribe = z.infer<typeof variantSubscribeSchema>;
