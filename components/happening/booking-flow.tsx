'use client';

import { boundAction } from '@/components/forms/bound-action';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { Button, buttonClassName } from '@/components/ui/button';
import { ACTIVITY_PATH, getAvailableSlots, getBookingQuestions, type Activity } from '@/lib/api/happening';
import { useAccount, useHydrated, useUserProfile } from '@/components/data/hooks';
import { queryKeys } from '@/lib/api/query-keys';
import { runtimeKeys } from '@/lib/i18n/config';
import { notify } from '@/lib/notifications';
import { useApiClient } from '@/components/data/api-client';
import { BOOKING_QUERY } from '@/lib/routing/booking-variant';
import { localeTag } from '@/lib/site/locale-tag';
import { bookWithForm } from './booking-actions';
import { BookingConfirmation } from './booking-confirmation';
import { ContactStep, QuestionsStep, ReviewStep } from './booking-details';
import { bookingEntries } from './booking-form';
import { ArtistStep, groupSlots, SlotStep, SlotStepPlaceholder } from './booking-slot-step';
import styles from './booking.module.css';
import { useBookingDetails } from './use-booking-details';
import { withLanguage, type ScreenLocale } from '@/lib/routing/language-query';

type Step = 'slot' | 'artist' | 'questions' | 'contact' | 'review';

/**
 * The booking flow, one step at a time: date and time (in the store's zone) → artist or any
 * artist → the activity's questions → contact details (a member's prefilled) → review →
 * confirmation. Back keeps every choice; a failed booking keeps them too. The questions and
 * contact details are checked with the booking request's own rules, step by step; the review
 * posts them to the booking's server action, its only write, whose refusal takes the focus. Until
 * the script runs, Continue leads to the same booking on one page (`?book=1`), which works without.
 */
export function BookingFlow({
  activity,
  country,
  lang,
  defaultLang,
}: ScreenLocale & {
  activity: Activity;
}) {
  const { t } = useTranslation('happening');
  const client = useApiClient();
  const { isSignedIn } = useAccount();
  const profile = useUserProfile();
  const hydrated = useHydrated();
  const zone = activity.store.timeZone;
  const locale = localeTag(country, lang);

  const slotsQuery = useQuery({
    queryKey: queryKeys.catalogue(country, lang, 'available-slots', activity.id),
    queryFn: ({ signal }) => getAvailableSlots(client, activity.id, { signal }),
    staleTime: 0,
  });
  const questionsQuery = useQuery({
    queryKey: queryKeys.catalogue(country, lang, 'booking-questions', activity.id),
    queryFn: ({ signal }) => getBookingQuestions(client, activity.id, { signal }),
  });
  const questions = useMemo(() => questionsQuery.data ?? [], [questionsQuery.data]);
  const days = useMemo(() => groupSlots(slotsQuery.data ?? [], zone), [slotsQuery.data, zone]);
  const withArtists = (slotsQuery.data ?? []).some((slot) => slot.artist !== null);
  const steps: Step[] = [
    'slot',
    ...(withArtists ? (['artist'] as const) : []),
    ...(questions.length > 0 ? (['questions'] as const) : []),
    'contact',
    'review',
  ];

  const [step, setStep] = useState<Step>('slot');
  const action = boundAction(bookWithForm, country, lang, activity.id);
  // Refused on review (the questions changed since they were checked): back to the first wrong step.
  const { form, errorOf, check, setShowErrors } = useBookingDetails(questions, profile, action, (errors) =>
    setStep(errors.answers && steps.includes('questions') ? 'questions' : 'contact'),
  );
  const { state, pending, formAction } = form;
  const booking = state.booking ?? null;

  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [artistId, setArtistId] = useState<number | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A time taken meanwhile: back to the times, with the answer saying so.
  const [answered, setAnswered] = useState(state);
  if (answered !== state) {
    setAnswered(state);
    if (state.slotTaken) {
      setTime(null);
      setShowErrors(false);
      setStep('slot');
    }
  }
  const handled = useRef(state);
  useEffect(() => {
    if (handled.current === state) return;
    handled.current = state;
    if (state.slotTaken) void slotsQuery.refetch();
    if (state.booking)
      notify({ title: t('booking.confirmedTitle'), text: activity.title, type: 'success', group: 'booking' });
  }, [state, slotsQuery, t, activity.title]);

  // Each step's heading takes the focus, but a step the answer led to leaves it on the answer.
  const focusedFor = useRef(state);
  useEffect(() => {
    const answer = focusedFor.current !== state;
    focusedFor.current = state;
    if (!answer || state.booking) headingRef.current?.focus();
  }, [step, state]);

  const dayKeys = [...days.keys()].sort();
  const selectedDay = day && days.has(day) ? day : (dayKeys[0] ?? null);
  const timeSlots = time ? [...days.values()].flatMap((entry) => entry.get(time) ?? []) : [];
  const chosenSlot = timeSlots.find((slot) => slot.artist?.id === artistId) ?? timeSlots[0] ?? null;
  const index = steps.indexOf(step);

  const go = (next: Step) => {
    setShowErrors(false);
    setStep(next);
  };
  const forward = async () => {
    if (step === 'slot' && !chosenSlot) return;
    if ((step === 'questions' || step === 'contact') && !(await check(step))) return;
    const next = steps[index + 1];
    if (next) go(next);
  };

  // Next submits the questions and contact details, so Enter in a field moves on as Next does;
  // on review the form posts the booking, checked once more as a whole.
  const fieldStep = step === 'questions' || step === 'contact';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step === 'review' && chosenSlot) return form.onSubmit(event);
    event.preventDefault();
    void forward();
  };
  const refusal = pending
    ? null
    : state.slotTaken
      ? t('booking.slotTaken')
      : state.refused?.reasonKey
        ? `${t('booking.notCompleted')} (${runtimeKeys(t)(state.refused.reasonKey)})`
        : state.refused
          ? t('booking.notCompleted')
          : null;

  if (booking) {
    return (
      <BookingConfirmation
        booking={booking}
        headingRef={headingRef}
        zone={zone}
        country={country}
        lang={lang}
        defaultLang={defaultLang}
      />
    );
  }

  return (
    <section className={styles.flow} aria-labelledby="booking-step">
      <p className={styles.progress}>
        <span>{t('booking.progress', { current: index + 1, total: steps.length })}</span>
        <span className={styles.bar} aria-hidden="true">
          <span style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
        </span>
      </p>
      <h2 id="booking-step" ref={headingRef} tabIndex={-1} className={styles.title}>
        {t(`booking.steps.${step}`)}
      </h2>
      {refusal ? <FormAlert answer={state} title={refusal} /> : null}

      {/* Posted to the booking's action from the review step only: no step before it has a button
          that submits before the page is interactive. */}
      <form action={formAction} noValidate onSubmit={onSubmit} className={styles.steps}>
        {step === 'slot' ? (
          slotsQuery.isPending ? (
            <SlotStepPlaceholder zone={zone} />
          ) : dayKeys.length === 0 ? (
            <p className={styles.empty} data-testid="no-slots">
              {t('booking.noAvailableSlots')}
            </p>
          ) : (
            <SlotStep
              days={days}
              selectedDay={selectedDay}
              time={time}
              zone={zone}
              locale={locale}
              onDay={(key) => {
                setDay(key);
                setTime(null);
              }}
              onTime={(start) => {
                setTime(start);
                setArtistId(null);
              }}
            />
          )
        ) : null}

        {step === 'artist' ? <ArtistStep timeSlots={timeSlots} artistId={artistId} onArtist={setArtistId} /> : null}

        {step === 'questions' ? <QuestionsStep questions={questions} form={form} errorOf={errorOf} /> : null}

        {step === 'contact' ? (
          <ContactStep form={form} errorOf={errorOf} prefilled={isSignedIn && profile !== undefined} />
        ) : null}

        {step === 'review' && chosenSlot ? (
          <>
            <ReviewStep
              activity={activity}
              slot={chosenSlot}
              artistId={artistId}
              contact={form.getValues()}
              country={country}
              lang={lang}
            />
            {/* What is booked, posted with the review: the details typed in the steps before it. */}
            <input type="hidden" name="slotId" value={chosenSlot.id} />
            <input type="hidden" name="artistId" value={artistId ?? ''} />
            {bookingEntries(form.getValues()).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
          </>
        ) : null}

        <div className={styles.nav}>
          {index > 0 ? (
            <Button variant="secondary" type="button" onClick={() => go(steps[index - 1] ?? 'slot')}>
              {t('booking.back')}
            </Button>
          ) : (
            <span />
          )}
          {/* Until the script runs, a link to the booking on one page, drawn as the button it
              stands for, so nothing moves when the script takes over. Then one button per step
              (the key): a press that changes the step must not find the same button turned into
              the next step's submit button, which the browser would then press too, moving on
              twice. */}
          {!hydrated ? (
            <a
              href={withLanguage(
                `/happening/${ACTIVITY_PATH[activity.kind]}/${activity.id}?${BOOKING_QUERY}`,
                lang,
                defaultLang,
              )}
              className={buttonClassName({})}
              data-testid="booking-one-page"
            >
              {t('booking.next')}
            </a>
          ) : step === 'review' ? (
            <FormSubmit
              key={step}
              pending={pending}
              label={t('booking.confirm')}
              pendingLabel={t('booking.confirming')}
              block={false}
              keepFocus
            />
          ) : (
            <Button
              key={step}
              type={fieldStep ? 'submit' : 'button'}
              onClick={fieldStep ? undefined : () => void forward()}
              aria-disabled={step === 'slot' && !chosenSlot ? true : undefined}
            >
              {t('booking.next')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
