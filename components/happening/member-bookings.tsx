import { Link } from '@/components/ui/link';
import { RefreshAfterSignIn } from '@/components/layout/refresh-after-sign-in';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api/errors';
import { listMemberBookings, ACTIVITY_PATH, type Booking } from '@/lib/api/happening';
import { getServerApiClient } from '@/lib/api/server';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { BookingFacts } from './booking-summary';
import { BOOKING_MESSAGES_PICK } from './messages';
import bookingStyles from './booking.module.css';
import styles from './happening.module.css';

/**
 * The groups a shopper expects: upcoming holds only the bookings still on, a cancelled one has its
 * own group whatever its date (the API files a cancelled future booking under past), past the rest.
 */
function groupMemberBookings(bookings: { upcoming: Booking[]; past: Booking[] }) {
  const all = [...bookings.upcoming, ...bookings.past];
  return {
    upcoming: bookings.upcoming.filter((booking) => booking.status !== 'cancelled'),
    cancelled: all.filter((booking) => booking.status === 'cancelled'),
    past: bookings.past.filter((booking) => booking.status !== 'cancelled'),
  };
}

/** `/account/bookings`: the member's upcoming, cancelled and past bookings, always fresh. */
export async function MemberBookings({ country, lang }: { country: CountryCode; lang: Language }) {
  const api = await getServerApiClient(country, lang);
  const [t, messages, answer] = await Promise.all([
    getTranslator(lang, 'happening'),
    pickMessages(lang, BOOKING_MESSAGES_PICK),
    // An expired access token: the browser refreshes it and this page is drawn again.
    listMemberBookings(api).catch((error: unknown) => {
      if (isApiError(error) && error.status === 401) return null;
      throw error;
    }),
  ]);
  if (answer === null) {
    return (
      <RefreshAfterSignIn>
        <Skeleton width="100%" height="16rem" />
      </RefreshAfterSignIn>
    );
  }
  const bookings = groupMemberBookings(answer);
  const none = bookings.upcoming.length + bookings.cancelled.length + bookings.past.length === 0;
  const defaultLang = defaultLanguage(country);
  const item = (booking: Booking) => (
    <li key={booking.number} className={bookingStyles.flow} data-testid="member-booking">
      <p className={bookingStyles.number}>
        <strong>{booking.number}</strong>{' '}
        <span className={bookingStyles.status} data-testid="booking-status">
          · {t(`booking.status.${booking.status}`)}
        </span>
      </p>
      <p className={bookingStyles.reviewTitle}>{booking.activity.title}</p>
      <BookingFacts booking={booking} country={country} lang={lang} />
      {booking.changeable ? (
        <div className={bookingStyles.actions}>
          <Link
            className={bookingStyles.secondary}
            href={withLanguage(`/happening/services/reschedule/${booking.number}`, lang, defaultLang)}
          >
            {t('booking.reschedule')}
          </Link>
          <Link
            className={bookingStyles.secondary}
            href={withLanguage(
              `/happening/${ACTIVITY_PATH[booking.activity.kind]}/cancel/${booking.number}`,
              lang,
              defaultLang,
            )}
          >
            {t('booking.cancel')}
          </Link>
        </div>
      ) : null}
    </li>
  );
  return (
    <section className={styles.page} aria-labelledby="bookings-heading">
      <header className={styles.header}>
        <h1 id="bookings-heading" className={styles.heading}>
          {t('booking.accountTitle')}
        </h1>
      </header>
      <TranslationsProvider lang={lang} resources={messages}>
        <h2 className={styles.sidebarTitle}>{t('booking.upcoming')}</h2>
        {bookings.upcoming.length === 0 ? (
          <p className={styles.empty}>
            {none ? t('booking.none') : t('booking.noneUpcoming')}{' '}
            <Link href={withLanguage('/happening/services', lang, defaultLang)}>{t('booking.discover')}</Link>
          </p>
        ) : (
          <ul className={bookingStyles.list}>{bookings.upcoming.map(item)}</ul>
        )}
        {bookings.cancelled.length > 0 ? (
          <>
            <h2 className={styles.sidebarTitle} style={{ marginTop: 'var(--space-6)' }}>
              {t('booking.cancelledGroup')}
            </h2>
            <ul className={bookingStyles.list}>{bookings.cancelled.map(item)}</ul>
          </>
        ) : null}
        {bookings.past.length > 0 ? (
          <>
            <h2 className={styles.sidebarTitle} style={{ marginTop: 'var(--space-6)' }}>
              {t('booking.past')}
            </h2>
            <ul className={bookingStyles.list}>{bookings.past.map(item)}</ul>
          </>
        ) : null}
      </TranslationsProvider>
    </section>
  );
}
