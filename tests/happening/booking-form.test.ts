import { describe, expect, it } from 'vitest';
import { checkAnswers } from '@/backend/happening/booking-answers';
import { ApiError as BackendApiError, validationError } from '@/backend/http/errors';
import {
  BOOKING_KEYS,
  bookingFormSchema,
  bookingIssues,
  type BookingValues,
} from '@/components/happening/booking-form';
import { refusalKeyOf } from '@/components/happening/booking-refusal';
import { BOOKING_MESSAGES, bookingContactSchema, createBookingRequestSchema } from '@/contract/happening-bookings';
import type { BookingQuestion } from '@/contract/happening';
import { apiErrorFromResponse } from '@/lib/api/errors';
import { messageKey } from '@/lib/forms/issue-keys';
import en from '@/locales/en/happening.json';
import id from '@/locales/id/happening.json';
import th from '@/locales/th/happening.json';
import zh from '@/locales/zh/happening.json';

const QUESTIONS: BookingQuestion[] = [
  {
    id: 'skin_type',
    label: 'Skin type',
    type: 'select',
    required: true,
    maxLength: null,
    options: ['dry', 'oily'],
  },
  { id: 'allergies', label: 'Allergies', type: 'text', required: false, maxLength: 10, options: [] },
  { id: 'notes', label: 'Notes', type: 'text', required: false, maxLength: null, options: [] },
  { id: 'first_visit', label: 'First visit?', type: 'boolean', required: false, maxLength: null, options: [] },
];
const VALID: BookingValues = {
  fullName: ' Pim Suk ',
  email: 'pim@example.com',
  phone: '',
  answers: { skin_type: 'dry', allergies: '', notes: '', first_visit: undefined },
};

/** Field by field (an answer by its question), the key of the form's message for these values. */
function formKeys(values: BookingValues) {
  const parsed = bookingFormSchema(QUESTIONS).safeParse(values, { error: bookingIssues });
  const found: Record<string, string | undefined> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] === 'answers' ? issue.path[1] : issue.path[0]);
    found[field] ??= messageKey(issue.message, BOOKING_KEYS);
  }
  return found;
}

/** What the API says of the same booking: its request schema, then its check of the answers. */
function apiError(values: BookingValues): BackendApiError | null {
  const answers = Object.fromEntries(
    Object.entries(values.answers).filter((entry): entry is [string, string | boolean] => entry[1] !== undefined),
  );
  const request = createBookingRequestSchema.safeParse({
    activityId: 7,
    slotId: 40,
    answers,
    contact: { fullName: values.fullName, email: values.email, phone: values.phone || null },
  });
  if (!request.success) return validationError(request.error, 'body');
  try {
    checkAnswers(QUESTIONS, request.data.answers);
    return null;
  } catch (error) {
    if (error instanceof BackendApiError) return error;
    throw error;
  }
}

function apiRefusal(values: BookingValues): string | null {
  return apiError(values)?.message ?? null;
}

/** The form's message for the API's refusal of these values, read from the answer as the browser gets it. */
async function refusalKey(values: BookingValues) {
  const refused = apiError(values);
  if (!refused) return null;
  const body = { error: { code: refused.code, message: refused.message, details: refused.details } };
  return refusalKeyOf(await apiErrorFromResponse(refused.status, JSON.parse(JSON.stringify(body))));
}

describe('one schema for the booking form and the booking request', () => {
  it('gives the answers and contact the API’s schema accepts, trimmed and without empty answers', () => {
    const parsed = bookingFormSchema(QUESTIONS).parse(VALID);
    expect(parsed).toEqual({
      answers: { skin_type: 'dry' },
      contact: { fullName: 'Pim Suk', email: 'pim@example.com', phone: null },
    });
    expect(createBookingRequestSchema.parse({ activityId: 7, slotId: 40, ...parsed })).toMatchObject(parsed);
    expect(apiRefusal(VALID)).toBeNull();
    expect(formKeys(VALID)).toEqual({});
  });

  it.each([
    ['fullName', { fullName: '   ' }, 'booking.fullNameRequired'],
    ['fullName', { fullName: 'x'.repeat(121) }, 'booking.fullNameRequired'],
    ['email', { email: 'pim@' }, 'booking.invalidEmail'],
    ['email', { email: '' }, 'booking.invalidEmail'],
    ['email', { email: `${'a'.repeat(250)}@example.com` }, 'booking.invalidEmail'],
    ['phone', { phone: '12ab' }, 'booking.invalidPhone'],
    ['phone', { phone: '+66 81 234 5678 90 12 34' }, 'booking.invalidPhone'],
    ['phone', { phone: '(12) 345' }, 'booking.invalidPhone'],
  ] as const)('refuses a wrong %s as the API does, with the form’s message', async (field, change, key) => {
    const values = { ...VALID, ...change };
    expect(bookingContactSchema.safeParse({ ...values, phone: values.phone || null }).success).toBe(false);
    expect(apiRefusal(values)).not.toBeNull();
    expect(formKeys(values)).toEqual({ [field]: key });
    // Told by the API instead (a form that skipped its own check), the same message, from the field's path.
    expect(await refusalKey(values)).toBe(key);
  });

  it.each([
    [
      'a required question left unanswered',
      { skin_type: '' },
      'skin_type',
      BOOKING_MESSAGES.requiredField,
      'booking.requiredField',
    ],
    [
      'a required question never shown',
      { skin_type: undefined },
      'skin_type',
      BOOKING_MESSAGES.requiredField,
      'booking.requiredField',
    ],
    [
      'a choice not in the list',
      { skin_type: 'wet' },
      'skin_type',
      BOOKING_MESSAGES.requiredField,
      'booking.requiredField',
    ],
    [
      'an answer over the question’s limit',
      { allergies: 'pollen, dust' },
      'allergies',
      BOOKING_MESSAGES.characterLimitExceeded,
      'booking.characterLimit',
    ],
    ['an answer over the API’s limit', { notes: 'x'.repeat(2001) }, 'notes', null, 'booking.characterLimit'],
  ] as const)('refuses %s as the API does, with the form’s message', async (_, change, field, apiMessage, key) => {
    const values = { ...VALID, answers: { ...VALID.answers, ...change } };
    // The API's check of the questions says why; its request schema refuses what is over its own limit.
    if (apiMessage) expect(apiRefusal(values)).toBe(apiMessage);
    else expect(apiRefusal(values)).not.toBeNull();
    expect(formKeys(values)).toEqual({ [field]: key });
    // The questions' refusal says why in its code and reason, which give the form's message.
    if (apiMessage) expect(await refusalKey(values)).toBe(key);
  });

  it('takes what the API takes at the limits', () => {
    const values = {
      ...VALID,
      fullName: 'x'.repeat(120),
      phone: '+66 81-234 (5678)',
      answers: {
        skin_type: 'oily',
        allergies: ' '.repeat(3) + 'x'.repeat(10),
        notes: 'x'.repeat(2000),
        first_visit: false,
      },
    };
    expect(apiRefusal(values)).toBeNull();
    expect(formKeys(values)).toEqual({});
  });

  it('has every message in every language', () => {
    for (const messages of [en, id, th, zh]) {
      for (const key of BOOKING_KEYS) {
        const text: unknown = messages.booking[key.replace('booking.', '') as keyof typeof messages.booking];
        expect(typeof text === 'string' && text.length > 0, key).toBe(true);
      }
    }
  });
});
