import { z } from 'zod';

/** The Beauty Pass tiers. White is also called pink: an answer or a request that says pink means white. */
export const LOYALTY_TIERS = ['white', 'black', 'gold'] as const;
export const loyaltyTierSchema = z.preprocess((tier) => (tier === 'pink' ? 'white' : tier), z.enum(LOYALTY_TIERS));
export type LoyaltyTier = z.infer<typeof loyaltyTierSchema>;

/** GET account: the current member (cached by the storefront under `luxola-account`). */
export const accountSchema = z.object({
  id: z.number().int(),
  isEmployee: z.boolean(),
  age: z.number().int().nullable(),
  cardNumber: z.string(),
  emailSHA256: z.string(),
  emailMD5: z.string(),
  mobileNumberMD5: z.string().nullable(),
  loyaltyPoints: z.number().int(),
  loyaltyTier: loyaltyTierSchema,
  tierPointsCounter: z.number().int(),
});
export type Account = z.infer<typeof accountSchema>;
