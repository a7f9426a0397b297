import type { ApiClient } from '@/lib/api/client';
import type { NewsletterSignUp } from '@/contract/newsletter';

/** The schemas load with the first sign-up, so the footer on every page adds none of them to the first load. */
const contract = () => import('@/contract/newsletter');

/** POST newsletter/subscriptions: signs the address up to the storefront's newsletter, with consent. */
export async function subscribeToNewsletter(client: ApiClient, body: NewsletterSignUp): Promise<void> {
  const { newsletterSignUpResponseSchema, newsletterSignUpSchema } = await contract();
  await client.request({
    method: 'POST',
    path: 'newsletter/subscriptions',
    body: newsletterSignUpSchema.parse(body),
    schema: newsletterSignUpResponseSchema,
  });
}
