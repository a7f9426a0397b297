'use server';

import { randomUUID } from 'node:crypto';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { addLineItem, applyPromo, removePromo } from '@/lib/api/cart';
import { MAX_QUANTITY_PER_ITEM } from '@/lib/api/contract/cart-codes';
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

export async function applyPromoWithForm(countryArg: CountryCode, langArg: Language, form: FormData): Promise<void> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const raw = form.get('promo');
  const typed = typeof raw === 'string' ? raw.slice(0, PROMO_CODE_MAX + 1) : '';
  const code = z.string().trim().min(1).max(PROMO_CODE_MAX).safeParse(typed);
  if (!code.success) {
    backToBag(country, lang, { errorKey: typed.trim() ? 'bag:promo.invalid' : 'bag:promo.required', code: typed });
  }
  const client = await createActionApiClient(country, lang);
  let refused: PromoFormState | null = null;
  try {
    await applyPromo(client, code.data);
  } catch (error) {
    refused = { ...promoErrorKeys(error), code: typed };
  }
  backToBag(country, lang, refused ?? {});
}

export async function removePromoWithForm(countryArg: CountryCode, langArg: Language): Promise<void> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const client = await createActionApiClient(country, lang);
  let failed: PromoFormState | null = null;
  try {
    await removePromo(client);
  } catch (error) {
    failed = { errorKey: bagErrorKey(error) };
  }
  backToBag(country, lang, failed ?? {});
}
