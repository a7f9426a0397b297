'use client';

import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { BookingQuestion } from '@/contract/happening';
import type { Activity, TimeSlot } from '@/lib/api/happening';
import type { CountryCode, Language } from '@/lib/site';
import { keepTypedBeforeScript } from '@/lib/forms/typed-before-script';
import type { BookingParts, BookingValues } from './booking-form';
import { BookingFacts } from './booking-summary';
import styles from './booking.module.css';

export type FieldName = 'fullName' | 'email' | 'phone' | `answers.${string}`;

interface StepProps {
  form: UseFormReturn<BookingValues, unknown, BookingParts>;
  /** A field's message, translated, once the step has been checked. */
  errorOf: (name: FieldName) => string | null;
}

/**
 * A field's value as the server draws it: a registered field gets its value from the form only
 * once the script runs, and a page without one (the form on one page) shows what it is given.
 */
const drawn = (form: StepProps['form'], name: FieldName) => {
  const value = form.getValues(name);
  return typeof value === 'string' ? value : '';
};

/** The activity's questions: a text, a choice from a list, or yes or no. */
export function QuestionsStep({ questions, form, errorOf }: StepProps & { questions: readonly BookingQuestion[] }) {
  const { t } = useTranslation('happening');
  return (
    <div className={styles.fields}>
      {questions.map((question) => {
        const name = `answers.${question.id}` as const;
        const errorText = errorOf(name);
        const label = question.required ? `${question.label} *` : question.label;
        if (question.type === 'text') {
          return (
            <TextField
              key={question.id}
              {...form.register(name)}
              defaultValue={drawn(form, name)}
              label={label}
              error={errorText}
            />
          );
        }
        if (question.type === 'select') {
          return (
            <label key={question.id} className={styles.select}>
              <span>{label}</span>
              <select
                {...form.register(name)}
                defaultValue={drawn(form, name)}
                aria-invalid={errorText ? true : undefined}
                aria-describedby={errorText ? `${question.id}-error` : undefined}
              >
                <option value="">{t('booking.choose')}</option>
                {question.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              {errorText ? (
                <span id={`${question.id}-error`} className={styles.error}>
                  {errorText}
                </span>
              ) : null}
            </label>
          );
        }
        return (
          <Controller
            key={question.id}
            control={form.control}
            name={name}
            render={({ field }) => {
              // An answer chosen before the page's script arrived (a slow phone) is kept once it has.
              const keepChosen = keepTypedBeforeScript((chosen) => field.onChange(chosen === 'true'));
              return (
                <fieldset className={styles.fieldset}>
                  <legend>{label}</legend>
                  {[true, false].map((value) => (
                    <label key={String(value)} className={styles.option}>
                      <input
                        // The first choice takes the focus when the question is left unanswered.
                        ref={(element) => {
                          keepChosen(element);
                          if (value) field.ref(element);
                        }}
                        type="radio"
                        // Posted as the review step posts it (`bookingEntries`), by the form on one page.
                        name={name}
                        value={String(value)}
                        checked={field.value === value}
                        onChange={() => field.onChange(value)}
                        onBlur={field.onBlur}
                      />
                      {value ? t('booking.yes') : t('booking.no')}
                    </label>
                  ))}
                  {errorText ? <span className={styles.error}>{errorText}</span> : null}
                </fieldset>
              );
            }}
          />
        );
      })}
    </div>
  );
}

/** Name, e-mail and phone; a member's own are filled in. */
export function ContactStep({ form, errorOf, prefilled }: StepProps & { prefilled: boolean }) {
  const { t } = useTranslation('happening');
  return (
    <div className={styles.fields}>
      {prefilled ? <p className={styles.muted}>{t('booking.prefilled')}</p> : null}
      <TextField
        {...form.register('fullName')}
        defaultValue={drawn(form, 'fullName')}
        label={t('booking.fullName')}
        autoComplete="name"
        error={errorOf('fullName')}
      />
      <TextField
        {...form.register('email')}
        defaultValue={drawn(form, 'email')}
        label={t('booking.email')}
        type="email"
        autoComplete="email"
        error={errorOf('email')}
      />
      <TextField
        {...form.register('phone')}
        defaultValue={drawn(form, 'phone')}
        label={t('booking.phone')}
        type="tel"
        autoComplete="tel"
        error={errorOf('phone')}
      />
    </div>
  );
}

/** What will be booked, and for whom. */
export function ReviewStep({
  activity,
  slot,
  artistId,
  contact,
  country,
  lang,
}: {
  activity: Activity;
  slot: TimeSlot;
  artistId: number | null;
  contact: BookingValues;
  country: CountryCode;
  lang: Language;
}) {
  const { t } = useTranslation('happening');
  return (
    <div className={styles.fields}>
      <p className={styles.reviewTitle}>{activity.title}</p>
      <BookingFacts
        booking={{
          slot,
          activity,
          artist: artistId === null ? null : slot.artist,
          store: { ...activity.store },
          price: activity.price,
        }}
        country={country}
        lang={lang}
      />
      <p>
        <span className={styles.muted}>{t('booking.contact')}: </span>
        {contact.fullName} · {contact.email}
        {contact.phone ? ` · ${contact.phone}` : ''}
      </p>
    </div>
  );
}
