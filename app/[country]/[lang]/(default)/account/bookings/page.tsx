import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MemberBookings } from '@/components/happening/member-bookings';
import { Skeleton } from '@/components/ui/skeleton';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'happening');
  return { title: t('booking.accountTitle'), robots: { index: false } };
}

/** Members only: the proxy sends guests to sign in first. */
export default async function AccountBookingsRoute({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return (
    <Suspense fallback={<Skeleton width="100%" height="16rem" />}>
      <MemberBookings country={country} lang={lang} />
    </Suspense>
  );
}
