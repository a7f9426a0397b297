import { z } from 'zod';
import { moneySchema } from './common';
import { activityKindSchema, artistSchema } from './happening';

/**
 * Booking (reservation-service): create, show, reschedule and cancel a place in a Happening time
 * slot. Members' bookings belong to their account; a guest manages theirs with the signed token of
 * the link in the confirmation.
 */

export const BOOKING_MESSAGES = {
  fullNameRequired: 'Full Name is required',
  invalidEmail: 'Invalid email',
  invalidPhone: 'Invalid phone number',
  requiredField: 'Required field',
  characterLimitExceeded: 'Character limit exceeded',
  noTimeSlots: 'No time slots',
  noAvailableSlots: 'No available slots',
  bookingExpired: 'Booking expired',
  bookingNotCompleted: 'Booking not completed, go back and retry',
  appOnly: 'download app to book',
  bookingCancelled: 'This booking has been cancelled',
  contactLimit: 'This e-mail address already holds the most upcoming bookings a guest may have',
  invitationOnly: 'This event is by invitation for Beauty Pass members of a higher tier',
} as const;

/**
 * How long the link sent to a guest's address confirms their booking; the place is taken only when
 * it is opened, if the slot still has one (docs/booking.md, Guests).
 */
export const GUEST_BOOKING_HOLD_MINUTES = 30;
/** Upcoming bookings (pending or confirmed) one guest e-mail address may have at once. */
export const MAX_UPCOMING_GUEST_BOOKINGS = 3;

export const BOOKING_ERROR_CODES = {
  slotFull: 'booking_slot_full',
  slotNotFound: 'booking_slot_not_found',
  expired: 'booking_expired',
  cancelled: 'booking_cancelled',
  appOnly: 'booking_app_only',
  invalidAnswer: 'booking_invalid_answer',
  contactLimit: 'booking_contact_limit',
  invitationOnly: 'booking_invitation_only',
} as const;

/**
 * Why an answer was refused (`booking_invalid_answer`), in the error's `details.reason`, beside the
 * question's id in `details.field`: the message text is for people, the reason for clients.
 */
export const BOOKING_ANSWER_REASONS = {
  /** A required question left empty, or an answer of the wrong type or not among the options. */
  required: 'required',
  /** An answer longer than the question allows. */
  tooLong: 'too_long',
} as const;

export const bookingStatusSchema = z.enum(['pending', 'confirmed', 'rescheduled', 'cancelled', 'expired']);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** Phone numbers: an optional leading +, then 7 to 15 digits; spaces, dashes and brackets allowed. */
export const BOOKING_PHONE_PATTERN = /^\+?[\d\s\-()]{7,20}$/;
export const FULL_NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 20;
/** The longest answer the API keeps, whatever a question's own limit. */
export const ANSWER_MAX_LENGTH = 2000;

/** A phone number as the API takes it (trimmed): empty, or the pattern with at least seven digits. */
export function bookingPhoneValid(value: string): boolean {
  return value === '' || (BOOKING_PHONE_PATTERN.test(value) && /\d{7}/.test(value.replace(/\D/g, '')));
}

export const bookingContactSchema = z.object({
  fullName: z.string().trim().min(1, BOOKING_MESSAGES.fullNameRequired).max(FULL_NAME_MAX_LENGTH),
  email: z.string().trim().email(BOOKING_MESSAGES.invalidEmail).max(EMAIL_MAX_LENGTH),
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, BOOKING_MESSAGES.invalidPhone)
    .refine(bookingPhoneValid, { message: BOOKING_MESSAGES.invalidPhone })
    .optional()
    .nullable(),
});
export type BookingContact = z.infer<typeof bookingContactSchema>;

export const bookingAnswersSchema = z.record(
  z.string().max(40),
  z.union([z.string().max(ANSWER_MAX_LENGTH), z.boolean()]),
);

export const createBookingRequestSchema = z.object({
  /** Activity id or slug. */
  activityId: z.union([z.number().int().positive(), z.string().min(1).max(200)]),
  slotId: z.number().int().positive(),
  /** The chosen artist; absent or null for "any artist". */
  artistId: z.number().int().positive().nullable().optional(),
  answers: bookingAnswersSchema.default({}),
  contact: bookingContactSchema,
});
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;

export const rescheduleBookingRequestSchema = z.object({
  /** Confirmation number of the booking. */
  id: z.string().min(1).max(40),
  slotId: z.number().int().positive(),
  /** The signed token of the booking's link (guests). */
  token: z.string().max(200).optional(),
});
export type RescheduleBookingRequest = z.infer<typeof rescheduleBookingRequestSchema>;

export const bookingTokenQuerySchema = z.object({ token: z.string().max(200).optional() });

export const bookingSchema = z.object({
  /** Confirmation number. */
  number: z.string(),
  status: bookingStatusSchema,
  /** Whether the booking can still be rescheduled or cancelled. */
  changeable: z.boolean(),
  activity: z.object({
    id: z.number().int(),
    slug: z.string(),
    kind: activityKindSchema,
    title: z.string(),
    durationMinutes: z.number().int().positive(),
  }),
  store: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    timeZone: z.string(),
  }),
  slot: z.object({ id: z.number().int(), startsAt: z.string(), endsAt: z.string() }),
  artist: artistSchema.nullable(),
  price: moneySchema,
  currencySymbol: z.string(),
  contact: z.object({ fullName: z.string(), email: z.string(), phone: z.string().nullable() }),
  answers: z.record(z.string(), z.union([z.string(), z.boolean()])),
  /** Whether the booking belongs to a member's account. */
  member: z.boolean(),
  /** Signed token for managing the booking without signing in (the link in the confirmation). */
  manageToken: z.string(),
  /** Until when a guest's pending booking may be confirmed by the mailed link; null once confirmed. */
  holdExpiresAt: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingResponseSchema = z.object({ data: bookingSchema });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

export const bookingListResponseSchema = z.object({
  data: z.object({ upcoming: z.array(bookingSchema), past: z.array(bookingSchema) }),
});
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;
