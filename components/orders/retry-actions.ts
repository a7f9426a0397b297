'use server';

import { randomUUID } from 'node:crypto';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { text } from '@/components/account/posted-form';
import { CARD_FIELDS, type CardField } from '@/contract/card';
import { retryPayment, type Order } from '@/lib/api/orders';
import { createActionApiClient } from '@/lib/api/server';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import { actionLocale } from '@/lib/routing/action-locale';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { orderErrorKeys, orderPath } from './order-status';
import { RETRY_REFUSED, retryFormSchema, type RetryFormState } from './retry-state';

const orderId = z.number().int().positive().max(2_147_483_647);
/** The script's attempt: a retry of the same attempt sends the same key (`newIdempotencyKey`). */
const attemptKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
const ISSUE_KEYS = ['required', 'cardNumber', 'cardExpiry', 'cardCvc', 'cardHolder'] as const;

/**
 * Pays a failed or expired order again, the form's only write, with or without JavaScript: the
 * method and card are checked as the browser checks them (`retryFormSchema`), then paid under the
 * attempt's idempotency key. A plain post lands on the order's page in its new state; the script
 * gets the order. A refusal keeps the method and the name on the card, never the card's details.
 */
export async function retryPaymentWithForm(
  countryArg: CountryCode,
  langArg: Language,
  id: number,
  _previous: RetryFormState,
  form: FormData,
): Promise<RetryFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const order = orderId.parse(id);
  const values = {
    method: text(form, 'method', 64),
    ...Object.fromEntries(CARD_FIELDS.map((name) => [name, text(form, name, 200)])),
  } as Record<'method' | CardField, string>;
  const kept = { method: values.method, cardHolder: values.cardHolder.slice(0, 100) };
  const checked = retryFormSchema.safeParse(values);
  if (!checked.success) {
    const found = fieldKeys<string, string>(checked.error.issues, ISSUE_KEYS);
    const fieldErrors = Object.fromEntries(CARD_FIELDS.flatMap((name) => (found[name] ? [[name, found[name]]] : [])));
    // Only the card is typed: any other refusal (a method the form never offers) is no field's.
    return Object.keys(fieldErrors).length > 0
      ? { errorKey: RETRY_REFUSED, fieldErrors, ...kept }
      : { errorKey: 'errors:generic', ...kept };
  }
  const key = attemptKey.safeParse(form.get('key'));
  let paid: Order;
  try {
    const client = await createActionApiClient(country, lang);
    // Without a key, a fresh one: the redirect below ends the post, so a reload cannot send it again.
    paid = await retryPayment(client, order, checked.data, key.success ? key.data : randomUUID());
  } catch (error) {
    return { ...orderErrorKeys(error), ...kept };
  }
  if (form.get(SCRIPTED_FIELD) === '1') return { order: paid };
  redirect(withLanguage(orderPath(paid), lang, defaultLanguage(country)));
}
