'use client';

import { Link } from '@/components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/errors';
import { ACTIVITY_PATH, cancelBooking, getAvailableSlots, rescheduleBooking, type Booking } from '@/lib/api/happening';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiClient } from '@/components/data/api-client';
import { withLanguage, type ScreenLocale } from '@/lib/routing/language-query';
import { formatZonedShortDate, formatZonedTime } from '@/lib/site/dates';
import { localeTag } from '@/lib/site/locale-tag';
import { BOOKING_REFUSAL_KEYS, refusalKeyOf } from './booking-refusal';
import { groupSlots } from './booking-slot-step';
import { BookingFacts, CalendarLink } from './booking-summary';
import styles from './booking.module.css';

/** Cancel or reschedule one booking; an expired or cancelled one only shows its state. */
export function ManageBooking({
  mode,
  initial,
  token,
  country,
  lang,
  defaultLang,
}: ScreenLocale & {
  mode: 'cancel' | 'reschedule';
  initial: Booking;
  token: string | undefined;
}) {
  const { t } = useTranslation('happening');
  const client = useApiClient();
  const [booking, setBooking] = useState(initial);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const zone = booking.store.timeZone;
  const locale = localeTag(country, lang);

  const slotsQuery = useQuery({
    queryKey: queryKeys.catalogue(country, lang, 'available-slots', booking.activity.id),
    queryFn: ({ signal }) => getAvailableSlots(client, booking.activity.id, { signal }),
    enabled: mode === 'reschedule' && booking.changeable,
    staleTime: 0,
  });
  const days = useMemo(() => groupSlots(slotsQuery.data ?? [], zone), [slotsQuery.data, zone]);

  const run = async (action: () => Promise<Booking>) => {
    setBusy(true);
    setFailure(null);
    try {
      setBooking(await action());
      setDone(true);
    } catch (error) {
      // The slot started while the page was open: the booking is expired now, and shows it.
      if (isApiError(error) && error.status === 422)
        setBooking((current) => ({ ...current, status: 'expired', changeable: false }));
      else {
        const key = isApiError(error) ? refusalKeyOf(error) : undefined;
        setFailure(key ? t(key) : t('booking.notCompleted'));
        if (key === BOOKING_REFUSAL_KEYS.booking_slot_full) await slotsQuery.refetch();
      }
    } finally {
      setBusy(false);
    }
  };

  const activityHref = withLanguage(
    `/happening/${ACTIVITY_PATH[booking.activity.kind]}/${booking.activity.id}`,
    lang,
    defaultLang,
  );
  return (
    <section className={styles.flow} aria-labelledby="manage-title" data-testid="manage-booking">
      <h1 id="manage-title" className={styles.title}>
        {mode === 'cancel' ? t('booking.cancelTitle') : t('booking.rescheduleTitle')}
      </h1>
      <p className={styles.number}>
        {t('booking.number')} <strong data-testid="booking-number">{booking.number}</strong>{' '}
        <span className={styles.status} data-testid="booking-status">
          · {t(`booking.status.${booking.status}`)}
        </span>
      </p>
      <p className={styles.reviewTitle}>{booking.activity.title}</p>
      <BookingFacts booking={booking} country={country} lang={lang} />
      <p className={styles.muted}>{t('booking.storeTime', { zone })}</p>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      {done ? (
        <p role="status" className={styles.empty}>
          {mode === 'cancel' ? t('booking.cancelledText') : t('booking.rescheduledText')}
        </p>
      ) : null}
      {booking.status === 'cancelled' && !done ? (
        <>
          <p role="status" className={styles.empty} data-testid="booking-cancelled">
            {t('booking.cancelledRefusal')}
          </p>
          <div className={styles.actions}>
            <Link className={styles.secondary} href={activityHref}>
              {t('booking.chooseAnother')}
            </Link>
          </div>
        </>
      ) : null}
      {booking.status === 'expired' ? (
        <p role="status" className={styles.empty} data-testid="booking-expired">
          {t('booking.expired')}
        </p>
      ) : null}

      {booking.changeable && mode === 'cancel' && !done ? (
        <div className={styles.actions}>
          <Button
            type="button"
            busy={busy}
            onClick={() => void run(() => cancelBooking(client, booking.number, token))}
          >
            {t('booking.cancelConfirm')}
          </Button>
          <Link className={styles.secondary} href={activityHref}>
            {t('booking.keep')}
          </Link>
        </div>
      ) : null}

      {booking.changeable && mode === 'reschedule' && !done ? (
        <>
          {slotsQuery.isPending ? <p className={styles.muted}>{t('booking.loading')}</p> : null}
          {!slotsQuery.isPending && days.size === 0 ? (
            <p className={styles.empty}>{t('booking.noAvailableSlots')}</p>
          ) : null}
          {[...days.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([day, times]) => (
              <fieldset key={day} className={styles.fieldset}>
                <legend>{formatZonedShortDate(`${[...times.keys()][0]}`, zone, locale)}</legend>
                <div className={styles.times}>
                  {[...times.entries()]
                    .sort(([a], [b]) => a.localeCompare(b))
                    .flatMap(([, slots]) => slots)
                    .filter((slot) => slot.id !== booking.slot.id)
                    .map((slot) => (
                      <button
                        key={slot.id}
                        type="button"
                        className={styles.time}
                        aria-pressed={slotId === slot.id}
                        data-testid="slot-time"
                        onClick={() => setSlotId(slot.id)}
                      >
                        {formatZonedTime(slot.startsAt, zone, locale)}
                        {slot.artist ? ` · ${slot.artist.name}` : ''}
                      </button>
                    ))}
                </div>
              </fieldset>
            ))}
          <div className={styles.actions}>
            <Button
              type="button"
              busy={busy}
              aria-disabled={slotId === null ? true : undefined}
              onClick={() => {
                if (slotId !== null) void run(() => rescheduleBooking(client, booking.number, slotId, token));
              }}
            >
              {t('booking.rescheduleConfirm')}
            </Button>
            <Link className={styles.secondary} href={activityHref}>
              {t('booking.keep')}
            </Link>
          </div>
        </>
      ) : null}
      {done && booking.status !== 'cancelled' ? (
        <div className={styles.actions}>
          <CalendarLink booking={booking} />
        </div>
      ) : null}
    </section>
  );
}
