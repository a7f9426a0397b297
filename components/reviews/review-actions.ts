'use server';

import { redirect } from 'next/navigation';
import { isApiError } from '@/lib/api/errors';
import { writeReview } from '@/lib/api/reviews';
import { createActionApiClient } from '@/lib/api/server';
import { withLanguage } from '@/lib/routing/language-query';
import { type CountryCode, defaultLanguage, type Language } from '@/lib/site';
import { fieldKeys } from '@/lib/forms/issue-keys';
import {
  REVIEW_KEYS,
  type ReviewField,
  reviewFormSchema,
  type ReviewFormState,
  reviewIssues,
  type ReviewKey,
  reviewValuesFromForm,
} from './review-state';
import { actionLocale } from '@/lib/routing/action-locale';

/**
 * Sends a review from the form, with or without JavaScript. A refused review keeps everything
 * typed; a sent one (or one already sent by an earlier submit) goes to the member's reviews.
 */
export async function writeReviewAction(
  countryArg: CountryCode,
  langArg: Language,
  productIdArg: number,
  _previous: ReviewFormState,
  form: FormData,
): Promise<ReviewFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const productId = Number(productIdArg);
  if (!Number.isInteger(productId) || productId <= 0) throw new Error('Unknown product');
  const values = reviewValuesFromForm(form);
  const parsed = reviewFormSchema.safeParse(values, { error: reviewIssues });
  if (!parsed.success) return { values, errors: fieldKeys<ReviewField, ReviewKey>(parsed.error.issues, REVIEW_KEYS) };
  let outcome: 'new' | 'again';
  try {
    const api = await createActionApiClient(country, lang);
    const answer = await writeReview(api, { productId, ...parsed.data });
    outcome = answer.pointsEarned > 0 ? 'new' : 'again';
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 403) return { values, failure: 'write.notAllowed' };
    if (error.status === 400) return { values, errors: { body: 'write.errors.body' }, failure: 'write.errors.failed' };
    return { values, failure: 'write.errors.failed' };
  }
  redirect(withLanguage(`/account/reviews?written=${outcome}`, lang, defaultLanguage(country)));
}
