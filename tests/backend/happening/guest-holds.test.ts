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
} from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { createMembers, type TestMember } from '../concurrency/support';
import { answersFor, book, bookedOf, GUEST_CONTACT, openSlot, otherSlot } from './helpers';

/**
 * A guest cannot farm the slots (docs/booking.md, Guests): a booking takes no place until the guest
 * confirms the address they gave, by the mailed link, and one address holds a few upcoming bookings
 * at most. On PGlite, and on Postgres in the backend-pg suite.
 */

let t: TestApp;
let member: TestMember;

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  [member] = (await createMembers(t, 1)) as [TestMember];
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

/** A member's booking of the slot, which takes its place at once. */
async function bookMember(activityId: number, slotId: number) {
  return book(
    t,
    { activityId, slotId, answers: answersFor('class'), contact: contact(member.email) },
    { jar: member.jar },
  );
}

async function mailTokenOf(number: string): Promise<string> {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.body} like ${`%${number}%`}`);
  expect(rows).toHaveLength(1);
  return rows[0]!.token!;
}

describe('a guest’s booking takes no place until the address is confirmed', () => {
  it('answers a pending booking that holds nothing, and mails the link that confirms it and takes the place once', async () => {
    const before = Date.now();
    const { response, activity, slot: target } = await bookGuest('hold-1@example.com');
    expect(response.status).toBe(201);
    const booking = bookingResponseSchema.parse(await response.json()).data;
    expect(booking.status).toBe('pending');
    const until = Date.parse(booking.holdExpiresAt ?? '');
    expect(until - before).toBeGreaterThanOrEqual(GUEST_BOOKING_HOLD_MINUTES * 60_000 - 1000);
    expect(until - before).toBeLessThanOrEqual(GUEST_BOOKING_HOLD_MINUTES * 60_000 + 60_000);
    expect(await bookedOf(t, target.id)).toBe(0);
    const slots = timeSlotListResponseSchema.parse(
      await (await t.request(`/booking-service/time-slots/${activity.id}`)).json(),
    );
    expect(slots.data.find((entry) => entry.id === target.id)?.remaining).toBe(4);

    // The answer's token manages the booking but does not confirm it: only the mail does.
    const managed = await t.request(`/reservation-service/${booking.number}?token=${booking.manageToken}`);
    expect(bookingResponseSchema.parse(await managed.json()).data.status).toBe('pending');
    expect(await bookedOf(t, target.id)).toBe(0);
    const token = await mailTokenOf(booking.number);
    expect(JSON.stringify(booking)).not.toContain(token);
    for (let opening = 0; opening < 2; opening += 1) {
      const opened = await t.request(`/reservation-service/${booking.number}?token=${token}`);
      expect(bookingResponseSchema.parse(await opened.json()).data.status).toBe('confirmed');
      expect(await bookedOf(t, target.id)).toBe(1);
    }
  });

  it('confirms nothing and takes no place when the link is opened late', async () => {
    const { response, slot: target } = await bookGuest('hold-2@example.com', 1);
    const booking = bookingResponseSchema.parse(await response.json()).data;
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.number, booking.number));
    const late = await t.request(`/reservation-service/${booking.number}?token=${await mailTokenOf(booking.number)}`);
    expect(bookingResponseSchema.parse(await late.json()).data.status).toBe('cancelled');
    expect(await bookedOf(t, target.id)).toBe(0);
  });

  it('ends the booking when the slot filled before the guest confirmed, and refuses a full slot at once', async () => {
    const { response, activity, slot: target } = await bookGuest('hold-3@example.com', 1);
    expect(response.status).toBe(201);
    const booking = bookingResponseSchema.parse(await response.json()).data;
    // A pending booking does not keep a member from the slot's only place.
    expect((await bookMember(activity.id, target.id)).status).toBe(201);
    const opened = await t.request(`/reservation-service/${booking.number}?token=${await mailTokenOf(booking.number)}`);
    expect(opened.status).toBe(200);
    expect(bookingResponseSchema.parse(await opened.json()).data).toMatchObject({
      status: 'cancelled',
      changeable: false,
    });
    expect(await bookedOf(t, target.id)).toBe(1);

    const refused = await book(t, {
      activityId: activity.id,
      slotId: target.id,
      answers: answersFor('class'),
      contact: contact('hold-3-late@example.com'),
    });
    expect(refused.status).toBe(409);
    expect(errorBodySchema.parse(await refused.json()).error.code).toBe(BOOKING_ERROR_CODES.slotFull);
  });

  it('moves a pending booking unconfirmed, taking no place, and cancels one without giving a place back', async () => {
    const { response, activity, slot: target } = await bookGuest('hold-4@example.com', 2);
    const booking = bookingResponseSchema.parse(await response.json()).data;
    const later = await otherSlot(t, activity.id, target.id, 2);
    // The answer's token moves it, but it stays pending: no place is taken in either slot.
    const moved = await t.request('/reservation-service', {
      method: 'POST',
      json: { id: booking.number, slotId: later.id, token: booking.manageToken },
    });
    expect(moved.status).toBe(200);
    expect(bookingResponseSchema.parse(await moved.json()).data).toMatchObject({
      status: 'pending',
      slot: { id: later.id },
    });
    expect([await bookedOf(t, target.id), await bookedOf(t, later.id)]).toEqual([0, 0]);

    // With a member's place in the slot, cancelling the pending booking leaves that place taken.
    expect((await bookMember(activity.id, later.id)).status).toBe(201);
    const cancelled = await t.request(`/reservation-service/${booking.number}?token=${booking.manageToken}`, {
      method: 'DELETE',
    });
    expect(bookingResponseSchema.parse(await cancelled.json()).data.status).toBe('cancelled');
    expect(await bookedOf(t, later.id)).toBe(1);
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
    // Pending, they hold no place until their links are opened.
    expect(places).toEqual(targets.map(() => 0));
    expect(statuses).toEqual([
      ...Array.from({ length: MAX_UPCOMING_GUEST_BOOKINGS }, () => 201),
      ...Array.from({ length: 8 - MAX_UPCOMING_GUEST_BOOKINGS }, () => 422),
    ]);
  });
});
