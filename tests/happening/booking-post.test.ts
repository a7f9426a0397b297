import { describe, expect, it } from 'vitest';
import {
  bookingEntries,
  bookingFormSchema,
  memberContact,
  postedBookingValues,
  readSlotChoice,
  slotChoice,
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

describe('the time the form on one page posts', () => {
  it('reads back as the slot and, when one was chosen, its artist', () => {
    expect(readSlotChoice(slotChoice(40, null))).toEqual({ slot: '40', slotId: '40', artistId: '' });
    expect(readSlotChoice(slotChoice(41, 7))).toEqual({ slot: '41:7', slotId: '41', artistId: '7' });
  });

  it('is none for anything else', () => {
    for (const value of [null, '', 'x', '41:', ':7', '41:7:8', '4'.repeat(11), ['41']]) {
      expect(readSlotChoice(value), String(value)).toBeNull();
    }
  });
});

describe("a member's details in the form", () => {
  it('are their name, e-mail and mobile as the form takes them', () => {
    const profile = { firstName: 'Ploy', lastName: 'Member', email: 'ploy@example.com' };
    expect(memberContact({ ...profile, mobile: { callingCode: '66', phoneNumber: '812345678' } })).toEqual({
      fullName: 'Ploy Member',
      email: 'ploy@example.com',
      phone: '+66 812345678',
    });
    expect(memberContact({ ...profile, lastName: '', mobile: null })).toEqual({
      fullName: 'Ploy',
      email: 'ploy@example.com',
      phone: '',
    });
  });
});
