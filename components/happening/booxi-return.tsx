import Link from 'next/link';
import { orNull } from '@/lib/api/catalogue';
import { getBooking } from '@/lib/api/happening';
import { getServerApiClient } from '@/lib/api/server';
import { TranslationsProvider } from '@/lib/i18n/client';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { BookingFacts } from './booking-summary';
import { BOOKING_MESSAGES_PICK } from './messages';
import bookingStyles from './booking.module.css';
import styles from './happening.module.css';

/**
 * Where the external booking partner (Booxi) sends the shopper back: the outcome, and the booking
 * when the return link names one the shopper may see (`?booking=` with the member's session or `token`).
 */
export async function BooxiReturn({
  outcome,
  country,
  lang,
  number,
  token,
}: {
  outcome: 'success' | 'cancel';
  country: CountryCode;
  lang: Language;
  number?: string;
  token?: string;
}) {
  const [t, messages] = await Promise.all([
    getTranslator(lang, 'happening'),
    pickMessages(lang, BOOKING_MESSAGES_PICK),
  ]);
  const booking =
    number && /^[A-Za-z0-9]{4,40}$/.test(number)
      ? await orNull(getBooking(await getServerApiClient(country, lang), number, token))
      : null;
  return (
    <section className={styles.page} aria-labelledby="booxi-heading">
      <div className={bookingStyles.flow} data-testid={`booxi-${outcome}`}>
        <h1 id="booxi-heading" className={bookingStyles.title}>
          {outcome === 'success' ? t('booxi.successTitle') : t('booxi.cancelTitle')}
        </h1>
        <p className={bookingStyles.muted}>{outcome === 'success' ? t('booxi.successText') : t('booxi.cancelText')}</p>
        {booking ? (
          <TranslationsProvider lang={lang} resources={messages}>
            <p className={bookingStyles.number}>
              {t('booking.number')} <strong>{booking.number}</strong> · {t(`booking.status.${booking.status}`)}
            </p>
            <p className={bookingStyles.reviewTitle}>{booking.activity.title}</p>
            <BookingFacts booking={booking} country={country} lang={lang} />
          </TranslationsProvider>
        ) : null}
        <div className={bookingStyles.actions}>
          <Link
            className={bookingStyles.secondary}
            href={withLanguage('/happening/services', lang, defaultLanguage(country))}
          >
            {t('booxi.back')}
          </Link>
        </div>
      </div>
    </section>
  );
}
