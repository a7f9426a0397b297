'use server';

import { redirect } from 'next/navigation';
import { MAX_READ, text } from '@/components/account/posted-form';
import { errorMessageKey } from '@/lib/api/errors';
import { lookupOrder } from '@/lib/api/orders';
import { createActionApiClient } from '@/lib/api/server';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { actionLocale } from '@/lib/routing/action-locale';
import { withLanguage } from '@/lib/routing/language-query';
import { type CountryCode, defaultLanguage, type Language } from '@/lib/site';
import { LOOKUP_KEYS, type LookupKey, lookupIssues, orderLookupFormSchema } from './order-lookup-fields';

export interface OrderLookupFormState {
  /** An errors-namespace key. */
  errorKey?: string;
  fieldErrors?: Partial<Record<'number' | 'email', LookupKey>>;
  /** What was typed, for the form posted without JavaScript. */
  number?: string;
  email?: string;
}

const MAX_FIELD = 254;

/**
 * Finds a guest's order by its number and e-mail address, the form's only write. Found, the API
 * opens the order to this browser (its HttpOnly pass, relayed by the action's client) and the
 * shopper goes to the order's page; otherwise the form says why and keeps what was typed.
 */
export async function findOrderWithForm(
  countryArg: CountryCode,
  langArg: Language,
  _previous: OrderLookupFormState,
  form: FormData,
): Promise<OrderLookupFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const typed = { number: text(form, 'number', MAX_READ), email: text(form, 'email', MAX_READ) };
  const kept = { number: typed.number.slice(0, MAX_FIELD).trim(), email: typed.email.slice(0, MAX_FIELD).trim() };
  const parsed = orderLookupFormSchema.safeParse(typed, { error: lookupIssues });
  if (!parsed.success) {
    return { fieldErrors: fieldKeys<'number' | 'email', LookupKey>(parsed.error.issues, LOOKUP_KEYS), ...kept };
  }
  let found: Awaited<ReturnType<typeof lookupOrder>>;
  try {
    found = await lookupOrder(await createActionApiClient(country, lang), parsed.data);
  } catch (error) {
    return { errorKey: errorMessageKey(error), ...kept };
  }
  redirect(withLanguage(`/orders/${found.id}/${found.pageVariant}`, lang, defaultLanguage(country)));
}
