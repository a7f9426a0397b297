'use server';

import { randomUUID } from 'node:crypto';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import {
  addLineItem,
  applyPromo,
  removeLineItem,
  removePromo,
  selectGifts,
  selectSamples,
  setLineItemQuantity,
} from '@/lib/api/bag';
import type { CartResponse } from '@/contract';
import type { ApiClient } from '@/lib/api/client';
import { selectGiftsRequestSchema, selectSamplesRequestSchema } from '@/contract/bag';
import { MAX_QUANTITY_PER_ITEM } from '@/contract/bag-codes';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import { isApiError } from '@/lib/api/errors';
import { createActionApiClient } from '@/lib/api/server';
import { actionLocale } from '@/lib/routing/action-locale';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import type { BagAnswer } from './bag-answer';
import {
  bagErrorKey,
  bagStateQuery,
  giftStateQuery,
  PROMO_CODE_MAX,
  promoErrorKeys,
  promoStateQuery,
  type PromoFormState,
} from './bag-state';
import { checkPromo } from './promo-fields';

/*
 * "Add to bag" posts here, the bag's one way in: the product's form sends the chosen variant and
 * quantity. A plain post (before or without JavaScript) lands on the bag; the button's script
 * sends its attempt's idempotency key with `SCRIPTED_FIELD` and gets the bag back, to show in place.
 */

/** The add's answer: the bag for the script, or why it was refused (shown back after a plain post). */
export type AddToBagFormState = BagAnswer;

const addToBagForm = z.object({
  variantId: z.coerce.number().int().positive().max(2_147_483_647),
  quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY_PER_ITEM),
  /** The script's attempt: a retry of the same attempt sends the same key (`newIdempotencyKey`). */
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/)
    .optional(),
});

export async function addToBagWithForm(
  countryArg: CountryCode,
  langArg: Language,
  _previous: AddToBagFormState,
  form: FormData,
): Promise<AddToBagFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const parsed = addToBagForm.safeParse({
    variantId: form.get('variantId'),
    quantity: form.get('quantity') ?? 1,
    key: form.get('key') ?? undefined,
  });
  const result = await change(country, lang, parsed, (client, { key, ...item }) =>
    // Without a key, a fresh one: the redirect below ends the post, so a reload cannot send it again.
    addLineItem(client, item, key ?? randomUUID()),
  );
  if (form.get(SCRIPTED_FIELD) === '1' || result.refused) return result;
  redirect(withLanguage('/cart', lang, defaultLanguage(country)));
}

/*
 * The promo code form posts here without JavaScript, and the answer is the bag again: with the code
 * applied, or with why it was refused and what was typed in its address (`promoStateQuery`), which
 * the bag page shows back.
 */

function backToBag(country: CountryCode, lang: Language, state: PromoFormState = {}): never {
  const query = promoStateQuery(state);
  redirect(withLanguage(query ? `/cart?${query}` : '/cart', lang, defaultLanguage(country)));
}

/** The answer to a scripted post, or the bag page with `state` for a plain one. */
function answer(form: FormData | undefined, country: CountryCode, lang: Language, result: BagAnswer): BagAnswer {
  if (form?.get(SCRIPTED_FIELD) === '1') return result;
  return backToBag(country, lang, result.refused ?? {});
}

/** The one way a promo code goes on: the form posts here, with or without its script. */
export async function applyPromoWithForm(
  countryArg: CountryCode,
  langArg: Language,
  form: FormData,
): Promise<BagAnswer> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const raw = form.get('promo');
  const typed = typeof raw === 'string' ? raw.slice(0, PROMO_CODE_MAX + 1) : '';
  const checked = checkPromo(typed);
  if ('refused' in checked) return answer(form, country, lang, { refused: { errorKey: checked.refused, code: typed } });
  const client = await createActionApiClient(country, lang);
  let result: BagAnswer;
  try {
    result = { cart: await applyPromo(client, checked.code) };
  } catch (error) {
    result = { refused: { ...promoErrorKeys(error), code: typed } };
  }
  return answer(form, country, lang, result);
}

/** The one way a promo code comes off: the applied code's form posts here. */
export async function removePromoWithForm(
  countryArg: CountryCode,
  langArg: Language,
  form?: FormData,
): Promise<BagAnswer> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const client = await createActionApiClient(country, lang);
  let result: BagAnswer;
  try {
    result = { cart: await removePromo(client) };
  } catch (error) {
    result = { refused: { errorKey: bagErrorKey(error) } };
  }
  return answer(form, country, lang, result);
}

const giftsForm = z.object({
  gift: z.coerce.number().int().positive().max(2_147_483_647),
  variantIds: selectGiftsRequestSchema.shape.variantIds,
});

/**
 * The one way the gifts of a gift with purchase are chosen: the gift's form posts its id and the
 * variants ticked (`variantId`, one each). The script gets the bag back; a plain post, the bag page.
 */
export async function selectGiftsWithForm(
  countryArg: CountryCode,
  langArg: Language,
  form: FormData,
): Promise<BagAnswer> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const parsed = giftsForm.safeParse({
    gift: form.get('gift'),
    variantIds: form.getAll('variantId').map((value) => (typeof value === 'string' ? Number(value) : NaN)),
  });
  const result = await change(country, lang, parsed, (client, { gift, variantIds }) =>
    selectGifts(client, gift, variantIds),
  );
  if (form.get(SCRIPTED_FIELD) === '1') return result;
  // A plain post gets the bag, with the gift's choice open again and why when it was refused.
  const query =
    result.refused && parsed.success
      ? giftStateQuery({ open: parsed.data.gift, errorKey: result.refused.errorKey })
      : '';
  redirect(withLanguage(query ? `/cart?${query}` : '/cart', lang, defaultLanguage(country)));
}

const lineForm = z.object({
  line: z.coerce.number().int().positive().max(2_147_483_647),
  /** The button pressed: one less, one more, or the line out of the bag. */
  intent: z.enum(['decrease', 'increase', 'remove']),
  /** The quantity the page showed: one less or one more is counted from it. */
  quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY_PER_ITEM),
});

/**
 * The one way a line of the bag changes: its quantity's buttons and its remove button post here,
 * with or without the script. The script gets the bag back; a plain post, the bag page, with why
 * when the change was refused (`bagStateQuery`).
 */
export async function changeLineWithForm(
  countryArg: CountryCode,
  langArg: Language,
  form: FormData,
): Promise<BagAnswer> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const parsed = lineForm.safeParse({
    line: form.get('line'),
    intent: form.get('intent'),
    quantity: form.get('quantity'),
  });
  const result = await change(country, lang, parsed, (client, { line, intent, quantity }) =>
    intent === 'remove'
      ? removeLineItem(client, line)
      : setLineItemQuantity(client, line, intent === 'increase' ? quantity + 1 : quantity - 1),
  );
  return bagAnswer(form, country, lang, result);
}

/**
 * The one way the bag's samples are chosen: a sample's button posts the samples chosen once it is
 * pressed (`sampleId`, one each), with or without the script.
 */
export async function selectSamplesWithForm(
  countryArg: CountryCode,
  langArg: Language,
  form: FormData,
): Promise<BagAnswer> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const parsed = selectSamplesRequestSchema.safeParse({
    sampleIds: form.getAll('sampleId').map((value) => (typeof value === 'string' ? Number(value) : NaN)),
  });
  const result = await change(country, lang, parsed, (client, { sampleIds }) => selectSamples(client, sampleIds));
  return bagAnswer(form, country, lang, result);
}

/** The bag for the script; for a plain post, the bag page, with why when the change was refused. */
function bagAnswer(form: FormData, country: CountryCode, lang: Language, result: BagAnswer): BagAnswer {
  if (form.get(SCRIPTED_FIELD) === '1') return result;
  const query = bagStateQuery(result.refused?.errorKey);
  redirect(withLanguage(query ? `/cart?${query}` : '/cart', lang, defaultLanguage(country)));
}

/**
 * Makes the change a post asked for through the API, as the visitor: the bag it leaves, or why it
 * was refused. A post that asks for no change the form can make is refused before the API is asked.
 */
async function change<T>(
  country: CountryCode,
  lang: Language,
  parsed: { success: true; data: T } | { success: false },
  run: (client: ApiClient, data: T) => Promise<CartResponse>,
): Promise<BagAnswer> {
  if (!parsed.success) return { refused: { errorKey: 'bag:errors.generic' } };
  try {
    return { cart: await run(await createActionApiClient(country, lang), parsed.data) };
  } catch (error) {
    // No answer, or a passing one: the same attempt may be sent again.
    const retry = !isApiError(error) || error.kind !== 'http' || error.isRetryable;
    return { refused: { errorKey: bagErrorKey(error), retry } };
  }
}
