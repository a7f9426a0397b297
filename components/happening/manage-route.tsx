import type { Metadata } from 'next';
import { notFoundScreen } from '@/components/layout/not-found-answer';
import { NotFoundView } from '@/components/layout/not-found-view';
import { unindexed } from '@/components/layout/page-locale';
import { MemberSkeleton } from '@/components/layout/member-skeleton';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, paramsReadOnRequest, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';
import { ManageBooking } from './manage-booking';
import { BOOKING_MESSAGES_PICK } from './messages';
import { readBooking } from './read-booking';
import styles from './happening.module.css';

export type ManageRouteProps = {
  params: Promise<LocaleParams & { id: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
};

/** Bookings are read on request; unknown ones answer 404 (see `paramsReadOnRequest`). */
export const manageStaticParams = paramsReadOnRequest({ id: 'none' });

export async function manageMetadata({ params }: ManageRouteProps): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'happening');
  return unindexed(t('booking.accountTitle'));
}

/**
 * Cancel and reschedule pages: the member's own booking, or a guest's opened with the token of the
 * link in the confirmation. Anything else is the translated 404.
 */
export async function ManageBookingRoute({
  params,
  searchParams,
  mode,
}: ManageRouteProps & { mode: 'cancel' | 'reschedule' }) {
  const { country, lang } = await localeFromParams(params);
  const { id } = await params;
  const raw = (await searchParams).token;
  const token = Array.isArray(raw) ? raw[0] : raw;
  const booking = await readBooking(country, lang, id, token);
  if (booking === 'expired') return <MemberSkeleton height="16rem" />;
  if (!booking) {
    return notFoundScreen(<NotFoundView />);
  }
  const messages = await pickMessages(lang, BOOKING_MESSAGES_PICK);
  return (
    <div className={styles.page}>
      <TranslationsProvider lang={lang} resources={messages}>
        <ManageBooking
          mode={mode}
          initial={booking}
          token={token}
          country={country}
          lang={lang}
          defaultLang={defaultLanguage(country)}
        />
      </TranslationsProvider>
    </div>
  );
}
