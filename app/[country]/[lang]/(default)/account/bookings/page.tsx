import { MemberBookings } from '@/components/happening/member-bookings';
import { localeFromParams } from '@/lib/routing/params';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocalePageProps } from '@/app/[country]/[lang]/_routes/props';

export const generateMetadata = titled('happening', 'booking.accountTitle', { index: false });

/** Members only: the proxy sends guests to sign in first. */
export default async function AccountBookingsRoute({ params }: LocalePageProps) {
  const { country, lang } = await localeFromParams(params);
  return <MemberBookings country={country} lang={lang} />;
}
