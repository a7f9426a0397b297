'use server';

import { redirect } from 'next/navigation';
import { createApiClient, type AuthStrategy } from '@/lib/api/client';
import { addLineItem, newIdempotencyKey } from '@/lib/api/bag';
import { getProduct, listProducts } from '@/lib/api/catalogue';
import { createOrder } from '@/lib/api/orders';
import { serverBaseURL } from '@/lib/api/server-origin';
import { createSandboxUser, settlePayment } from '@/lib/api/sandbox';
import { signIn } from '@/lib/api/sessions';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, getCountry, type CountryCode, type Language } from '@/lib/site';
import { orderStateInput, parseForm, settleInput, type OrderStateChoice } from './action-inputs';
import { credentialOrThrow, failure, invalid, qaClient, run, SANDBOX_PASSWORD, translator } from './action-runner';
import type { SandboxFormState } from './form-state';
import { actionLocale } from '@/lib/routing/action-locale';

export async function settleOrder(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    settleInput,
    form,
    (client, credential, { orderId, outcome }) => settlePayment(client, credential, orderId, outcome),
    (t, order) => t('orderState.settled', { number: order.number, status: t(`orderState.statuses.${order.status}`) }),
  );
}

/** How each state is reached: the payment method and test card that produce it. */
const PAYMENT_FOR: Record<OrderStateChoice, (country: CountryCode) => { method: string; cardNumber?: string } | null> =
  {
    promptpay_pending: (country) =>
      getCountry(country).paymentMethods.includes('promptpay_qr') ? { method: 'promptpay_qr' } : null,
    virtual_account_pending: (country) =>
      getCountry(country).paymentMethods.includes('virtual_account') ? { method: 'virtual_account' } : null,
    bnpl_pending: (country) => {
      const provider = getCountry(country).bnplProviders[0];
      return provider ? { method: `bnpl:${provider}`, cardNumber: '4000000000003220' } : null;
    },
    paid: () => ({ method: 'card', cardNumber: '4242424242424242' }),
    fraud_check_pending: () => ({ method: 'card', cardNumber: '4000000000003220' }),
    payment_failed: () => ({ method: 'card', cardNumber: '4000000000000002' }),
    payment_failed_with_inventory: () => ({ method: 'card', cardNumber: '4000000000009995' }),
    payment_blocked: () => ({ method: 'card', cardNumber: '4100000000000019' }),
  };

/** A client that signs its calls with one member's access token and never refreshes. */
function bearer(accessToken: string): AuthStrategy {
  return {
    credential: () => accessToken,
    headers: () => ({ Authorization: `Bearer ${accessToken}` }),
    recover: () => Promise.resolve(false),
  };
}

/** The first variant in stock among the country's bestsellers. */
async function sellableVariant(country: CountryCode, lang: Language): Promise<number | null> {
  const listing = await listProducts(country, lang, { bestseller: true, perPage: 12 });
  for (const card of listing.data) {
    const product = await getProduct(country, lang, card.slug);
    const variant = product?.variants.find((candidate) => candidate.stockState === 'in_stock');
    if (variant) return variant.id;
  }
  return null;
}

/**
 * Makes a real order in the chosen state for a new sandbox member, through the public API as a
 * shopper would (bag, then checkout with the payment that leads to the state), then shows it.
 */
export async function createOrderInState(
  countryArg: CountryCode,
  langArg: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  const { country: pageCountry, lang: pageLang } = actionLocale(countryArg, langArg);
  const credential = await credentialOrThrow();
  const t = await translator(pageLang);
  const parsed = parseForm(orderStateInput, form);
  if (!parsed.ok) return invalid(t, parsed.errors, parsed.values);
  const { country, state } = parsed.data;
  const payment = PAYMENT_FOR[state](country);
  if (!payment) {
    return invalid(t, { state: 'errors.stateNotInCountry' }, parsed.values);
  }
  const lang = defaultLanguage(country);
  let orderId: number;
  try {
    const email = `qa-order-${Date.now().toString(36)}@example.test`;
    await createSandboxUser(qaClient(country, lang), credential, {
      email,
      password: SANDBOX_PASSWORD,
      firstName: 'Sandbox',
      lastName: 'Shopper',
    });
    const session = await signIn(qaClient(country, lang), { email, password: SANDBOX_PASSWORD });
    const member = createApiClient({ country, lang, auth: bearer(session.accessToken), baseURL: serverBaseURL() });
    const variantId = await sellableVariant(country, lang);
    if (variantId === null) return { status: 'error', message: t('errors.nothingToSell'), values: parsed.values };
    await addLineItem(member, { variantId, quantity: 1 }, newIdempotencyKey());
    const site = getCountry(country);
    const order = await createOrder(
      member,
      {
        delivery: {
          type: 'delivery',
          address: { line1: '1 Sandbox Street', city: site.name, postalCode: country === 'hk' ? '' : '10110' },
          recipient: { name: 'Sandbox Shopper', mobile: { callingCode: site.callingCode, phoneNumber: '91234567' } },
        },
        payment: payment.cardNumber
          ? { ...payment, cardExpiry: '12/39', cardCvc: '123', cardHolder: 'Sandbox Shopper' }
          : payment,
      },
      newIdempotencyKey(),
    );
    orderId = order.id;
  } catch (error) {
    return failure(error, pageLang, parsed.values);
  }
  const next = withLanguage(
    `/sandbox/order-state?order=${orderId}&country=${country}`,
    pageLang,
    defaultLanguage(pageCountry),
  );
  // The script goes there itself: a redirect answered to it is drawn on the server's own origin,
  // whose store the cookies decide, not this page's host (the sandbox sets no store cookie).
  if (form.get(SCRIPTED_FIELD) === '1') return { values: parsed.values, next };
  redirect(next);
}
