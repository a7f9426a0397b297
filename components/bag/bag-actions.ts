'use server';

import { randomUUID } from 'node:crypto';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { addLineItem, applyPromo, removePromo } from '@/lib/api/cart';
import type { CartResponse } from '@/lib/api/contract';
import { MAX_QUANTITY_PER_ITEM } from '@/lib/api/contract/cart-codes';
import { SCRIPTED_FIELD } from '@/lib/forms/scripted-field';
import { createActionApiClient } from '@/lib/api/server';
import { actionLocale } from '@/lib/routing/action-locale';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { bagErrorKey, PROMO_CODE_MAX, promoErrorKeys, promoStateQuery, type PromoFormState } from './bag-state';

/*
 * "Add to bag" posts here when the page's JavaScript has not loaded (yet): the product's form
 * sends the chosen variant and quantity, the bag takes them, and the shopper lands on the bag.
 * With JavaScript the button adds in place and this never runs.
 */

export interface AddToBagFormState {
  /** A translation key with its namespace (`bag:errors.…`, `errors:…`). */
  errorKey?: string;
}

const addToBagForm = z.object({
  variantId: z.coerce.number().int().positive().max(2_147_483_647),
  quantity: z.coerce.number().int().min(1).max(MAX_QUANTITY_PER_ITEM),
});

export async function addToBagWithForm(
  countryArg: CountryCode,
  langArg: Language,
  _previous: AddToBagFormState,
  form: FormData,
): Promise<AddToBagFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const parsed = addToBagForm.safeParse({ variantId: form.get('variantId'), quantity: form.get('quantity') ?? 1 });
  if (!parsed.success) return { errorKey: 'bag:errors.generic' };
  const client = await createActionApiClient(country, lang);
  try {
    // A fresh key: the redirect below ends the post, so a reload cannot send this one again.
    await addLineItem(client, parsed.data, randomUUID());
  } catch (error) {
    return { errorKey: bagErrorKey(error) };
  }
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

/**
 * What a promo action answers the form's script (a post with `SCRIPTED_FIELD`): the bag as the
 * API left it, or why the code was refused. A plain post gets the bag page instead.
 */
export type PromoAnswer = { cart: CartResponse } | { refused: PromoFormState };

/** The answer to a scripted post, or the bag page with `state` for a plain one. */
function answer(form: FormData | undefined, country: CountryCode, lang: Language, result: PromoAnswer): PromoAnswer {
  if (form?.get(SCRIPTED_FIELD) === '1') return result;
  return backToBag(country, lang, 'refused' in result ? result.refused : {});
}

/** The one way a promo code goes on: the form posts here, with or without its script. */
export async function applyPromoWithForm(
  countryArg: CountryCode,
  langArg: Language,
  form: FormData,
): Promise<PromoAnswer> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const raw = form.get('promo');
  const typed = typeof raw === 'string' ? raw.slice(0, PROMO_CODE_MAX + 1) : '';
  const code = z.string().trim().min(1).max(PROMO_CODE_MAX).safeParse(typed);
  if (!code.success) {
    const errorKey = typed.trim() ? 'bag:promo.invalid' : 'bag:promo.required';
    return answer(form, country, lang, { refused: { errorKey, code: typed } });
  }
  const client = await createActionApiClient(country, lang);
  let result: PromoAnswer;
  try {
    result = { cart: await applyPromo(client, code.data) };
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
): Promise<PromoAnswer> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const client = await createActionApiClient(country, lang);
  let result: PromoAnswer;
  try {
    result = { cart: await removePromo(client) };
  } catch (error) {
    result = { refused: { errorKey: bagErrorKey(error) } };
  }
  return answer(form, country, lang, result);
}
