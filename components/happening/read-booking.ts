import { isApiError } from '@/lib/api/errors';
import { getBooking, type Booking } from '@/lib/api/happening';
import { orNull } from '@/lib/api/public-client';
import { getServerApiClient } from '@/lib/api/server';
import type { CountryCode, Language } from '@/lib/site';

const BOOKING_NUMBER = /^[A-Za-z0-9]{4,40}$/;

/**
 * The booking a page names, read per request: the member's own, or any with the token of its link;
 * null when there is none. `expired` when a member's access token expired (no token to fall back
 * on): the browser refreshes it and the page is drawn again.
 */
export async function readBooking(
  country: CountryCode,
  lang: Language,
  number: string | undefined,
  token: string | undefined,
): Promise<Booking | null | 'expired'> {
  if (!number || !BOOKING_NUMBER.test(number)) return null;
  const api = await getServerApiClient(country, lang);
  return orNull(getBooking(api, number, token)).catch((error: unknown) => {
    if (isApiError(error) && error.status === 401 && !token) return 'expired' as const;
    throw error;
  });
}
