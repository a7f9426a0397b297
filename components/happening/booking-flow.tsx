'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { newIdempotencyKey } from '@/lib/api/cart';
import { isApiError } from '@/lib/api/errors';
import {
  createBooking,
  getAvailableSlots,
  getBookingQuestions,
  type Activity,
  type Booking,
} from '@/lib/api/happening';
import { useAccount, useUserProfile } from '@/components/data/hooks';
import { queryKeys } from '@/lib/api/query-keys';
import { notify } from '@/lib/notifications';
import { useApiClient } from '@/components/data/api-client';
import { localeTag } from '@/lib/site/locale-tag';
import { BookingConfirmation } from './booking-confirmation';
import { ContactStep, QuestionsStep, ReviewStep } from './booking-details';
import type { BookingParts } from './booking-form';
import { refusalKeyOf } from './booking-refusal';
import { ArtistStep, groupSlots, SlotStep, SlotStepPlaceholder } from './booking-slot-step';
import styles from './booking.module.css';
import { useBookingDetails } from './use-booking-details';
import type { ScreenLocale } from '@/lib/routing/language-query';

type Step = 'slot' | 'artist' | 'questions' | 'contact' | 'review';

/**
 * The booking flow, one step at a time: date and time (in the store's zone) → artist or any
 * artist → the activity's questions → contact details (a member's prefilled) → review →
 * confirmation. Back keeps every choice; a failed booking keeps them too. The questions and
 * contact details are checked with the booking request's own rules, step by step.
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

  const { form, errorOf, check, setShowErrors } = useBookingDetails(questions, profile);

  const [step, setStep] = useState<Step>('slot');
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [artistId, setArtistId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booking, setBooking] = useState<Booking | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [step, booking]);

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

  const confirm = async (parts: BookingParts) => {
    if (!chosenSlot || busy) return;
    const body = { activityId: activity.id, slotId: chosenSlot.id, artistId, ...parts };
    const serialized = JSON.stringify(body);
    if (!attempt.current || attempt.current.body !== serialized) {
      attempt.current = { body: serialized, key: newIdempotencyKey() };
    }
    setBusy(true);
    setFailure(null);
    try {
      const created = await createBooking(client, body, attempt.current.key);
      setBooking(created);
      notify({ title: t('booking.confirmedTitle'), text: activity.title, type: 'success', group: 'booking' });
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setFailure(t('booking.slotTaken'));
        setTime(null);
        await slotsQuery.refetch();
        go('slot');
      } else {
        const key = isApiError(error) ? refusalKeyOf(error) : undefined;
        setFailure(key ? `${t('booking.notCompleted')} (${t(key)})` : t('booking.notCompleted'));
      }
    } finally {
      setBusy(false);
    }
  };

  // Next submits the questions and contact details, so Enter in a field moves on as Next does.
  const fieldStep = step === 'questions' || step === 'contact';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void forward();
  };
  // Checked step by step already; should the questions have changed since, back to the first wrong step.
  const review = () =>
    form.handleSubmit(confirm, (errors) => {
      setStep(errors.answers && steps.includes('questions') ? 'questions' : 'contact');
      setShowErrors(true);
    })();

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
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}

      {/* Never sent by the browser itself: the flow books through the API; a post keeps details out of URLs. */}
      <form method="post" noValidate onSubmit={onSubmit} className={styles.steps}>
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
          <ReviewStep
            activity={activity}
            slot={chosenSlot}
            artistId={artistId}
            contact={form.getValues()}
            country={country}
            lang={lang}
          />
        ) : null}

        <div className={styles.nav}>
          {index > 0 ? (
            <Button variant="secondary" type="button" onClick={() => go(steps[index - 1] ?? 'slot')}>
              {t('booking.back')}
            </Button>
          ) : (
            <span />
          )}
          {/* One button per step (the key): a press that changes the step must not find the same
              button turned into the next step's submit button, which the browser would then press
              too, moving on twice. */}
          {step === 'review' ? (
            <Button key={step} type="button" busy={busy} onClick={() => void review()}>
              {busy ? t('booking.confirming') : t('booking.confirm')}
            </Button>
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
