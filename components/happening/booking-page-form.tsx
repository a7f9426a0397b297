'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef } from 'react';
import { get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { focusField, useFocusKeptOffAlerts } from '@/components/forms/alert-focus';
import { boundAction } from '@/components/forms/bound-action';
import { FormAlert, FormAlertHelp } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { useActionForm } from '@/components/forms/use-action-form';
import type { BookingQuestion } from '@/contract/happening';
import type { Activity, TimeSlot } from '@/lib/api/happening';
import { messageKey } from '@/lib/forms/issue-keys';
import { postedErrors } from '@/lib/forms/posted-errors';
import { runtimeKeys } from '@/lib/i18n/config';
import type { ScreenLocale } from '@/lib/routing/language-query';
import { localeTag } from '@/lib/site/locale-tag';
import { bookWithForm, type BookingFormState } from './booking-actions';
import { BookingConfirmation } from './booking-confirmation';
import { ContactStep, QuestionsStep, type FieldName } from './booking-details';
import {
  BOOKING_KEYS,
  bookingFormSchema,
  bookingIssues,
  stepFields,
  type BookingParts,
  type BookingValues,
} from './booking-form';
import { SlotChoices } from './booking-slot-choices';
import { groupSlots } from './booking-slot-step';
import styles from './booking.module.css';

const errorsFrom = (state: BookingFormState) => postedErrors<BookingValues>(state.fields);

export interface BookingPageFormProps extends ScreenLocale {
  activity: Activity;
  /** The free times, read for this page. */
  slots: readonly TimeSlot[];
  questions: readonly BookingQuestion[];
  /** What the fields start with: a member's details from their profile, a guest's empty. */
  contact: BookingValues;
  /** A member's details were filled in. */
  prefilled: boolean;
  /**
   * The idempotency key of this form, made on the server each time it is drawn: the same page
   * posted twice (a double press, the browser posting it again) books once.
   */
  attemptKey: string;
}

/**
 * The booking on one page: every free time (with an artist or any artist), the activity's
 * questions and the contact details, posted to the booking's server action, the stepper's own
 * write. Without JavaScript the browser posts it and the page comes back with the answer, what was
 * typed kept; with it, the fields are checked first with the same rules. A refusal is said above
 * the fields and takes the focus; a time taken meanwhile asks for another; a booking shows the
 * stepper's confirmation.
 */
export function BookingPageForm({
  activity,
  slots,
  questions,
  contact,
  prefilled,
  attemptKey,
  country,
  lang,
  defaultLang,
}: BookingPageFormProps) {
  const { t } = useTranslation('happening');
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const zone = activity.store.timeZone;
  const action = boundAction(bookWithForm, country, lang, activity.id);
  const resolver = useMemo(() => zodResolver(bookingFormSchema(questions), { error: bookingIssues }), [questions]);
  // The fields in the order they are drawn, so the first wrong one is named and takes the focus.
  const fields = useMemo(
    () => [...stepFields('questions', questions), ...stepFields('contact', questions)],
    [questions],
  );
  const form = useActionForm<BookingValues, BookingFormState, BookingParts>(
    action,
    {},
    {
      resolver,
      defaultValues: (posted) => posted.values ?? contact,
      errorsFrom,
      shouldFocusError: false,
      onInvalid: (errors) => {
        const first = fields.find((name) => get(errors, name));
        if (first) focusField(formRef.current, first);
      },
    },
  );
  const { state, pending, formState } = form;
  useFocusKeptOffAlerts(formRef, state);

  // A time taken meanwhile: the times are read again, without it (a post without JavaScript comes
  // back with them read again already).
  useEffect(() => {
    if (state.slotTaken) router.refresh();
  }, [state, router]);
  useEffect(() => {
    if (state.booking) headingRef.current?.focus();
  }, [state.booking]);

  if (state.booking) {
    return (
      <BookingConfirmation
        booking={state.booking}
        headingRef={headingRef}
        zone={zone}
        country={country}
        lang={lang}
        defaultLang={defaultLang}
      />
    );
  }

  const errorOf = (name: FieldName) => {
    const key = messageKey(form.getFieldState(name, formState).error?.message, BOOKING_KEYS);
    return key ? t(key) : null;
  };
  const wrong = fields.map(errorOf).find((message) => message !== null) ?? null;
  // The fields' own refusal follows them as they are mended; any other stands until the next post.
  const alert = pending
    ? null
    : state.slotTaken
      ? { title: t('booking.slotTaken'), help: null }
      : wrong
        ? { title: t('booking.notBooked'), help: wrong }
        : state.refused && !state.fields
          ? {
              title: t('booking.notBooked'),
              help: state.refused.reasonKey ? runtimeKeys(t)(state.refused.reasonKey) : null,
            }
          : null;
  const days = groupSlots(slots, zone);

  return (
    <section className={styles.flow} aria-labelledby="booking-form-title" data-testid="booking-page-form">
      <h2 id="booking-form-title" className={styles.title}>
        {t('booking.title')}
      </h2>
      {days.size === 0 ? (
        <p className={styles.empty} data-testid="no-slots">
          {t('booking.noAvailableSlots')}
        </p>
      ) : (
        <form ref={formRef} action={form.formAction} noValidate onSubmit={form.onSubmit} className={styles.steps}>
          {alert ? (
            <FormAlert answer={state} title={alert.title}>
              {alert.help ? <FormAlertHelp>{alert.help}</FormAlertHelp> : null}
            </FormAlert>
          ) : null}
          <SlotChoices days={days} zone={zone} locale={localeTag(country, lang)} chosen={state.slot} />
          {questions.length > 0 ? (
            <fieldset className={styles.fieldset}>
              <legend>{t('booking.steps.questions')}</legend>
              <QuestionsStep questions={questions} form={form} errorOf={errorOf} />
            </fieldset>
          ) : null}
          <fieldset className={styles.fieldset}>
            <legend>{t('booking.steps.contact')}</legend>
            <ContactStep form={form} errorOf={errorOf} prefilled={prefilled} />
          </fieldset>
          <input type="hidden" name="key" value={attemptKey} />
          <div className={styles.nav}>
            <span />
            <FormSubmit
              pending={pending}
              label={t('booking.confirm')}
              pendingLabel={t('booking.confirming')}
              block={false}
              keepFocus
            />
          </div>
        </form>
      )}
    </section>
  );
}
