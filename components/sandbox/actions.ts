'use server';

import { refresh } from 'next/cache';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { createApiClient, type ApiClient, type AuthStrategy } from '@/lib/api/client';
import { addLineItem, newIdempotencyKey } from '@/lib/api/cart';
import { getProduct, listProducts } from '@/lib/api/catalogue';
import { errorMessageKey, isApiError } from '@/lib/api/errors';
import { createOrder } from '@/lib/api/orders';
import { serverBaseURL } from '@/lib/api/server-origin';
import {
  clearFaults,
  createSandboxUser,
  deleteSandboxUser,
  expirePoints,
  getFaults,
  publishReview,
  resetDemoData,
  setFaults,
  settlePayment,
  updateSandboxUser,
} from '@/lib/api/sandbox';
import { signIn } from '@/lib/api/sessions';
import { serverEnv } from '@/lib/env';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, getCountry, type CountryCode, type Language } from '@/lib/site';
import {
  createMemberInput,
  deleteMemberInput,
  expirePointsInput,
  faultInput,
  noInput,
  orderStateInput,
  parseForm,
  publishReviewInput,
  qaSignInInput,
  settleInput,
  updateMemberInput,
  type OrderStateChoice,
} from './action-inputs';
import type { SandboxFormState } from './form-state';
import { forgetQaCredential, keepQaCredential, readQaCredential } from './qa-session';
import { actionLocale } from '@/lib/routing/action-locale';
import { runtimeKeys } from '@/lib/i18n/config';

/*
 * The sandbox's QA helpers. Each one runs on the server, reads the proved credential from its
 * httpOnly cookie and calls the API's sandbox routes with it; the browser never holds it.
 */

const SANDBOX_PASSWORD = 'Sandbox!Pass1';

type Translate = Awaited<ReturnType<typeof getTranslator>>;

async function translator(lang: Language): Promise<Translate> {
  return getTranslator(lang, 'sandbox');
}

function invalid(t: Translate, errors: Record<string, string>, values: Record<string, string>): SandboxFormState {
  const translated = Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, runtimeKeys(t)(key)]));
  return { status: 'error', message: t('errors.fixFields'), fieldErrors: translated, values };
}

async function failure(error: unknown, lang: Language, values: Record<string, string>): Promise<SandboxFormState> {
  const t = await translator(lang);
  if (isApiError(error) && error.status === 404 && error.path?.startsWith('sandbox')) {
    return { status: 'error', message: t('errors.credentialRejected'), values };
  }
  const errors = await getTranslator(lang, 'errors');
  const detail = isApiError(error) && error.kind === 'http' && error.status < 500 ? error.message : undefined;
  return { status: 'error', message: detail ?? errors(errorMessageKey(error)), values };
}

/** The sandbox is open and this browser proved the credential; otherwise nothing runs. */
async function credentialOrThrow(): Promise<string> {
  if (!serverEnv().ENABLE_SANDBOX) throw new Error('The sandbox is closed');
  const credential = await readQaCredential();
  if (!credential) throw new Error('The QA credential has not been proved');
  return credential;
}

function qaClient(country: CountryCode, lang: Language): ApiClient {
  return createApiClient({ country, lang, auth: null, baseURL: serverBaseURL() });
}

export async function signInToSandbox(
  countryArg: CountryCode,
  langArg: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  if (!serverEnv().ENABLE_SANDBOX) throw new Error('The sandbox is closed');
  const t = await translator(lang);
  const parsed = parseForm(qaSignInInput, form);
  // The credential is never sent back to the page, even when it is wrong.
  if (!parsed.ok) return { ...invalid(t, parsed.errors, {}), values: {} };
  try {
    await getFaults(qaClient(country, lang), parsed.data.credential);
  } catch (error) {
    if (isApiError(error) && error.status === 404) {
      return {
        status: 'error',
        message: t('errors.credentialWrong'),
        fieldErrors: { credential: t('errors.credentialWrong') },
      };
    }
    return failure(error, lang, {});
  }
  await keepQaCredential(parsed.data.credential);
  refresh();
  return { status: 'ok', message: t('signIn.done') };
}

export async function signOutOfSandbox(): Promise<void> {
  await forgetQaCredential();
  refresh();
}

/** Runs one helper: parse, call with the credential, translate the outcome, refresh the page. */
async function run<S extends z.ZodType, R>(
  countryArg: CountryCode,
  langArg: Language,
  schema: S,
  form: FormData,
  call: (client: ApiClient, credential: string, input: z.output<S>) => Promise<R>,
  done: (t: Translate, result: R) => string,
  keepValues = true,
): Promise<SandboxFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const credential = await credentialOrThrow();
  const t = await translator(lang);
  const parsed = parseForm(schema, form);
  if (!parsed.ok) return invalid(t, parsed.errors, parsed.values);
  try {
    const result = await call(qaClient(country, lang), credential, parsed.data);
    refresh();
    return { status: 'ok', message: done(t, result), values: keepValues ? parsed.values : {} };
  } catch (error) {
    return failure(error, lang, parsed.values);
  }
}

export async function createMember(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    createMemberInput,
    form,
    (client, credential, input) =>
      createSandboxUser(client, credential, {
        email: input.email ?? `qa-${Date.now().toString(36)}@example.test`,
        password: SANDBOX_PASSWORD,
        firstName: input.firstName ?? 'Sandbox',
        lastName: 'Member',
        loyaltyTier: input.loyaltyTier,
        loyaltyPoints: input.loyaltyPoints,
        isEmployee: input.isEmployee,
      }),
    (t, user) => t('members.created', { email: user.email, id: user.id, password: SANDBOX_PASSWORD }),
  );
}

export async function updateMember(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    updateMemberInput,
    form,
    (client, credential, { id, ...body }) => updateSandboxUser(client, credential, id, body),
    (t, user) => t('members.updated', { email: user.email }),
  );
}

export async function deleteMember(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    deleteMemberInput,
    form,
    (client, credential, { id }) => deleteSandboxUser(client, credential, id).then(() => id),
    (t, id) => t('members.deleted', { id }),
    false,
  );
}

export async function expireMemberPoints(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    expirePointsInput,
    form,
    (client, credential, { userId, asOf }) =>
      expirePoints(client, credential, { userId, asOf: asOf ? `${asOf}T23:59:59Z` : undefined }),
    (t, lapsed) =>
      lapsed.length === 0
        ? t('points.none')
        : t('points.expired', {
            total: lapsed.length,
            list: lapsed.map((entry) => `${entry.email} (−${entry.points})`).join(', '),
          }),
  );
}

/** Publishes a member's pending review, as a moderator would. */
export async function publishMemberReview(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    publishReviewInput,
    form,
    (client, credential, { reviewId }) => publishReview(client, credential, reviewId),
    (t, answer) =>
      t('reviews.published', { id: answer.data.id, product: answer.data.product.name, points: answer.pointsEarned }),
  );
}

export async function turnFaultsOn(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    faultInput,
    form,
    (client, credential, input) => setFaults(client, credential, input),
    (t) => t('faults.turnedOn'),
  );
}

export async function turnFaultsOff(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    noInput,
    form,
    (client, credential) => clearFaults(client, credential),
    (t) => t('faults.turnedOff'),
  );
}

/** Puts the demo members back to a clean start (bags, lists, locks, sessions); history stays. */
export async function resetDemoMembers(
  country: CountryCode,
  lang: Language,
  _previous: SandboxFormState,
  form: FormData,
): Promise<SandboxFormState> {
  return run(
    country,
    lang,
    noInput,
    form,
    (client, credential) => resetDemoData(client, credential),
    (t, reset) => t('reset.done', reset),
  );
}

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
  redirect(
    withLanguage(`/sandbox/order-state?order=${orderId}&country=${country}`, pageLang, defaultLanguage(pageCountry)),
  );
}
