import type { BOOKING_ANSWER_REASONS, BOOKING_ERROR_CODES } from '@/contract/happening-bookings';
import type { ApiError } from '@/lib/api/errors';
import type { BookingMessageKey } from './booking-form';

/*
 * Why the booking service refused a booking, as a message of the `happening` namespace: plain
 * values, so that the manage pages read them without building the booking form's schemas.
 */

type BookingErrorCode = (typeof BOOKING_ERROR_CODES)[keyof typeof BOOKING_ERROR_CODES];
const INVALID_ANSWER: (typeof BOOKING_ERROR_CODES)['invalidAnswer'] = 'booking_invalid_answer';
const TOO_LONG: (typeof BOOKING_ANSWER_REASONS)['tooLong'] = 'too_long';

/** The message of each code the service refuses a booking with, but an answer's, which its reason names. */
export const BOOKING_REFUSAL_KEYS = {
  booking_slot_full: 'booking.slotTaken',
  booking_slot_not_found: 'booking.noTimeSlots',
  booking_expired: 'booking.expired',
  booking_cancelled: 'booking.cancelledRefusal',
  booking_app_only: 'booking.appOnly',
  booking_contact_limit: 'booking.contactLimit',
  booking_invitation_only: 'booking.invitationOnly',
} as const satisfies Record<Exclude<BookingErrorCode, typeof INVALID_ANSWER>, string>;
type BookingRefusalKey = (typeof BOOKING_REFUSAL_KEYS)[keyof typeof BOOKING_REFUSAL_KEYS];

/** The contact field of each of the form's contact messages, as the API names it in a refusal. */
const CONTACT_KEYS: Partial<Record<string, BookingMessageKey>> = {
  'contact.fullName': 'booking.fullNameRequired',
  'contact.email': 'booking.invalidEmail',
  'contact.phone': 'booking.invalidPhone',
};

const isRefusalCode = (code: string): code is keyof typeof BOOKING_REFUSAL_KEYS =>
  Object.hasOwn(BOOKING_REFUSAL_KEYS, code);

/**
 * The message for why the API refused a booking, read from its code and details (never from its
 * English text): the code's own message, an answer the activity's questions refuse
 * (`booking_invalid_answer`, with its reason), or a contact field its request schema refuses
 * (`validation_error`, by the field's path).
 */
export function refusalKeyOf(error: ApiError): BookingMessageKey | BookingRefusalKey | undefined {
  if (isRefusalCode(error.code)) return BOOKING_REFUSAL_KEYS[error.code];
  if (error.code === INVALID_ANSWER) {
    return error.detail('reason') === TOO_LONG ? 'booking.characterLimit' : 'booking.requiredField';
  }
  if (error.code !== 'validation_error') return undefined;
  const issues: unknown = error.details?.issues;
  if (!Array.isArray(issues)) return undefined;
  return issues
    .map((issue: unknown) =>
      typeof issue === 'object' && issue !== null && 'path' in issue && typeof issue.path === 'string'
        ? CONTACT_KEYS[issue.path]
        : undefined,
    )
    .find(Boolean);
}
