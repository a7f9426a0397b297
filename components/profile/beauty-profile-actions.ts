'use server';

import { redirect } from 'next/navigation';
import { isApiError } from '@/lib/api/errors';
import { saveBeautyProfile } from '@/lib/api/profile';
import { createActionApiClient } from '@/lib/api/server';
import { withLanguage } from '@/lib/routing/language-query';
import { type CountryCode, defaultLanguage, type Language } from '@/lib/site';
import { beautyProfileInputSchema } from '@/contract/profile';
import { type BeautyProfileFormState, valuesFromForm } from './beauty-profile-state';
import { actionLocale } from '@/lib/routing/action-locale';

/**
 * Saves the beauty profile from the form, with or without JavaScript: the same post either way,
 * then shows the page again with what was saved and how it went. A refused save keeps every
 * choice as it was posted; choices the API's schema refuses are not sent to it.
 */
export async function saveBeautyProfileAction(
  countryArg: CountryCode,
  langArg: Language,
  previous: BeautyProfileFormState,
  form: FormData,
): Promise<BeautyProfileFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const values = valuesFromForm(form);
  const round = previous.round + 1;
  const parsed = beautyProfileInputSchema.safeParse(values);
  if (!parsed.success) return { values, complete: previous.complete, outcome: 'failed', round };
  let saved: 'earned' | 'complete' | 'partial';
  try {
    const api = await createActionApiClient(country, lang);
    const profile = await saveBeautyProfile(api, parsed.data);
    saved = profile.pointsEarned > 0 ? 'earned' : profile.complete ? 'complete' : 'partial';
  } catch (error) {
    if (!isApiError(error)) throw error;
    return { values, complete: previous.complete, outcome: 'failed', round };
  }
  // The page is drawn afresh from what was saved, with or without the page's script.
  redirect(withLanguage(`/account/beauty-profile?saved=${saved}`, lang, defaultLanguage(country)));
}
