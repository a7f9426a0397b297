import { BOOKING_MESSAGES, bookingContactSchema, type BookingContact } from '@/lib/api/contract/bookings';
import type { BookingQuestion } from '@/lib/api/contract/happening';

/** Translation keys (namespace `happening`) of the form's messages. */
export type BookingMessageKey =
  | 'booking.fullNameRequired'
  | 'booking.invalidEmail'
  | 'booking.invalidPhone'
  | 'booking.requiredField'
  | 'booking.characterLimit';

const KEY_OF_MESSAGE: Record<string, BookingMessageKey> = {
  [BOOKING_MESSAGES.fullNameRequired]: 'booking.fullNameRequired',
  [BOOKING_MESSAGES.invalidEmail]: 'booking.invalidEmail',
  [BOOKING_MESSAGES.invalidPhone]: 'booking.invalidPhone',
  [BOOKING_MESSAGES.requiredField]: 'booking.requiredField',
  [BOOKING_MESSAGES.characterLimitExceeded]: 'booking.characterLimit',
};

export type ContactErrors = Partial<Record<keyof BookingContact, BookingMessageKey>>;

/** Checks the contact details with the same schema the API validates them with. */
export function contactErrors(contact: { fullName: string; email: string; phone: string }): ContactErrors {
  const parsed = bookingContactSchema.safeParse(contact);
  if (parsed.success) return {};
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof BookingContact;
    if (errors[field]) continue;
    errors[field] =
      KEY_OF_MESSAGE[issue.message] ??
      (field === 'fullName'
        ? 'booking.fullNameRequired'
        : field === 'email'
          ? 'booking.invalidEmail'
          : 'booking.invalidPhone');
  }
  return errors;
}

export type Answers = Record<string, string | boolean>;

/** The message of each unanswered required question and of each answer over its limit. */
export function answerErrors(
  questions: readonly BookingQuestion[],
  answers: Answers,
): Record<string, BookingMessageKey> {
  const errors: Record<string, BookingMessageKey> = {};
  for (const question of questions) {
    const value = answers[question.id];
    const empty = value === undefined || (typeof value === 'string' && value.trim() === '');
    if (empty) {
      if (question.required) errors[question.id] = 'booking.requiredField';
    } else if (question.maxLength !== null && typeof value === 'string' && value.trim().length > question.maxLength) {
      errors[question.id] = 'booking.characterLimit';
    }
  }
  return errors;
}

/** The key of a message the API answered, when it is one of the form's. */
export function messageKeyOf(message: string): BookingMessageKey | undefined {
  return Object.entries(KEY_OF_MESSAGE).find(([text]) => message.includes(text))?.[1];
}
