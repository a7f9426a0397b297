import { z } from 'zod';
import {
  ANSWER_MAX_LENGTH,
  bookingPhoneValid,
  createBookingRequestSchema,
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
} from '@/contract/happening-bookings';
import type { BookingQuestion } from '@/contract/happening';
import type { UserProfile } from '@/contract/user';
import { issueKeys } from '@/lib/forms/issue-keys';

/**
 * The booking form's questions and contact details: the rules of the API's booking request (its
 * contact schema, and each of the activity's questions as the API checks the answers), without the
 * API's English messages, so each issue names the translation key of its field's message.
 */

/** Translation keys (namespace `happening`) of the form's messages. */
export const BOOKING_KEYS = [
  'booking.fullNameRequired',
  'booking.invalidEmail',
  'booking.invalidPhone',
  'booking.requiredField',
  'booking.characterLimit',
] as const;
export type BookingMessageKey = (typeof BOOKING_KEYS)[number];

export type Answers = Record<string, string | boolean | undefined>;

/** What the shopper fills in, as typed; answers by question id (a yes/no question's as a boolean). */
export interface BookingValues {
  fullName: string;
  email: string;
  phone: string;
  answers: Answers;
}

export const EMPTY_BOOKING: BookingValues = { fullName: '', email: '', phone: '', answers: {} };

export const CONTACT_FIELDS = ['fullName', 'email', 'phone'] as const;

/** A member's contact details from their profile, as the form is filled in with them. */
export function memberContact(
  profile: Pick<UserProfile, 'firstName' | 'lastName' | 'email' | 'mobile'>,
): Pick<BookingValues, (typeof CONTACT_FIELDS)[number]> {
  return {
    fullName: `${profile.firstName} ${profile.lastName}`.trim(),
    email: profile.email,
    phone: profile.mobile ? `+${profile.mobile.callingCode} ${profile.mobile.phoneNumber}` : '',
  };
}

/**
 * A time as the booking form on one page posts it, one field (`slot`) where the stepper posts two
 * (`slotId`, `artistId`): the slot, and the artist when the shopper chose one (`{slot}:{artist}`).
 */
export function slotChoice(slotId: number, artistId: number | null): string {
  return artistId === null ? String(slotId) : `${slotId}:${artistId}`;
}

const SLOT_CHOICE = /^(\d{1,10})(?::(\d{1,10}))?$/;

/** A posted `slot` read back (`slotChoice`): as posted, with the slot's and the artist's ids; or null. */
export function readSlotChoice(value: unknown): { slot: string; slotId: string; artistId: string } | null {
  const found = typeof value === 'string' ? SLOT_CHOICE.exec(value) : null;
  return found?.[1] ? { slot: found[0], slotId: found[1], artistId: found[2] ?? '' } : null;
}

/** Every issue of a field says that field's one message; an answer also says when it is too long. */
export const bookingIssues = issueKeys<BookingMessageKey>({
  fullName: { required: 'booking.fullNameRequired', invalid: 'booking.fullNameRequired' },
  email: { required: 'booking.invalidEmail', invalid: 'booking.invalidEmail' },
  phone: { required: 'booking.invalidPhone', invalid: 'booking.invalidPhone' },
  answers: { required: 'booking.requiredField', invalid: 'booking.requiredField', tooLong: 'booking.characterLimit' },
});

/** The contact rules of `bookingContactSchema`, the phone as typed (empty when not given). */
const contactShape = {
  fullName: z.string().trim().min(1).max(FULL_NAME_MAX_LENGTH),
  email: z.string().trim().email().max(EMAIL_MAX_LENGTH),
  phone: z.string().trim().max(PHONE_MAX_LENGTH).refine(bookingPhoneValid),
};

/**
 * One question's answer as the API checks it: trimmed, required or not, a text within the
 * question's limit (and the API's), a select's value one of its options, a yes/no a boolean.
 */
function answerSchema({ type, required, maxLength, options }: BookingQuestion): z.ZodType<Answers[string]> {
  if (type === 'boolean') return required ? z.boolean() : z.boolean().optional();
  if (type === 'select') {
    const chosen = z.string().refine((value) => options.includes(value) || (!required && value === ''));
    return required ? chosen : chosen.optional();
  }
  const text = z
    .string()
    .trim()
    .min(required ? 1 : 0)
    .max(Math.min(maxLength ?? ANSWER_MAX_LENGTH, ANSWER_MAX_LENGTH));
  return required ? text : text.optional();
}

/** The fields of the form for an activity's questions. */
export function bookingFieldsSchema(questions: readonly BookingQuestion[]) {
  return z.object({
    ...contactShape,
    answers: z.object(
      Object.fromEntries(questions.map((question) => [question.id, answerSchema(question)])),
    ) as z.ZodType<Answers, Answers>,
  });
}

const requestParts = createBookingRequestSchema.pick({ answers: true, contact: true });

/**
 * The form's schema: its fields, giving the answers and contact of the booking request, parsed by
 * the API's own schema. Unanswered questions are left out; no phone is null.
 */
export function bookingFormSchema(questions: readonly BookingQuestion[]) {
  return bookingFieldsSchema(questions)
    .transform(({ answers, fullName, email, phone }): z.input<typeof requestParts> => ({
      answers: Object.fromEntries(
        Object.entries(answers).filter(
          (entry): entry is [string, string | boolean] => entry[1] !== undefined && entry[1] !== '',
        ),
      ),
      contact: { fullName, email, phone: phone || null },
    }))
    .pipe(requestParts);
}
export type BookingParts = z.output<ReturnType<typeof bookingFormSchema>>;

/** The names of a step's fields, in the order they appear, so the first wrong one takes the focus. */
export function stepFields(step: 'questions' | 'contact', questions: readonly BookingQuestion[]) {
  return step === 'questions' ? questions.map((question) => `answers.${question.id}` as const) : [...CONTACT_FIELDS];
}

/** Past any limit of the form's, so that its schema, not the cut, refuses a value too long. */
const MAX_READ = ANSWER_MAX_LENGTH + 1;

/**
 * The form's values as its review step posts them, each by its field's name; a yes or no as
 * `true` or `false`, an unanswered question left out.
 */
export function bookingEntries(values: BookingValues): Array<[name: string, value: string]> {
  const answers = Object.entries(values.answers).flatMap(([id, answer]): Array<[string, string]> =>
    answer === undefined ? [] : [[`answers.${id}`, String(answer)]],
  );
  return [['fullName', values.fullName], ['email', values.email], ['phone', values.phone], ...answers];
}

/** A posted form's values, read back by the activity's questions (`bookingEntries`). */
export function postedBookingValues(form: FormData, questions: readonly BookingQuestion[]): BookingValues {
  const read = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value.slice(0, MAX_READ) : undefined;
  };
  const answers: Answers = {};
  for (const { id, type } of questions) {
    const raw = read(`answers.${id}`);
    answers[id] = type === 'boolean' ? (raw === 'true' ? true : raw === 'false' ? false : undefined) : raw;
  }
  return { fullName: read('fullName') ?? '', email: read('email') ?? '', phone: read('phone') ?? '', answers };
}
