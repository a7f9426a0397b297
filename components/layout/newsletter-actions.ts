'use server';

import { MAX_READ, text } from '@/components/account/posted-form';
import { subscribeToNewsletter } from '@/lib/api/newsletter';
import { createActionApiClient } from '@/lib/api/server';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { actionLocale } from '@/lib/routing/action-locale';
import type { CountryCode, Language } from '@/lib/site';
import { newsletterFormSchema, newsletterIssues } from './newsletter-fields';
import { NEWSLETTER_KEYS, type NewsletterKey } from './newsletter-keys';

export interface NewsletterFormState {
  /** The address is on the list. */
  done?: boolean;
  /** The API did not take it (unreachable, limited): the form says so and may be sent again. */
  failed?: boolean;
  /** The fields the form's check refused, by the label of each one's message. */
  invalid?: Partial<Record<'email' | 'consent', NewsletterKey>>;
  /** What was typed, for the form posted without JavaScript. */
  email?: string;
  consent?: boolean;
}

const MAX_EMAIL = 254;

/**
 * The footer's newsletter sign-up, its only write, with or without JavaScript: the address and the
 * ticked box are checked with the API's sign-up schema (`newsletter-fields.ts`), then stored by the
 * API for the page's country and language. A refusal keeps what was typed.
 */
export async function signUpForNewsletter(
  countryArg: CountryCode,
  langArg: Language,
  _previous: NewsletterFormState,
  form: FormData,
): Promise<NewsletterFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const email = text(form, 'email', MAX_READ);
  const consent = form.get('consent') === 'yes';
  const kept = { email: email.slice(0, MAX_EMAIL).trim(), consent };
  const checked = newsletterFormSchema.safeParse({ email, consent }, { error: newsletterIssues });
  if (!checked.success) {
    return { invalid: fieldKeys<'email' | 'consent', NewsletterKey>(checked.error.issues, NEWSLETTER_KEYS), ...kept };
  }
  try {
    await subscribeToNewsletter(await createActionApiClient(country, lang), checked.data);
  } catch {
    return { failed: true, ...kept };
  }
  return { done: true };
}
