'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { newIdempotencyKey } from '@/lib/api/cart';
import { isApiError } from '@/lib/api/errors';
import {
  ACTIVITY_PATH,
  createBooking,
  getAvailableSlots,
  getBookingQuestions,
  type Activity,
  type Booking,
  type TimeSlot,
} from '@/lib/api/happening';
import { useAccount, useUserProfile } from '@/lib/api/hooks';
import { queryKeys } from '@/lib/api/query-keys';
import { notify } from '@/lib/notifications';
import { useApiClient } from '@/lib/api/react';
import { withLanguage } from '@/lib/routing/language-query';
import type { CountryCode, Language } from '@/lib/site';
import { formatZonedShortDate, formatZonedTime, zonedDateKey } from '@/lib/site/dates';
import { localeTag } from '@/lib/site/locale-tag';
import { answerErrors, contactErrors, messageKeyOf, type Answers, type ContactErrors } from './booking-form';
import { BookingFacts, CalendarLink } from './booking-summary';
import styles from './booking.module.css';

type Step = 'slot' | 'artist' | 'questions' | 'contact' | 'review';

/** Slots of one day grouped by start time: several artists may start at the same time. */
export function groupSlots(slots: readonly TimeSlot[], timeZone: string) {
  const days = new Map<string, Map<string, TimeSlot[]>>();
  for (const slot of slots) {
    if (slot.remaining <= 0) continue;
    const day = zonedDateKey(slot.startsAt, timeZone);
    const times = days.get(day) ?? new Map<string, TimeSlot[]>();
    times.set(slot.startsAt, [...(times.get(slot.startsAt) ?? []), slot]);
    days.set(day, times);
  }
  return days;
}

/**
 * The booking flow, one step at a time: date and time (in the store's zone) → artist or any
 * artist → the activity's questions → contact details (a member's prefilled) → review →
 * confirmation. Back keeps every choice; a failed booking keeps them too.
 */
export function BookingFlow({
  activity,
  country,
  lang,
  defaultLang,
}: {
  activity: Activity;
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
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
  const questions = questionsQuery.data ?? [];
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
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [artistId, setArtistId] = useState<number | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  // What the shopper typed; a member's account details fill whatever they have not touched.
  const [edited, setEdited] = useState<Partial<Record<'fullName' | 'email' | 'phone', string>>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booking, setBooking] = useState<Booking | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const prefilled = profile !== undefined;
  const contact = {
    fullName: edited.fullName ?? (profile ? `${profile.firstName} ${profile.lastName}`.trim() : ''),
    email: edited.email ?? profile?.email ?? '',
    phone: edited.phone ?? (profile?.mobile ? `+${profile.mobile.callingCode} ${profile.mobile.phoneNumber}` : ''),
  };
  const setContact = (next: typeof contact) => setEdited(next);

  useEffect(() => {
    headingRef.current?.focus();
  }, [step, booking]);

  const dayKeys = [...days.keys()].sort();
  const selectedDay = day && days.has(day) ? day : (dayKeys[0] ?? null);
  const times = selectedDay ? [...(days.get(selectedDay)?.keys() ?? [])].sort() : [];
  const timeSlots = time ? [...days.values()].flatMap((entry) => entry.get(time) ?? []) : [];
  const chosenSlot = timeSlots.find((slot) => slot.artist?.id === artistId) ?? timeSlots[0] ?? null;
  const contactProblems: ContactErrors = contactErrors(contact);
  const answerProblems = answerErrors(questions, answers);
  const index = steps.indexOf(step);

  const go = (next: Step) => {
    setShowErrors(false);
    setStep(next);
  };
  const forward = () => {
    if (step === 'slot' && !chosenSlot) return;
    if (step === 'questions' && Object.keys(answerProblems).length > 0) return setShowErrors(true);
    if (step === 'contact' && Object.keys(contactProblems).length > 0) return setShowErrors(true);
    const next = steps[index + 1];
    if (next) go(next);
  };

  const confirm = async () => {
    if (!chosenSlot || busy) return;
    const body = {
      activityId: activity.id,
      slotId: chosenSlot.id,
      artistId: artistId,
      answers,
      contact: { fullName: contact.fullName, email: contact.email, phone: contact.phone || null },
    };
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
        const key = isApiError(error) ? messageKeyOf(error.message) : undefined;
        setFailure(key ? `${t('booking.notCompleted')} (${t(key)})` : t('booking.notCompleted'));
      }
    } finally {
      setBusy(false);
    }
  };

  if (booking) {
    const token = booking.member ? '' : `?token=${encodeURIComponent(booking.manageToken)}`;
    return (
      <section className={styles.flow} aria-labelledby="booking-done" data-testid="booking-confirmation">
        <h2 id="booking-done" ref={headingRef} tabIndex={-1} className={styles.title}>
          {t('booking.confirmedTitle')}
        </h2>
        <p className={styles.number}>
          {t('booking.number')} <strong data-testid="booking-number">{booking.number}</strong>
        </p>
        <BookingFacts booking={booking} country={country} lang={lang} />
        <p className={styles.muted}>{t('booking.storeTime', { zone })}</p>
        <p className={styles.muted}>{t('booking.manageNote')}</p>
        <div className={styles.actions}>
          <CalendarLink booking={booking} />
          <Link
            className={styles.secondary}
            href={withLanguage(`/happening/services/reschedule/${booking.number}${token}`, lang, defaultLang)}
          >
            {t('booking.reschedule')}
          </Link>
          <Link
            className={styles.secondary}
            href={withLanguage(
              `/happening/${ACTIVITY_PATH[booking.activity.kind]}/cancel/${booking.number}${token}`,
              lang,
              defaultLang,
            )}
          >
            {t('booking.cancel')}
          </Link>
        </div>
      </section>
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

      {step === 'slot' ? (
        slotsQuery.isPending ? (
          <p className={styles.muted}>{t('booking.loading')}</p>
        ) : dayKeys.length === 0 ? (
          <p className={styles.empty} data-testid="no-slots">
            {t('booking.noAvailableSlots')}
          </p>
        ) : (
          <>
            <fieldset className={styles.fieldset}>
              <legend>{t('booking.chooseDate')}</legend>
              <div className={styles.days}>
                {dayKeys.map((key) => {
                  const first = [...(days.get(key)?.keys() ?? [])][0] ?? `${key}T12:00:00Z`;
                  return (
                    <button
                      key={key}
                      type="button"
                      className={styles.day}
                      aria-pressed={selectedDay === key}
                      onClick={() => {
                        setDay(key);
                        setTime(null);
                      }}
                    >
                      {formatZonedShortDate(first, zone, locale)}
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <fieldset className={styles.fieldset}>
              <legend>{t('booking.chooseTime')}</legend>
              <div className={styles.times}>
                {times.map((start) => (
                  <button
                    key={start}
                    type="button"
                    className={styles.time}
                    aria-pressed={time === start}
                    data-testid="slot-time"
                    onClick={() => {
                      setTime(start);
                      setArtistId(null);
                    }}
                  >
                    {formatZonedTime(start, zone, locale)}
                  </button>
                ))}
              </div>
            </fieldset>
            <p className={styles.muted}>{t('booking.storeTime', { zone })}</p>
          </>
        )
      ) : null}

      {step === 'artist' ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('booking.artistHint')}</legend>
          <label className={styles.option}>
            <input type="radio" name="artist" checked={artistId === null} onChange={() => setArtistId(null)} />
            {t('booking.anyArtist')}
          </label>
          {timeSlots
            .filter((slot) => slot.artist)
            .map((slot) => (
              <label key={slot.id} className={styles.option}>
                <input
                  type="radio"
                  name="artist"
                  checked={artistId === slot.artist?.id}
                  onChange={() => setArtistId(slot.artist?.id ?? null)}
                />
                {slot.artist?.name} <span className={styles.muted}>{slot.artist?.specialty}</span>
              </label>
            ))}
        </fieldset>
      ) : null}

      {step === 'questions' ? (
        <div className={styles.fields}>
          {questions.map((question) => {
            const error = showErrors ? answerProblems[question.id] : undefined;
            const errorText = error ? t(error) : null;
            const label = question.required ? `${question.label} *` : question.label;
            if (question.type === 'text') {
              return (
                <TextField
                  key={question.id}
                  label={label}
                  value={String(answers[question.id] ?? '')}
                  error={errorText}
                  onChange={(event) => setAnswers({ ...answers, [question.id]: event.target.value })}
                />
              );
            }
            if (question.type === 'select') {
              return (
                <label key={question.id} className={styles.select}>
                  <span>{label}</span>
                  <select
                    value={String(answers[question.id] ?? '')}
                    aria-invalid={errorText ? true : undefined}
                    aria-describedby={errorText ? `${question.id}-error` : undefined}
                    onChange={(event) => setAnswers({ ...answers, [question.id]: event.target.value })}
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
              <fieldset key={question.id} className={styles.fieldset}>
                <legend>{label}</legend>
                {[true, false].map((value) => (
                  <label key={String(value)} className={styles.option}>
                    <input
                      type="radio"
                      name={question.id}
                      checked={answers[question.id] === value}
                      onChange={() => setAnswers({ ...answers, [question.id]: value })}
                    />
                    {value ? t('booking.yes') : t('booking.no')}
                  </label>
                ))}
                {errorText ? <span className={styles.error}>{errorText}</span> : null}
              </fieldset>
            );
          })}
        </div>
      ) : null}

      {step === 'contact' ? (
        <div className={styles.fields}>
          {isSignedIn && prefilled ? <p className={styles.muted}>{t('booking.prefilled')}</p> : null}
          <TextField
            label={t('booking.fullName')}
            name="fullName"
            autoComplete="name"
            value={contact.fullName}
            error={showErrors && contactProblems.fullName ? t(contactProblems.fullName) : null}
            onChange={(event) => setContact({ ...contact, fullName: event.target.value })}
          />
          <TextField
            label={t('booking.email')}
            name="email"
            type="email"
            autoComplete="email"
            value={contact.email}
            error={showErrors && contactProblems.email ? t(contactProblems.email) : null}
            onChange={(event) => setContact({ ...contact, email: event.target.value })}
          />
          <TextField
            label={t('booking.phone')}
            name="phone"
            type="tel"
            autoComplete="tel"
            value={contact.phone}
            error={showErrors && contactProblems.phone ? t(contactProblems.phone) : null}
            onChange={(event) => setContact({ ...contact, phone: event.target.value })}
          />
        </div>
      ) : null}

      {step === 'review' && chosenSlot ? (
        <div className={styles.fields}>
          <p className={styles.reviewTitle}>{activity.title}</p>
          <BookingFacts
            booking={{
              slot: chosenSlot,
              activity,
              artist: artistId === null ? null : chosenSlot.artist,
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
      ) : null}

      <div className={styles.nav}>
        {index > 0 ? (
          <Button variant="secondary" type="button" onClick={() => go(steps[index - 1] ?? 'slot')}>
            {t('booking.back')}
          </Button>
        ) : (
          <span />
        )}
        {step === 'review' ? (
          <Button type="button" busy={busy} onClick={() => void confirm()}>
            {busy ? t('booking.confirming') : t('booking.confirm')}
          </Button>
        ) : (
          <Button type="button" onClick={forward} aria-disabled={step === 'slot' && !chosenSlot ? true : undefined}>
            {t('booking.next')}
          </Button>
        )}
      </div>
    </section>
  );
}
