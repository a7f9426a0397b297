import { describe, expect, it } from 'vitest';
import {
  bookingEntries,
  bookingFormSchema,
  postedBookingValues,
  type BookingValues,
} from '@/components/happening/booking-form';
import type { BookingQuestion } from '@/contract/happening';

const QUESTIONS: BookingQuestion[] = [
  { id: 'first_visit', label: 'First visit', type: 'boolean', required: true, maxLength: null, options: [] },
  { id: 'skin_type', label: 'Skin type', type: 'select', required: false, maxLength: null, options: ['dry'] },
  { id: 'notes', label: 'Notes', type: 'text', required: false, maxLength: null, options: [] },
];

function posted(values: BookingValues): FormData {
  const form = new FormData();
  for (const [name, value] of bookingEntries(values)) form.set(name, value);
  return form;
}

describe('the booking the review step posts', () => {
  it('reads back as it was typed, a yes or no as a boolean, an unanswered question as none', () => {
    const values: BookingValues = {
      fullName: 'Ploy',
      email: 'ploy@example.com',
      phone: '',
      answers: { first_visit: false, skin_type: 'dry' },
    };
    const read = postedBookingValues(posted(values), QUESTIONS);
    expect(read).toEqual({ ...values, answers: { first_visit: false, skin_type: 'dry', notes: undefined } });
    expect(bookingFormSchema(QUESTIONS).parse(read)).toEqual({
      answers: { first_visit: false, skin_type: 'dry' },
      contact: { fullName: 'Ploy', email: 'ploy@example.com', phone: null },
    });
  });

  it('takes only the activity’s questions, and none of a yes or no that is not one', () => {
    const form = posted({
      fullName: 'Ploy',
      email: 'ploy@example.com',
      phone: '',
      answers: { first_visit: true, other: 'x' },
    });
    form.set('answers.first_visit', 'maybe');
    expect(postedBookingValues(form, QUESTIONS).answers).toEqual({
      first_visit: undefined,
      skin_type: undefined,
      notes: undefined,
    });
  });
});
