'use server';

import { isApiError } from '@/lib/api/errors';
import { saveBeautyProfile } from '@/lib/api/profile';
import { createActionApiClient } from '@/lib/api/server';
import { COUNTRY_CODES, type CountryCode, type Language, supportsLanguage } from '@/lib/site';
import { type BeautyProfileFormState, valuesFromForm } from './beauty-profile-state';

function locale(country: unknown, lang: unknown): { country: CountryCode; lang: Language } {
  const code = COUNTRY_CODES.find((candidate) => candidate === country);
  if (!code || typeof lang !== 'string' || !supportsLanguage(code, lang as Language)) {
    throw new Error('Unknown country or language');
  }
  return { country: code, lang: lang as Language };
}

/**
 * Saves the beauty profile from the form, with or without JavaScript: the same post either way.
 * A refused save keeps every choice as it was posted.
 */
export async function saveBeautyProfileAction(
  countryArg: CountryCode,
  langArg: Language,
  previous: BeautyProfileFormState,
  form: FormData,
): Promise<BeautyProfileFormState> {
  const { country, lang } = locale(countryArg, langArg);
  const values = valuesFromForm(form);
  const round = previous.round + 1;
  try {
    const api = await createActionApiClient(country, lang);
    const saved = await saveBeautyProfile(api, values);
    const { complete, pointsEarned } = saved;
    return {
      values: {
        skinType: saved.skinType,
        skinConcerns: saved.skinConcerns,
        skinTone: saved.skinTone,
        hairType: saved.hairType,
        hairConcerns: saved.hairConcerns,
        eyeColour: saved.eyeColour,
        favouriteCategories: saved.favouriteCategories,
      },
      complete,
      outcome: 'saved',
      pointsEarned,
      round,
    };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { values, complete: previous.complete, outcome: 'failed', round };
  }
}
