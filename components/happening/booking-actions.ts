'use server';

import { z } from 'zod';
import { isApiError } from '@/lib/api/errors';
import { createBooking, getBookingQuestions, type Booking } from '@/lib/api/happening';
import { createActionApiClient } from '@/lib/api/server';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { actionLocale } from '@/lib/routing/action-locale';
import type { CountryCode, Language } from '@/lib/site';
import {
  BOOKING_KEYS,
  bookingFormSchema,
  bookingIssues,
  postedBookingValues,
  readSlotChoice,
  type BookingMessageKey,
  type BookingValues,
} from './booking-form';
import { refusalKeyOf } from './booking-refusal';

export interface BookingFormState {
  /** The booking made. */
  booking?: Booking;
  /** The time was taken meanwhile: the shopper chooses another. */
  slotTaken?: boolean;
  /** The booking was not made; the key (namespace `happening`) of the rule it broke, when known. */
  refused?: { reasonKey?: string };
  /** The message key of each field the form's rules refused, by the field's name (`answers.{id}`). */
  fields?: Partial<Record<string, BookingMessageKey>>;
  /**
   * What was posted, for a page drawn again after a post without JavaScript to show: the details
   * typed, and the time chosen (`slot`) unless it was taken meanwhile.
   */
  values?: BookingValues;
  slot?: string;
}

const id = z.coerce.number().int().positive().max(2_147_483_647);
const posted = z.object({
  slotId: id,
  artistId: z.union([z.literal('').transform(() => null), id]),
  /**
   * The attempt's key: the stepper's script makes one per attempt (`newIdempotencyKey`), the
   * one-page form is drawn with one; the same attempt sent again sends the same key.
   */
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

/**
 * Books the chosen time, the booking form's only write, for the stepper and for the form on one
 * page (which posts the time as one field, `slot`): the questions and contact details are checked
 * with the rules the browser checked them with (`bookingFormSchema`, built from the activity's
 * questions), then booked under the attempt's idempotency key, so a retry books once.
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
  const choice = readSlotChoice(form.get('slot'));
  const attempt = posted.safeParse({
    slotId: choice ? choice.slotId : form.get('slotId'),
    artistId: choice ? choice.artistId : form.get('artistId'),
    key: form.get('key'),
  });
  // What the page shows again after a post without JavaScript, once the questions say how to read it.
  let kept: Pick<BookingFormState, 'values' | 'slot'> = {};
  try {
    const api = await createActionApiClient(country, lang);
    const questions = await getBookingQuestions(api, activity);
    const values = postedBookingValues(form, questions);
    kept = { values, ...(choice ? { slot: choice.slot } : {}) };
    if (!attempt.success) {
      // Only the form on one page can be posted without a time.
      const noTime = !choice && !form.has('slotId');
      return { refused: noTime ? { reasonKey: 'booking.timeRequired' } : {}, ...kept };
    }
    const checked = bookingFormSchema(questions).safeParse(values, { error: bookingIssues });
    if (!checked.success) {
      const fields = fieldKeys<string, BookingMessageKey>(checked.error.issues, BOOKING_KEYS);
      const [reasonKey] = Object.values(fields);
      return { refused: reasonKey ? { reasonKey } : {}, fields, ...kept };
    }
    const { key, ...slot } = attempt.data;
    return { booking: await createBooking(api, { activityId: activity, ...slot, ...checked.data }, key) };
  } catch (error) {
    // The time taken meanwhile is not chosen again.
    if (isApiError(error) && error.status === 409)
      return { slotTaken: true, ...(kept.values ? { values: kept.values } : {}) };
    const reasonKey = isApiError(error) ? refusalKeyOf(error) : undefined;
    return { refused: reasonKey ? { reasonKey } : {}, ...kept };
  }
}
