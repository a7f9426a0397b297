import { connection } from 'next/server';
import { getUser } from '@/lib/api/account';
import { getAvailableSlots, getBookingQuestions, type Activity } from '@/lib/api/happening';
import { getServerApiClient, hasSessionCookie } from '@/lib/api/server';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { EMPTY_BOOKING, memberContact } from './booking-form';
import { BookingPageForm } from './booking-page-form';

/**
 * The booking form on one page (`?book=1`, lib/routing/booking-variant.ts), drawn for each
 * request: the free times and the activity's questions read now, a member's details read from
 * their profile (a guest's left empty, as is a member's whose session must first be renewed), and
 * an idempotency key made for this form alone.
 */
export async function BookingPage({
  activity,
  country,
  lang,
}: {
  activity: Activity;
  country: CountryCode;
  lang: Language;
}) {
  await connection();
  const api = await getServerApiClient(country, lang);
  const member = await hasSessionCookie();
  const [slots, questions, profile] = await Promise.all([
    getAvailableSlots(api, activity.id),
    getBookingQuestions(api, activity.id),
    member ? getUser(api).catch(() => undefined) : undefined,
  ]);
  return (
    <BookingPageForm
      activity={activity}
      slots={slots}
      questions={questions}
      contact={profile ? { ...EMPTY_BOOKING, ...memberContact(profile) } : EMPTY_BOOKING}
      prefilled={profile !== undefined}
      attemptKey={crypto.randomUUID()}
      country={country}
      lang={lang}
      defaultLang={defaultLanguage(country)}
    />
  );
}
