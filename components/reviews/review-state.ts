import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX } from '@/lib/api/contract/reviews-options';

export interface ReviewFormValues {
  rating: string;
  title: string;
  body: string;
  recommended: boolean;
}

export interface ReviewFormState {
  values: ReviewFormValues;
  errors?: Partial<Record<'rating' | 'title' | 'body', 'rating' | 'title' | 'body'>>;
  /** A `reviews` key (`write.*`) shown above the form. */
  failure?: 'write.errors.failed' | 'write.notAllowed';
}

export const EMPTY_REVIEW: ReviewFormValues = { rating: '', title: '', body: '', recommended: false };

export function reviewValuesFromForm(form: FormData): ReviewFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    rating: text('rating'),
    title: text('title').slice(0, REVIEW_TITLE_MAX * 2),
    body: text('body').slice(0, REVIEW_BODY_MAX * 2),
    recommended: form.get('recommended') === 'yes',
  };
}

/** The same rules the API holds, checked first so the member is told which field to fix. */
export function reviewFieldErrors(values: ReviewFormValues): ReviewFormState['errors'] {
  const errors: NonNullable<ReviewFormState['errors']> = {};
  if (!/^[1-5]$/.test(values.rating)) errors.rating = 'rating';
  const title = values.title.trim();
  if (title.length === 0 || title.length > REVIEW_TITLE_MAX) errors.title = 'title';
  const body = values.body.trim();
  if (body.length < REVIEW_BODY_MIN || body.length > REVIEW_BODY_MAX) errors.body = 'body';
  return Object.keys(errors).length > 0 ? errors : undefined;
}
