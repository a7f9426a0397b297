'use server';

import { refresh } from 'next/cache';
import { selectBeautyPassOffer } from '@/lib/api/bag';
import { createActionApiClient } from '@/lib/api/server';
import { actionLocale } from '@/lib/routing/action-locale';
import type { CountryCode, Language } from '@/lib/site';
import { bagErrorKey } from './bag-state';
import { beautyPassChoice, postedOffer, type BeautyPassFormState } from './beauty-pass-state';

/**
 * The one way a Beauty Pass offer is chosen, with or without JavaScript: the bag's page is
 * rendered again with the offer in its cost summary, or the form says why it was refused.
 */
export async function chooseBeautyPassOffer(
  countryArg: CountryCode,
  langArg: Language,
  _previous: BeautyPassFormState,
  form: FormData,
): Promise<BeautyPassFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const choice = beautyPassChoice(form);
  if (!choice.success) return { failure: 'bag:errors.offer_not_found' };
  try {
    const api = await createActionApiClient(country, lang);
    await selectBeautyPassOffer(api, choice.data.key);
  } catch (error) {
    const failure = bagErrorKey(error);
    // An offer that is gone is chosen no more; any other refused choice stays chosen.
    return failure === 'bag:errors.offer_not_found' ? { failure } : { failure, offer: postedOffer(form) };
  }
  refresh();
  return { chosen: choice.data.key };
}
