import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityTimeSlots } from '@/backend/db/schema';
import type { BookingContext } from '@/backend/happening/booking-context';
import { createBooking } from '@/backend/happening/create-booking';
import { cancelBooking, rescheduleBooking } from '@/backend/happening/reservations';
import { BOOKING_ERROR_CODES, bookingResponseSchema, errorBodySchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { createMembers, type TestMember } from '../concurrency/support';
import { answersFor, book, bookedOf, GUEST_CONTACT, openSlot, otherSlot } from './helpers';

// A slot's places: a booking takes one, a cancellation or a move gives it back once, and a slot that
// has started takes nobody.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  [member] = (await createMembers(t, 1)) as [TestMember];
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function bookAs(member: TestMember, activityId: number, slotId: number) {
  const response = await book(
    t,
    { activityId, slotId, answers: answersFor('class'), contact: { ...GUEST_CONTACT, email: member.email } },
    { jar: member.jar },
  );
  return { status: response.status, body: (await response.json()) as unknown };
}

const numberOf = (body: unknown) => bookingResponseSchema.parse(body).data.number;
const codeOf = (body: unknown) => errorBodySchema.parse(body).error.code;

const cancel = (member: TestMember, number: string) =>
  t.request(`/reservation-service/${number}`, { method: 'DELETE', jar: member.jar });
const reschedule = (member: TestMember, number: string, slotId: number) =>
  t.request('/reservation-service', { method: 'POST', json: { id: number, slotId }, jar: member.jar });

let member: TestMember;

/** The rules called directly, at a moment the test chooses, for a member (whose booking takes its place at once). */
const at = (now: Date): BookingContext => ({
  db: t.db,
  country: 'sg',
  language: 'en',
  user: { id: member.id, email: member.email, isEmployee: false },
  secret: t.env.jwtSecret,
  now,
});

describe('cancelling', () => {
  it('gives the place back once: cancelling twice frees one place, not two', async () => {
    const [first, second, third, fourth] = await createMembers(t, 4);
    const { activity, slot } = await openSlot(t, { kind: 'class', skip: 4, capacity: 2 });
    const cancelled = await bookAs(first!, activity.id, slot.id);
    expect(cancelled.status).toBe(201);
    expect((await bookAs(second!, activity.id, slot.id)).status).toBe(201);
    const full = await bookAs(third!, activity.id, slot.id);
    expect([full.status, codeOf(full.body)]).toEqual([409, BOOKING_ERROR_CODES.slotFull]);

    expect((await cancel(first!, numberOf(cancelled.body))).status).toBe(200);
    expect((await cancel(first!, numberOf(cancelled.body))).status).toBe(200);
    expect(await bookedOf(t, slot.id)).toBe(1);

    // One place is free: the next member gets it, the one after is refused.
    expect((await bookAs(third!, activity.id, slot.id)).status).toBe(201);
    const stillFull = await bookAs(fourth!, activity.id, slot.id);
    expect([stillFull.status, codeOf(stillFull.body)]).toEqual([409, BOOKING_ERROR_CODES.slotFull]);
    expect(await bookedOf(t, slot.id)).toBe(2);
  });

  it('is refused from the first instant of the slot, and gives the place back a millisecond before', async () => {
    const { activity, slot } = await openSlot(t, { kind: 'class', skip: 9, capacity: 3 });
    const before = new Date(slot.startsAt.getTime() - 1);
    const booking = await createBooking(at(new Date(slot.startsAt.getTime() - 60_000)), {
      activityId: activity.id,
      slotId: slot.id,
      answers: {},
      contact: GUEST_CONTACT,
    });
    expect(await bookedOf(t, slot.id)).toBe(1);

    await expect(cancelBooking(at(slot.startsAt), booking.number, booking.manageToken)).rejects.toMatchObject({
      status: 422,
      code: BOOKING_ERROR_CODES.expired,
    });
    expect(await bookedOf(t, slot.id)).toBe(1);
    expect(await cancelBooking(at(before), booking.number, booking.manageToken)).toMatchObject({ status: 'cancelled' });
    expect(await bookedOf(t, slot.id)).toBe(0);
  });
});

describe('rescheduling', () => {
  it('to the slot the booking already holds changes nothing, even when that slot is full', async () => {
    const [member] = await createMembers(t, 1);
    const { activity, slot } = await openSlot(t, { kind: 'class', skip: 5, capacity: 1 });
    const booked = await bookAs(member!, activity.id, slot.id);
    expect(booked.status).toBe(201);

    const same = await reschedule(member!, numberOf(booked.body), slot.id);
    expect(same.status).toBe(200);
    expect(bookingResponseSchema.parse(await same.json()).data).toMatchObject({
      status: 'confirmed',
      slot: { id: slot.id },
    });
    expect(await bookedOf(t, slot.id)).toBe(1);
  });

  it('moves the place: the slot left has one more free, the slot taken one fewer', async () => {
    const [member, other] = await createMembers(t, 2);
    const { activity, slot } = await openSlot(t, { kind: 'class', skip: 6, capacity: 2 });
    const later = await otherSlot(t, activity.id, slot.id, 2);
    const booked = await bookAs(member!, activity.id, slot.id);
    expect((await bookAs(other!, activity.id, slot.id)).status).toBe(201);
    expect(await bookedOf(t, slot.id)).toBe(2);

    expect((await reschedule(member!, numberOf(booked.body), later.id)).status).toBe(200);
    expect(await bookedOf(t, slot.id)).toBe(1);
    expect(await bookedOf(t, later.id)).toBe(1);
  });
});

describe('a slot that has started', () => {
  it('takes no booking from its first instant; a millisecond before, it does', async () => {
    const { activity, slot } = await openSlot(t, { kind: 'class', skip: 7, capacity: 3 });
    const body = { activityId: activity.id, slotId: slot.id, answers: {}, contact: GUEST_CONTACT };

    await expect(createBooking(at(slot.startsAt), body)).rejects.toMatchObject({
      status: 409,
      code: BOOKING_ERROR_CODES.slotFull,
    });
    expect(await bookedOf(t, slot.id)).toBe(0);

    const booking = await createBooking(at(new Date(slot.startsAt.getTime() - 1)), body);
    expect(booking.slot.id).toBe(slot.id);
    expect(await bookedOf(t, slot.id)).toBe(1);
  });

  it('takes no booking moved into it from its first instant', async () => {
    const { activity, slot } = await openSlot(t, { kind: 'class', skip: 8, capacity: 3 });
    const target = await otherSlot(t, activity.id, slot.id, 3);
    // The slot moved into starts an hour before the booking's own, so the booking is still changeable.
    const start = new Date(slot.startsAt.getTime() - 3_600_000);
    await t.db.update(activityTimeSlots).set({ startsAt: start }).where(eq(activityTimeSlots.id, target.id));
    const booking = await createBooking(at(new Date(start.getTime() - 60_000)), {
      activityId: activity.id,
      slotId: slot.id,
      answers: {},
      contact: GUEST_CONTACT,
    });

    await expect(rescheduleBooking(at(start), booking.number, target.id, booking.manageToken)).rejects.toMatchObject({
      status: 409,
      code: BOOKING_ERROR_CODES.slotFull,
    });
    expect(await bookedOf(t, target.id)).toBe(0);
    expect(await bookedOf(t, slot.id)).toBe(1);

    const moved = await rescheduleBooking(
      at(new Date(start.getTime() - 1)),
      booking.number,
      target.id,
      booking.manageToken,
    );
    expect(moved).toMatchObject({ status: 'rescheduled', slot: { id: target.id } });
    expect(await bookedOf(t, target.id)).toBe(1);
    expect(await bookedOf(t, slot.id)).toBe(0);
  });
});
