'use client';

import { useTranslation } from 'react-i18next';
import {
  formatMoneyIn,
  formatZonedDate,
  formatZonedTime,
  localeTag,
  type CountryCode,
  type Language,
} from '@/lib/site';
import type { Booking } from '@/lib/api/happening';
import { paymentNote } from './activity-card';
import { bookingIcs } from './ics';
import styles from './booking.module.css';

/** The facts of a booking in the store's time: date, time, duration, artist, store and price. */
export function BookingFacts({
  booking,
  country,
  lang,
}: {
  booking: Pick<Booking, 'slot' | 'activity' | 'artist' | 'price'> & {
    store: { name: string; timeZone: string; address?: string };
  };
  country: CountryCode;
  lang: Language;
}) {
  const { t } = useTranslation('happening');
  const locale = localeTag(country, lang);
  const zone = booking.store.timeZone;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('booking.date')}</dt>
        <dd data-testid="booking-date">{formatZonedDate(booking.slot.startsAt, zone, locale)}</dd>
      </div>
      <div>
        <dt>{t('booking.time')}</dt>
        <dd data-testid="booking-time">
          {formatZonedTime(booking.slot.startsAt, zone, locale)}–{formatZonedTime(booking.slot.endsAt, zone, locale)}
        </dd>
      </div>
      <div>
        <dt>{t('booking.duration')}</dt>
        <dd>{t('activities.duration', { minutes: booking.activity.durationMinutes })}</dd>
      </div>
      <div>
        <dt>{t('booking.artist')}</dt>
        <dd>{booking.artist ? booking.artist.name : t('booking.anyArtist')}</dd>
      </div>
      <div>
        <dt>{t('booking.store')}</dt>
        <dd>
          {booking.store.name}
          {booking.store.address ? <span className={styles.muted}> · {booking.store.address}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{t('booking.price')}</dt>
        <dd data-testid="booking-price">
          {booking.price.amount === 0 ? t('activities.free') : formatMoneyIn(booking.price, country, lang)}
          {booking.price.amount > 0 ? <span className={styles.payNote}>{paymentNote(booking.price, t)}</span> : null}
        </dd>
      </div>
    </dl>
  );
}

/** A download of the booking as an .ics file, written in the store's zone. */
export function CalendarLink({ booking }: { booking: Booking }) {
  const { t } = useTranslation('happening');
  const ics = bookingIcs({
    uid: booking.number,
    title: booking.activity.title,
    location: `${booking.store.name}, ${booking.store.address}, ${booking.store.city}`,
    description: `${t('booking.number')}: ${booking.number}`,
    startsAt: booking.slot.startsAt,
    endsAt: booking.slot.endsAt,
    timeZone: booking.store.timeZone,
  });
  return (
    <a
      className={styles.secondary}
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`}
      download={`booking-${booking.number}.ics`}
    >
      {t('booking.addToCalendar')}
    </a>
  );
}
