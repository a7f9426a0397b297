'use client';

import { Link } from '@/components/ui/link';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTIVITY_PATH, type Booking } from '@/lib/api/happening';
import { GUEST_BOOKING_HOLD_MINUTES } from '@/contract/happening-bookings';
import { withLanguage, type ScreenLocale } from '@/lib/routing/language-query';
import { BookingFacts, CalendarLink } from './booking-summary';
import styles from './booking.module.css';

/** The booking made: its number, what and when, and the links to add, move or cancel it. */
export function BookingConfirmation({
  booking,
  headingRef,
  zone,
  country,
  lang,
  defaultLang,
}: ScreenLocale & {
  booking: Booking;
  headingRef: Ref<HTMLHeadingElement>;
  /** The store's time zone. */
  zone: string;
}) {
  const { t } = useTranslation('happening');
  const token = booking.member ? '' : `?token=${encodeURIComponent(booking.manageToken)}`;
  // A guest's place is held until they open the link sent to their address (docs/booking.md, Guests).
  const pending = booking.status === 'pending';
  return (
    <section className={styles.flow} aria-labelledby="booking-done" data-testid="booking-confirmation">
      <h2 id="booking-done" ref={headingRef} tabIndex={-1} className={styles.title}>
        {pending ? t('booking.pendingTitle') : t('booking.confirmedTitle')}
      </h2>
      {pending ? (
        <p role="status" data-testid="booking-pending">
          {t('booking.pendingNote', { email: booking.contact.email, minutes: GUEST_BOOKING_HOLD_MINUTES })}
        </p>
      ) : null}
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
