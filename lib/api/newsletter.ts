import type { ApiClient } from '@/lib/api/client';
import { newsletterSignUpResponseSchema, newsletterSignUpSchema, type NewsletterSignUp } from '@/lib/api/contract';

/** POST newsletter/subscriptions: signs the address up to the storefront's newsletter, with consent. */
export async function subscribeToNewsletter(client: ApiClient, body: NewsletterSignUp): Promise<void> {
  await client.request({
    method: 'POST',
    path: 'newsletter/subscriptions',
    body: newsletterSignUpSchema.parse(body),
    schema: newsletterSignUpResponseSchema,
  });
}
