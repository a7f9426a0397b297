'use server';

import { z } from 'zod';
import { isApiError } from '@/lib/api/errors';
import { createBooking, getBookingQuestions, type Booking } from '@/lib/api/happening';
import { createActionApiClient } from '@/lib/api/server';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { actionLocale } from '@/lib/routing/action-locale';
import type { CountryCode, Language } from '@/lib/site';
import { BOOKING_KEYS, bookingFormSchema, bookingIssues, postedBookingValues } from './booking-form';
import { refusalKeyOf } from './booking-refusal';

export interface BookingFormState {
  /** The booking made. */
  booking?: Booking;
  /** The time was taken meanwhile: the shopper chooses another. */
  slotTaken?: boolean;
  /** The booking was not made; the key (namespace `happening`) of the rule it broke, when known. */
  refused?: { reasonKey?: string };
}

const id = z.coerce.number().int().positive().max(2_147_483_647);
const posted = z.object({
  slotId: id,
  artistId: z.union([z.literal('').transform(() => null), id]),
  /** The script's attempt: a retry of the same attempt sends the same key (`newIdempotencyKey`). */
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

/**
 * Books the chosen time, the booking form's only write: the questions and contact details are
 * checked with the rules the browser checked them with (`bookingFormSchema`, built from the
 * activity's questions), then booked under the attempt's idempotency key, so a retry books once.
 */
export async function bookWithForm(
  countryArg: CountryCode,
  langArg: Language,
  activityId: number,
  _previous: BookingFormState,
  form: FormData,
): Promise<BookingFormState> {
  const { country, lang } = actionLocale(countryArg, langArg);
  const activity = id.parse(activityId);
  const attempt = posted.safeParse({
    slotId: form.get('slotId'),
    artistId: form.get('artistId'),
    key: form.get('key'),
  });
  if (!attempt.success) return { refused: {} };
  try {
    const api = await createActionApiClient(country, lang);
    const questions = await getBookingQuestions(api, activity);
    const checked = bookingFormSchema(questions).safeParse(postedBookingValues(form, questions), {
      error: bookingIssues,
    });
    if (!checked.success) {
      const [reasonKey] = Object.values(fieldKeys(checked.error.issues, BOOKING_KEYS));
      return { refused: reasonKey ? { reasonKey } : {} };
    }
    const { key, ...slot } = attempt.data;
    return { booking: await createBooking(api, { activityId: activity, ...slot, ...checked.data }, key) };
  } catch (error) {
    if (isApiError(error) && error.status === 409) return { slotTaken: true };
    const reasonKey = isApiError(error) ? refusalKeyOf(error) : undefined;
    return { refused: reasonKey ? { reasonKey } : {} };
  }
}
