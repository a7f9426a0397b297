import { z } from 'zod';

/** A gift card is 16 digits (spaces allowed when typed) with a 4-digit PIN. */
export const giftCardNumberSchema = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{16}$/));

/** POST cart/gift-card: adds a gift card to the bag; its balance pays for the bag up to the total. */
export const addGiftCardRequestSchema = z.object({
  number: giftCardNumberSchema,
  pin: z
    .string()
    .trim()
    .regex(/^\d{4}$/),
});
export type AddGiftCardRequest = z.input<typeof addGiftCardRequestSchema>;
