'use client';

import { useActionState, useEffect, useRef } from 'react';
import { useFormStatus } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX } from '@/lib/api/contract/reviews-options';
import { EMPTY_REVIEW, type ReviewFormState } from './review-state';
import styles from './reviews.module.css';

export type ReviewAction = (previous: ReviewFormState, form: FormData) => Promise<ReviewFormState>;

function SubmitButton() {
  const { pending } = useFormStatus();
  const { t } = useTranslation('reviews');
  return (
    <button type="submit" className={buttonClassName({ block: true })} aria-disabled={pending || undefined}>
      {pending ? t('write.submitting') : t('write.submit')}
    </button>
  );
}

/**
 * The review form. It posts to a server action, so it works before (or without) its script; what
 * was typed stays in the fields when the review is refused.
 */
export function ReviewForm({ action }: { action: ReviewAction }) {
  const { t } = useTranslation('reviews');
  const [state, formAction] = useActionState(action, { values: EMPTY_REVIEW });
  const alertRef = useRef<HTMLDivElement>(null);
  const failed = Boolean(state.failure || state.errors);
  useEffect(() => {
    if (failed) alertRef.current?.focus();
  }, [state, failed]);
  const { values, errors } = state;
  const ratingError = errors?.rating ? t('write.errors.rating') : null;
  const bodyError = errors?.body ? t('write.errors.body', { min: REVIEW_BODY_MIN }) : null;
  return (
    <form action={formAction} className={styles.form} noValidate>
      <div ref={alertRef} tabIndex={-1} role="alert" className={failed ? styles.error : undefined}>
        {state.failure ? t(state.failure) : errors ? t('write.errors.failed') : null}
      </div>
      {/* Drawn afresh after each refusal, with what was typed as the fields' values. */}
      <div key={JSON.stringify(values)} className={styles.fields}>
        <fieldset className={styles.rating} aria-describedby={ratingError ? 'review-rating-error' : undefined}>
          <legend className={styles.legend}>{t('write.rating')}</legend>
          <div className={styles.stars}>
            {(['5', '4', '3', '2', '1'] as const).map((value) => (
              <label key={value} className={styles.star}>
                <input
                  type="radio"
                  name="rating"
                  value={value}
                  defaultChecked={values.rating === value}
                  className={styles.input}
                />
                <span>{t(`write.ratings.${value}`)}</span>
              </label>
            ))}
          </div>
          {ratingError ? (
            <p id="review-rating-error" className={styles.fieldError}>
              {ratingError}
            </p>
          ) : null}
        </fieldset>
        <TextField
          label={t('write.reviewTitle')}
          name="title"
          defaultValue={values.title}
          maxLength={REVIEW_TITLE_MAX}
          error={errors?.title ? t('write.errors.title') : null}
          required
        />
        <div className={styles.field}>
          <label htmlFor="review-body" className={styles.label}>
            {t('write.body')}
          </label>
          <p id="review-body-hint" className={styles.hint}>
            {t('write.bodyHint', { min: REVIEW_BODY_MIN })}
          </p>
          <textarea
            id="review-body"
            name="body"
            rows={6}
            defaultValue={values.body}
            maxLength={REVIEW_BODY_MAX}
            className={styles.textarea}
            required
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? 'review-body-hint review-body-error' : 'review-body-hint'}
          />
          {bodyError ? (
            <p id="review-body-error" className={styles.fieldError}>
              {bodyError}
            </p>
          ) : null}
        </div>
        <label className={styles.checkbox}>
          <input type="checkbox" name="recommended" value="yes" defaultChecked={values.recommended} />
          <span>{t('write.recommend')}</span>
        </label>
      </div>
      <SubmitButton />
    </form>
  );
}
