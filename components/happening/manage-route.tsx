import type { Metadata } from 'next';
import { orNull } from '@/lib/api/public-client';
import { getBooking } from '@/lib/api/happening';
import { getServerApiClient } from '@/lib/api/server';
import { isApiError } from '@/lib/api/errors';
import { notFoundScreen } from '@/components/layout/not-found-answer';
import { NotFoundView } from '@/components/layout/not-found-view';
import { RefreshAfterSignIn } from '@/components/layout/refresh-after-sign-in';
import { Skeleton } from '@/components/ui/skeleton';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, paramsReadOnRequest, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';
import { ManageBooking } from './manage-booking';
import { BOOKING_MESSAGES_PICK } from './messages';
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
  return { title: t('booking.accountTitle'), robots: { index: false } };
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
  if (!/^[A-Za-z0-9]{4,40}$/.test(id)) return notFoundScreen(<NotFoundView />);
  const api = await getServerApiClient(country, lang);
  const booking = await orNull(getBooking(api, id, token)).catch((error: unknown) => {
    // A member whose access token expired: the browser refreshes it and the page is drawn again.
    if (isApiError(error) && error.status === 401 && !token) return 'refresh' as const;
    throw error;
  });
  if (booking === 'refresh') {
    return (
      <RefreshAfterSignIn>
        <Skeleton width="100%" height="16rem" />
      </RefreshAfterSignIn>
    );
  }
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
