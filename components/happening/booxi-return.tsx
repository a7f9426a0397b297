import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { unindexed } from '@/components/layout/page-locale';
import { RefreshAfterSignIn } from '@/components/layout/refresh-after-sign-in';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { BookingFacts } from './booking-summary';
import { BOOKING_MESSAGES_PICK } from './messages';
import { readBooking } from './read-booking';
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
  const found = await readBooking(country, lang, number, token);
  const booking = found === 'expired' ? null : found;
  const page = (
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
  // Drawn again with the member's booking once the browser has refreshed their token.
  return found === 'expired' ? <RefreshAfterSignIn>{page}</RefreshAfterSignIn> : page;
}

export type BooxiReturnRouteProps = {
  params: Promise<LocaleParams>;
  searchParams: Promise<{ booking?: string | string[]; token?: string | string[] }>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Metadata of `/happening/services/booxi/{success,cancel}`: never indexed. */
export async function booxiMetadata(
  params: BooxiReturnRouteProps['params'],
  outcome: 'success' | 'cancel',
): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'happening');
  return unindexed(t(outcome === 'success' ? 'booxi.successTitle' : 'booxi.cancelTitle'));
}

/** The route body of both return pages: the outcome, and the booking when the link names one. */
export async function BooxiReturnRoute({
  params,
  searchParams,
  outcome,
}: BooxiReturnRouteProps & { outcome: 'success' | 'cancel' }) {
  const { country, lang } = await localeFromParams(params);
  const query = await searchParams;
  return (
    <BooxiReturn
      outcome={outcome}
      country={country}
      lang={lang}
      number={first(query.booking)}
      token={first(query.token)}
    />
  );
}
