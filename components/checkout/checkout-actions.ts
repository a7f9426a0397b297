'use server';

import { randomUUID } from 'node:crypto';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { orderPath } from '@/components/orders/order-status';
import { getCart } from '@/lib/api/bag';
import { domainErrorKey } from '@/lib/api/errors';
import { createOrder, type Order } from '@/lib/api/orders';
import { createActionApiClient, hasSessionCookie } from '@/lib/api/server';
import { FRAUD_TOKEN_COOKIE, isValidFraudToken } from '@/lib/fraud';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import { actionLocale } from '@/lib/routing/action-locale';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, getCountry, tomorrow, type CountryCode, type Language } from '@/lib/site';
import { CHECKOUT_ERRORS } from './checkout-helpers';
import { keptValues, postedCheckoutValues, type CheckoutFormState } from './checkout-form';
import { checkoutSchema, EMPTY_VALUES, VALIDATION_KEYS } from './checkout-state';

/** The script's attempt: a retry of the same attempt sends the same key (`newIdempotencyKey`). */
const attemptKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/**
 * Places the order, the checkout form's only write, with or without JavaScript. The fields are
 * checked with the rules the browser checks them with (`checkoutSchema`), for this bag (click and
 * collect only, paid in full by a gift card) and this visitor (a guest gives an e-mail address),
 * which the server reads itself; then the order is placed under the attempt's idempotency key, so a
 * retry places it once. A plain post lands on the order's page; the script gets the order. A
 * refusal keeps what was typed, never the card's number, expiry or code.
 */
export async function placeOrderWithForm(
  countryArg: CountryCode,
  langArg: Language,
  _previous: CheckoutFormState,
  form: FormData,
): Promise<CheckoutFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const values = postedCheckoutValues(form);
  const kept = keptValues(values);
  let order: Order;
  try {
    const api = await createActionApiClient(country, lang);
    const { data: cart } = await getCart(api);
    const rules = {
      country,
      callingCode: getCountry(country).callingCode,
      earliest: tomorrow(),
      collectOnly: cart.lineItems.some((line) => line.clickAndCollectOnly),
      guest: !(await hasSessionCookie()),
      paidInFull: cart.costSummary.total.amount === 0 && cart.costSummary.giftCardAmount.amount > 0,
    };
    const checked = checkoutSchema(rules).safeParse(values);
    if (!checked.success) {
      const found = fieldKeys<string, (typeof VALIDATION_KEYS)[number]>(checked.error.issues, VALIDATION_KEYS);
      const fieldErrors = Object.fromEntries(Object.entries(found).filter(([name]) => name in EMPTY_VALUES));
      return Object.keys(fieldErrors).length > 0
        ? { fieldErrors: fieldErrors as CheckoutFormState['fieldErrors'], values: kept }
        : { errorKey: `${CHECKOUT_ERRORS.namespace}:errors.generic`, values: kept };
    }
    const token = (await cookies()).get(FRAUD_TOKEN_COOKIE)?.value;
    const key = attemptKey.safeParse(form.get('key'));
    // Without a key (a plain post), a fresh one: the redirect below ends the post, so a reload
    // cannot send it again, and a second post finds the bag already ordered.
    order = await createOrder(
      api,
      { ...checked.data, ...(isValidFraudToken(token) ? { fraudToken: token } : {}) },
      key.success ? key.data : randomUUID(),
    );
  } catch (error) {
    return { errorKey: domainErrorKey(error, CHECKOUT_ERRORS), values: kept };
  }
  if (form.get(SCRIPTED_FIELD) === '1') return { order };
  redirect(withLanguage(orderPath(order), lang, defaultLanguage(country)));
}
