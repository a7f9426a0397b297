import { PageHeader } from '@/components/ui/page-header';
import { Link } from '@/components/ui/link';
import { MemberSkeleton } from '@/components/layout/member-skeleton';
import { readAsMember } from '@/lib/api/member-read';
import { listMemberBookings, ACTIVITY_PATH, type Booking } from '@/lib/api/happening';
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
  const [t, messages, answer] = await Promise.all([
    getTranslator(lang, 'happening'),
    pickMessages(lang, BOOKING_MESSAGES_PICK),
    readAsMember(country, lang, listMemberBookings),
  ]);
  if (answer === null) return <MemberSkeleton height="16rem" />;
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
  // Cancelled and past bookings show only when there are some.
  const laterGroup = (title: string, group: Booking[]) =>
    group.length > 0 ? (
      <>
        <h2 className={styles.sidebarTitle} style={{ marginTop: 'var(--space-6)' }}>
          {title}
        </h2>
        <ul className={bookingStyles.list}>{group.map(item)}</ul>
      </>
    ) : null;
  return (
    <section className={styles.page} aria-labelledby="bookings-heading">
      <PageHeader id="bookings-heading" title={t('booking.accountTitle')} classes={styles} />
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
        {laterGroup(t('booking.cancelledGroup'), bookings.cancelled)}
        {laterGroup(t('booking.past'), bookings.past)}
      </TranslationsProvider>
    </section>
  );
}
