import { describe, expect, it } from 'vitest';
import {
  BOOKING_KEYS,
  bookingFormSchema,
  bookingIssues,
  type BookingValues,
} from '@/components/happening/booking-form';
import { groupSlots } from '@/components/happening/booking-slot-step';
import { bookingIcs } from '@/components/happening/ics';
import { messageKey } from '@/lib/forms/issue-keys';
import { directionsUrl, distanceKm, matchesStore, openingState } from '@/components/stores/opening-hours';
import { formatZonedTime, zonedDateKey } from '@/lib/site/dates';
import type { BookingQuestion, TimeSlot } from '@/contract';

const HOURS = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
  day,
  opens: day === 0 ? '11:00' : '10:00',
  closes: day === 5 || day === 6 ? '22:00' : '21:30',
}));

describe('opening hours in the store’s zone', () => {
  it('is open or closed by the store’s clock, not the browser’s', () => {
    const bangkok = { openingHours: HOURS, timeZone: 'Asia/Bangkok' };
    // Tuesday 2026-12-01 03:30 UTC is 10:30 in Bangkok (open) and still Monday evening in New York.
    expect(openingState(bangkok, new Date('2026-12-01T03:30:00Z'))).toEqual({
      open: true,
      today: HOURS[2],
      next: null,
    });
    // 14:45 UTC is 21:45 in Bangkok: closed on a Tuesday (closes 21:30).
    expect(openingState(bangkok, new Date('2026-12-01T14:45:00Z')).open).toBe(false);
    // Saturday 21:45 in Bangkok: open until 22:00.
    expect(openingState(bangkok, new Date('2026-12-05T14:45:00Z')).open).toBe(true);
    // Sydney in summer is UTC+11: 23:30 UTC Saturday is 10:30 Sunday there, before the 11:00 opening.
    const sydney = { openingHours: HOURS, timeZone: 'Australia/Sydney' };
    expect(openingState(sydney, new Date('2026-12-05T23:30:00Z'))).toEqual({
      open: false,
      today: HOURS[0],
      next: { inDays: 0, day: 0, opens: '11:00' },
    });
  });

  it('builds a directions link from the coordinates and sorts by distance', () => {
    expect(directionsUrl({ latitude: 13.7462, longitude: 100.5326 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=13.7462,100.5326',
    );
    const siam = { lat: 13.7462, lng: 100.5326 };
    expect(distanceKm(siam, { lat: 13.7466, lng: 100.5393 })).toBeCloseTo(0.73, 1);
    expect(
      matchesStore({ name: 'Halcyon Beauty Siam Center', city: 'Bangkok', address: '979 Rama I Road' }, 'bang'),
    ).toBe(true);
    expect(
      matchesStore({ name: 'Halcyon Beauty Siam Center', city: 'Bangkok', address: '979 Rama I Road' }, 'sydney'),
    ).toBe(false);
  });
});

describe('slots and calendar files in the store’s time', () => {
  const slot = (id: number, startsAt: string, remaining = 1): TimeSlot => ({
    id,
    startsAt,
    endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
    artist: null,
    capacity: 4,
    remaining,
  });

  it('groups slots by the store’s calendar day and hides full ones', () => {
    // 17:00 UTC is already the next day in Bangkok (00:00).
    const days = groupSlots(
      [slot(1, '2026-12-01T07:00:00Z'), slot(2, '2026-12-01T17:00:00Z'), slot(3, '2026-12-01T08:00:00Z', 0)],
      'Asia/Bangkok',
    );
    expect([...days.keys()]).toEqual(['2026-12-01', '2026-12-02']);
    expect([...(days.get('2026-12-01')?.keys() ?? [])]).toEqual(['2026-12-01T07:00:00Z']);
    expect(zonedDateKey('2026-12-01T17:00:00Z', 'Asia/Bangkok')).toBe('2026-12-02');
    expect(formatZonedTime('2026-12-01T07:00:00Z', 'Asia/Bangkok', 'en-TH')).toBe('14:00');
  });

  it('writes the .ics in the store’s zone', () => {
    const ics = bookingIcs(
      {
        uid: 'HBABCDEFGH',
        title: 'Contour 101, Masterclass',
        location: 'Siam Center',
        description: 'Confirmation number: HBABCDEFGH',
        startsAt: '2026-12-01T07:00:00Z',
        endsAt: '2026-12-01T08:30:00Z',
        timeZone: 'Asia/Bangkok',
      },
      new Date('2026-11-26T00:00:00Z'),
    );
    expect(ics).toContain('DTSTART;TZID=Asia/Bangkok:20261201T140000');
    expect(ics).toContain('DTEND;TZID=Asia/Bangkok:20261201T153000');
    expect(ics).toContain('TZOFFSETTO:+0700');
    expect(ics).toContain('SUMMARY:Contour 101\\, Masterclass');
    expect(ics.split('\r\n')[0]).toBe('BEGIN:VCALENDAR');
  });
});

/** The message each field of the booking form shows for these values: an answer's by its question. */
function shown(values: Partial<BookingValues>, questions: readonly BookingQuestion[] = []) {
  const filled = { fullName: 'Pim', email: 'pim@example.com', phone: '', answers: {}, ...values };
  const parsed = bookingFormSchema(questions).safeParse(filled, { error: bookingIssues });
  const found: Record<string, string | undefined> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] === 'answers' ? issue.path[1] : issue.path[0]);
    found[field] ??= messageKey(issue.message, BOOKING_KEYS);
  }
  return found;
}
const contactErrors = (contact: { fullName: string; email: string; phone: string }) => shown(contact);
const answerErrors = (questions: readonly BookingQuestion[], answers: BookingValues['answers']) =>
  shown({ answers }, questions);

describe('booking form messages', () => {
  it('maps the contact rules to the form’s messages', () => {
    expect(contactErrors({ fullName: ' ', email: 'pim@example.com', phone: '' })).toEqual({
      fullName: 'booking.fullNameRequired',
    });
    expect(contactErrors({ fullName: 'Pim', email: 'pim@', phone: '' })).toEqual({ email: 'booking.invalidEmail' });
    expect(contactErrors({ fullName: 'Pim', email: 'pim@example.com', phone: '12ab' })).toEqual({
      phone: 'booking.invalidPhone',
    });
    expect(contactErrors({ fullName: 'Pim', email: 'pim@example.com', phone: '+66 81 234 5678' })).toEqual({});
  });

  it('asks for required answers and holds the character limits', () => {
    const questions: BookingQuestion[] = [
      { id: 'skin_type', label: 'Skin type', type: 'select', required: true, maxLength: null, options: ['dry'] },
      { id: 'allergies', label: 'Allergies', type: 'text', required: false, maxLength: 5, options: [] },
    ];
    expect(answerErrors(questions, {})).toEqual({ skin_type: 'booking.requiredField' });
    expect(answerErrors(questions, { skin_type: 'dry', allergies: 'pollen' })).toEqual({
      allergies: 'booking.characterLimit',
    });
    expect(answerErrors(questions, { skin_type: 'dry', allergies: 'none' })).toEqual({});
  });
});
