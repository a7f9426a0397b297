import { z } from 'zod';
import { EMAIL_PATTERN } from '@/components/account/session-fields';
import { newsletterSignUpSchema } from '@/contract/newsletter';
import { issueKeys } from '@/lib/forms/issue-keys';
import type { NewsletterKey } from './newsletter-keys';

/**
 * The footer's newsletter form: the API's sign-up with the address in the shape of an e-mail
 * address (as the sign-in form has it) and the box ticked. What it gives is the body the API takes.
 */
export const newsletterFormSchema = newsletterSignUpSchema.extend({
  email: z.string().trim().regex(EMAIL_PATTERN).pipe(newsletterSignUpSchema.shape.email),
  consent: z.boolean().pipe(newsletterSignUpSchema.shape.consent),
});

export const newsletterIssues = issueKeys<NewsletterKey>({
  email: { required: 'emailInvalid', invalid: 'emailInvalid' },
  consent: { required: 'consentRequired', invalid: 'consentRequired' },
});
