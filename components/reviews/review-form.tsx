'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { focusField, useFocusKeptOffAlerts } from '@/components/forms/alert-focus';
import { FormAlert } from '@/components/forms/form-alert';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { buttonClassName } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX } from '@/contract/reviews-options';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import { keepTickedBeforeScript } from '@/lib/forms/typed-before-script';
import {
  EMPTY_REVIEW,
  REVIEW_KEYS,
  type ReviewField,
  reviewFormSchema,
  type ReviewFormState,
  type ReviewFormValues,
  reviewIssues,
} from './review-state';
import styles from './reviews.module.css';

export type ReviewAction = FormAction<ReviewFormState>;

const resolver = zodResolver(reviewFormSchema, { error: reviewIssues });
const errorsFrom = (state: ReviewFormState) => postedErrors<ReviewFormValues>(state.errors);
const FIELD_ORDER: readonly ReviewField[] = ['rating', 'title', 'body'];
/** Each field's label, as the alert names the fields to fix. */
const FIELD_LABELS = { rating: 'write.rating', title: 'write.reviewTitle', body: 'write.body' } as const;

/**
 * The review form. It posts to a server action, so it works before (or without) its script; with
 * it the fields are checked first with the same schema. What was typed stays in the fields when
 * the review is refused.
 */
export function ReviewForm({ action }: { action: ReviewAction }) {
  const { t, i18n } = useTranslation('reviews');
  const formRef = useRef<HTMLFormElement>(null);
  const { state, formAction, pending, onSubmit, control, register, setValue, formState } = useActionForm<
    ReviewFormValues,
    ReviewFormState,
    z.output<typeof reviewFormSchema>
  >(
    action,
    { values: EMPTY_REVIEW },
    {
      resolver,
      defaultValues: (posted) => posted.values,
      errorsFrom,
      shouldFocusError: false,
      onInvalid: (errors) => {
        const first = FIELD_ORDER.find((name) => errors[name]);
        if (first) focusField(formRef.current, first);
      },
    },
  );
  const recommended = useWatch({ control, name: 'recommended' });

  const errorOf = (name: ReviewField) => {
    const key = messageKey(formState.errors[name]?.message, REVIEW_KEYS);
    return key ? t(key, { min: REVIEW_BODY_MIN }) : null;
  };
  const ratingError = errorOf('rating');
  const bodyError = errorOf('body');
  const invalid = FIELD_ORDER.filter((name) => formState.errors[name]);
  // A refused field is named, not "we couldn't send your review": the shopper knows what to fix.
  const fieldsToFix = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    invalid.map((name) => t(FIELD_LABELS[name])),
  );
  const alert =
    state.failure === 'write.notAllowed'
      ? t(state.failure)
      : invalid.length > 0
        ? t('write.errors.missing', { fields: fieldsToFix })
        : state.failure
          ? t(state.failure)
          : null;
  useFocusKeptOffAlerts(formRef, state);
  // A post made without JavaScript comes back with what was typed.
  const { values } = state;
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} className={styles.form} noValidate>
      {alert ? <FormAlert answer={state} title={alert} /> : null}
      <div className={styles.fields}>
        <fieldset className={styles.rating} aria-describedby={ratingError ? 'review-rating-error' : undefined}>
          <legend className={styles.legend}>{t('write.rating')}</legend>
          <div className={styles.stars}>
            {(['5', '4', '3', '2', '1'] as const).map((value) => (
              <label key={value} className={styles.star}>
                <input
                  type="radio"
                  {...register('rating')}
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
          {...register('title')}
          defaultValue={values.title}
          maxLength={REVIEW_TITLE_MAX}
          error={errorOf('title')}
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
            {...register('body')}
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
          <input
            ref={keepTickedBeforeScript((checked) => setValue('recommended', checked))}
            type="checkbox"
            name="recommended"
            value="yes"
            checked={recommended}
            onChange={(event) => setValue('recommended', event.target.checked)}
          />
          <span>{t('write.recommend')}</span>
        </label>
      </div>
      <button type="submit" className={buttonClassName({ block: true })} aria-disabled={pending || undefined}>
        {pending ? t('write.submitting') : t('write.submit')}
      </button>
    </form>
  );
}
