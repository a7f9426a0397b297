import { z } from 'zod';
import { reviewInputSchema } from '@/contract/reviews';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '@/contract/reviews-options';
import { issueKeys } from '@/lib/forms/issue-keys';

export interface ReviewFormValues {
  rating: string;
  title: string;
  body: string;
  recommended: boolean;
}

export const REVIEW_KEYS = ['write.errors.rating', 'write.errors.title', 'write.errors.body'] as const;
export type ReviewKey = (typeof REVIEW_KEYS)[number];
export type ReviewField = 'rating' | 'title' | 'body';

export interface ReviewFormState {
  values: ReviewFormValues;
  errors?: Partial<Record<ReviewField, ReviewKey>>;
  /** A `reviews` key (`write.*`) shown above the form. */
  failure?: 'write.errors.failed' | 'write.notAllowed';
}

export const EMPTY_REVIEW: ReviewFormValues = { rating: '', title: '', body: '', recommended: false };

/**
 * The review form: the API's review without its product (the page names it), the rating as the
 * radio posts it and the recommendation as a tick. The browser's form and the server action that
 * takes the form posted without JavaScript both check with it.
 */
export const reviewFormSchema = reviewInputSchema.omit({ productId: true }).extend({
  rating: z.string().transform(Number).pipe(reviewInputSchema.shape.rating),
  recommended: z.boolean().transform((ticked) => (ticked ? true : null)),
});

/** Each field says one thing, whatever is wrong with it (the fields stop at the API's lengths). */
export const reviewIssues = issueKeys<ReviewKey>({
  rating: { required: 'write.errors.rating', invalid: 'write.errors.rating' },
  title: { required: 'write.errors.title', invalid: 'write.errors.title' },
  body: { required: 'write.errors.body', invalid: 'write.errors.body' },
});

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
