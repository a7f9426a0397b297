import { z } from 'zod';
import { emailAddressSchema } from './common';

/**
 * Newsletter sign-up from the footer. Consent must be given explicitly (the box ticked); the
 * storefront's country and language are those of the request. Signing up twice is not an error:
 * the address keeps one subscription per country, with the latest language and consent time.
 */
export const newsletterSignUpSchema = z.object({
  email: emailAddressSchema,
  consent: z.literal(true),
});
export type NewsletterSignUp = z.infer<typeof newsletterSignUpSchema>;

export const newsletterSignUpResponseSchema = z.object({
  data: z.object({ subscribed: z.literal(true) }),
});
export type NewsletterSignUpResponse = z.infer<typeof newsletterSignUpResponseSchema>;
