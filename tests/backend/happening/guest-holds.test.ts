import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, mailOutbox } from '@/backend/db/schema';
import {
  BOOKING_ERROR_CODES,
  bookingResponseSchema,
  errorBodySchema,
  GUEST_BOOKING_HOLD_MINUTES,
  MAX_UPCOMING_GUEST_BOOKINGS,
  timeSlotListResponseSchema,
} from '@/lib/api/contract';
import { createTestApp, type TestApp } from '../harness';
import { createMembers } from '../concurrency/support';
import { answersFor, book, bookedOf, GUEST_CONTACT, openSlot } from './helpers';

/**
 * A guest cannot farm the slots (docs/booking.md, Guests): a booking holds its place only while the
 * guest confirms the address they gave, and one address holds a few upcoming bookings at most.
 * On PGlite, and on Postgres in the backend-pg suite.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** An empty upcoming class slot: the next one nobody has booked, or the `skip`-th after it. */
async function slot(capacity = 4, skip = 0) {
  return openSlot(t, { kind: 'class', capacity, skip });
}

const contact = (email: string) => ({ ...GUEST_CONTACT, email });

async function bookGuest(email: string, capacity = 4) {
  const { activity, slot: target } = await slot(capacity);
  const response = await book(t, {
    activityId: activity.id,
    slotId: target.id,
    answers: answersFor('class'),
    contact: contact(email),
  });
  return { response, activity, slot: target };
}

async function mailTokenOf(number: string): Promise<string> {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.body} like ${`%${number}%`}`);
  expect(rows).toHaveLength(1);
  return rows[0]!.token!;
}

describe('a guest’s booking holds its place until the address is confirmed', () => {
  it('answers a pending booking, with a hold of limited time, and mails the link that confirms it', async () => {
    const before = Date.now();
    const { response, slot: target } = await bookGuest('hold-1@example.com');
    expect(response.status).toBe(201);
    const booking = bookingResponseSchema.parse(await response.json()).data;
    expect(booking.status).toBe('pending');
    const until = Date.parse(booking.holdExpiresAt ?? '');
    expect(until - before).toBeGreaterThanOrEqual(GUEST_BOOKING_HOLD_MINUTES * 60_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(GUEST_BOOKING_HOLD_MINUTES * 60_000 + 60_000);
    expect(await bookedOf(t, target.id)).toBe(1);

    // The answer's token manages the booking but does not confirm it: only the mail does.
    const managed = await t.request(`/reservation-service/${booking.number}?token=${booking.manageToken}`);
    expect(bookingResponseSchema.parse(await managed.json()).data.status).toBe('pending');
    const token = await mailTokenOf(booking.number);
    expect(JSON.stringify(booking)).not.toContain(token);
    const opened = await t.request(`/reservation-service/${booking.number}?token=${token}`);
    expect(bookingResponseSchema.parse(await opened.json()).data.status).toBe('confirmed');
  });

  it('releases the place of a hold nobody confirmed, once, and the late link confirms nothing', async () => {
    const { response, activity, slot: target } = await bookGuest('hold-2@example.com', 1);
    const booking = bookingResponseSchema.parse(await response.json()).data;
    expect(await bookedOf(t, target.id)).toBe(1);
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.number, booking.number));

    // Reading the slots frees the place; reading them again frees nothing more.
    for (let read = 0; read < 2; read += 1) {
      const slots = timeSlotListResponseSchema.parse(
        await (await t.request(`/booking-service/time-slots/${activity.id}`)).json(),
      );
      expect(slots.data.find((entry) => entry.id === target.id)?.remaining).toBe(1);
      expect(await bookedOf(t, target.id)).toBe(0);
    }
    const late = await t.request(`/reservation-service/${booking.number}?token=${await mailTokenOf(booking.number)}`);
    expect(bookingResponseSchema.parse(await late.json()).data.status).toBe('cancelled');
    expect(await bookedOf(t, target.id)).toBe(0);

    // Somebody else takes the freed place.
    const other = await book(t, {
      activityId: activity.id,
      slotId: target.id,
      answers: answersFor('class'),
      contact: contact('hold-2-other@example.com'),
    });
    expect(other.status).toBe(201);
    expect(await bookedOf(t, target.id)).toBe(1);
  });

  it('frees a lapsed hold for a new booking of the same full slot', async () => {
    const { response, activity, slot: target } = await bookGuest('hold-3@example.com', 1);
    const booking = bookingResponseSchema.parse(await response.json()).data;
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.number, booking.number));
    const next = await book(t, {
      activityId: activity.id,
      slotId: target.id,
      answers: answersFor('class'),
      contact: contact('hold-3-next@example.com'),
    });
    expect(next.status).toBe(201);
    expect(await bookedOf(t, target.id)).toBe(1);
  });
});

describe('one guest address holds a few upcoming bookings at most', () => {
  it(`refuses a booking past ${MAX_UPCOMING_GUEST_BOOKINGS}, whatever the address’s case`, async () => {
    for (let index = 0; index < MAX_UPCOMING_GUEST_BOOKINGS; index += 1) {
      expect((await bookGuest(index % 2 ? 'Limit@Example.com' : 'limit@example.com')).response.status).toBe(201);
    }
    const { response, slot: target } = await bookGuest(' LIMIT@example.COM ');
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(await response.json()).error).toMatchObject({
      code: BOOKING_ERROR_CODES.contactLimit,
      details: { limit: MAX_UPCOMING_GUEST_BOOKINGS },
    });
    expect(await bookedOf(t, target.id)).toBe(0);

    // A cancelled booking no longer counts.
    const [held] = await t.db
      .select()
      .from(bookings)
      .where(sql`lower(${bookings.email}) = 'limit@example.com'`)
      .limit(1);
    const [anyToken] = await t.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.body} like ${`%${held!.number}%`}`);
    expect(
      (await t.request(`/reservation-service/${held!.number}?token=${anyToken!.token}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await bookGuest('limit@example.com')).response.status).toBe(201);
  });

  it('does not limit a member, whose bookings belong to the account', async () => {
    const [member] = await createMembers(t, 1);
    for (let index = 0; index <= MAX_UPCOMING_GUEST_BOOKINGS; index += 1) {
      const { activity, slot: target } = await slot();
      const response = await book(
        t,
        { activityId: activity.id, slotId: target.id, answers: answersFor('class'), contact: contact(member!.email) },
        { jar: member!.jar },
      );
      expect(response.status).toBe(201);
      expect(bookingResponseSchema.parse(await response.json()).data.status).toBe('confirmed');
    }
  });

  it('holds under parallel bookings with one address', async () => {
    const targets = [];
    for (let index = 0; index < 8; index += 1) targets.push(await slot(4, index));
    const answers = await Promise.all(
      targets.map(({ activity, slot: target }) =>
        book(t, {
          activityId: activity.id,
          slotId: target.id,
          answers: answersFor('class'),
          contact: contact('parallel@example.com'),
        }),
      ),
    );
    const statuses = answers.map((response) => response.status).sort();
    const held = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          sql`lower(${bookings.email}) = 'parallel@example.com'`,
          inArray(bookings.status, ['pending', 'confirmed', 'rescheduled']),
        ),
      );
    const places = await Promise.all(targets.map(({ slot: target }) => bookedOf(t, target.id)));
    expect(held).toHaveLength(MAX_UPCOMING_GUEST_BOOKINGS);
    expect(places.reduce((sum, count) => sum + count, 0)).toBe(MAX_UPCOMING_GUEST_BOOKINGS);
    expect(statuses).toEqual([
      ...Array.from({ length: MAX_UPCOMING_GUEST_BOOKINGS }, () => 201),
      ...Array.from({ length: 8 - MAX_UPCOMING_GUEST_BOOKINGS }, () => 422),
    ]);
  });
});
