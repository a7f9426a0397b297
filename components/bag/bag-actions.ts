'use server';

import { randomUUID } from 'node:crypto';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { addLineItem } from '@/lib/api/cart';
import { MAX_QUANTITY_PER_ITEM } from '@/lib/api/contract/cart-codes';
import { createActionApiClient } from '@/lib/api/server';
import { actionLocale } from '@/lib/routing/action-locale';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { bagErrorKey } from './bag-state';

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
