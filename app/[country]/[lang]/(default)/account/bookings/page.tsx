import { Suspense } from 'react';
import { MemberBookings } from '@/components/happening/member-bookings';
import { Skeleton } from '@/components/ui/skeleton';
import { localeFromParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocalePageProps } from '@/app/[country]/[lang]/_routes/props';

export const generateMetadata = titled('happening', 'booking.accountTitle', { index: false });

/** Members only: the proxy sends guests to sign in first. */
export default async function AccountBookingsRoute({ params }: LocalePageProps) {
  const { country, lang } = await localeFromParams(params);
  return (
    <Suspense fallback={<Skeleton width="100%" height="16rem" />}>
      <MemberBookings country={country} lang={lang} />
    </Suspense>
  );
}
