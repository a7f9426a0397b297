import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, activityTimeSlots, artists, mailOutbox } from '@/backend/db/schema';
import {
  BOOKING_ERROR_CODES,
  BOOKING_MESSAGES,
  availableSlotsResponseSchema,
  bookingListResponseSchema,
  bookingResponseSchema,
  errorBodySchema,
  timeSlotListResponseSchema,
} from '@/contract';
import { DEMO_PASSWORD } from '@/backend/seed/members';
import { CookieJar, createTestApp, type TestApp } from '../harness';
import { createMembers, localeHeaders } from '../concurrency/support';
import { answersFor, book, bookedOf, confirmByMail, GUEST_CONTACT, openSlot, otherSlot } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const error = async (response: Response) => errorBodySchema.parse(await response.json()).error;

describe('the seeded artists', () => {
  it('never gives a store two artists of one name', async () => {
    const rows = await t.db.select({ storeId: artists.storeId, name: artists.name }).from(artists);
    const keys = rows.map((row) => `${row.storeId}:${row.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('booking as a guest', () => {
  it('confirms a place, shows it only with the signed token of its link, and mails that link', async () => {
    const { activity, slot } = await openSlot(t, { kind: 'class', country: 'th', capacity: 4 });
    const headers = { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' };
    const response = await book(
      t,
      { activityId: activity.id, slotId: slot.id, answers: {}, contact: GUEST_CONTACT },
      { headers, key: 'guest-class-1' },
    );
    expect(response.status).toBe(201);
    const { data } = bookingResponseSchema.parse(await response.json());
    // Pending, holding no place: the guest has not shown the address is theirs.
    expect(data).toMatchObject({
      status: 'pending',
      changeable: true,
      member: false,
      store: { timeZone: 'Asia/Bangkok' },
      contact: GUEST_CONTACT,
      currencySymbol: '฿',
    });
    expect(data.number).toMatch(/^HB[A-Z0-9]{8}$/);
    const remaining = async () =>
      timeSlotListResponseSchema
        .parse(await (await t.request(`/booking-service/time-slots/${activity.id}`, { headers })).json())
        .data.find((entry) => entry.id === slot.id)?.remaining;
    expect(await bookedOf(t, slot.id)).toBe(0);
    expect(await remaining()).toBe(4);

    expect((await t.request(`/reservation-service/${data.number}`, { headers })).status).toBe(404);
    expect((await t.request(`/reservation-service/${data.number}?token=nope`, { headers })).status).toBe(404);
    const shown = await t.request(`/reservation-service/${data.number}?token=${data.manageToken}`, { headers });
    expect(shown.status).toBe(200);

    expect(bookingResponseSchema.parse(await shown.json()).data.status).toBe('pending');

    // The mail carries the link that confirms it, with a token the answers never show.
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, GUEST_CONTACT.email));
    expect(mail?.kind).toBe('booking');
    expect(mail?.token).not.toBe(data.manageToken);
    expect(mail?.body).toContain(`/happening/classes/cancel/${data.number}?token=${mail?.token}`);
    const opened = await t.request(`/reservation-service/${data.number}?token=${mail?.token}`, { headers });
    expect(bookingResponseSchema.parse(await opened.json()).data).toMatchObject({
      status: 'confirmed',
      holdExpiresAt: null,
    });
    // Confirmed, it takes its place, and the slot lists show it at once.
    expect(await bookedOf(t, slot.id)).toBe(1);
    expect(await remaining()).toBe(3);

    // The same key answers the same booking; no second place is taken.
    const again = await book(
      t,
      { activityId: activity.id, slotId: slot.id, answers: {}, contact: GUEST_CONTACT },
      { headers, key: 'guest-class-1' },
    );
    expect(again.status).toBe(201);
    expect(bookingResponseSchema.parse(await again.json()).data.number).toBe(data.number);
    expect(await bookedOf(t, slot.id)).toBe(1);
  });

  it('answers the booking form messages word for word', async () => {
    const { activity, slot } = await openSlot(t, { kind: 'service' });
    const base = { activityId: activity.id, slotId: slot.id, answers: answersFor('service') };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...GUEST_CONTACT, fullName: '  ' }, BOOKING_MESSAGES.fullNameRequired],
      [{ ...GUEST_CONTACT, email: 'not-an-email' }, BOOKING_MESSAGES.invalidEmail],
      [{ ...GUEST_CONTACT, phone: '12ab' }, BOOKING_MESSAGES.invalidPhone],
    ];
    for (const [contact, message] of cases) {
      const response = await book(t, { ...base, contact });
      expect(response.status).toBe(400);
      expect((await error(response)).message).toContain(message);
    }
    const missing = await book(t, { ...base, answers: {}, contact: GUEST_CONTACT });
    expect(missing.status).toBe(422);
    expect(await error(missing)).toMatchObject({
      message: BOOKING_MESSAGES.requiredField,
      details: { field: 'skin_type', reason: 'required' },
    });
    const long = await book(t, {
      ...base,
      answers: { skin_type: 'dry', allergies: 'x'.repeat(201) },
      contact: GUEST_CONTACT,
    });
    expect(long.status).toBe(422);
    expect(await error(long)).toMatchObject({
      message: BOOKING_MESSAGES.characterLimitExceeded,
      details: { field: 'allergies', reason: 'too_long' },
    });
    expect(await bookedOf(t, slot.id)).toBe(0);
  });

  it('refuses an app-only activity, a full slot and a slot of another activity', async () => {
    const { activity, slot } = await openSlot(t, { kind: 'service', skip: 3, capacity: 1 });
    await t.db.update(activities).set({ appOnly: true }).where(eq(activities.id, activity.id));
    const appOnly = await book(t, {
      activityId: activity.id,
      slotId: slot.id,
      answers: answersFor('service'),
      contact: GUEST_CONTACT,
    });
    expect(appOnly.status).toBe(403);
    expect(await error(appOnly)).toMatchObject({
      code: BOOKING_ERROR_CODES.appOnly,
      message: BOOKING_MESSAGES.appOnly,
    });
    await t.db.update(activities).set({ appOnly: false }).where(eq(activities.id, activity.id));

    const body = { activityId: activity.id, slotId: slot.id, answers: answersFor('service'), contact: GUEST_CONTACT };
    const first = await book(t, body);
    expect(first.status).toBe(201);
    await confirmByMail(t, bookingResponseSchema.parse(await first.json()).data.number);
    const full = await book(t, body);
    expect(full.status).toBe(409);
    expect(await error(full)).toMatchObject({
      code: BOOKING_ERROR_CODES.slotFull,
      message: BOOKING_MESSAGES.noAvailableSlots,
    });
    const available = availableSlotsResponseSchema.parse(
      await (await t.request(`/booking-service/available-slots/${activity.id}`)).json(),
    );
    const listed = available.data.flatMap((day) => day.slots);
    // The activity's other slots are still offered; only the full one is gone.
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((entry) => entry.id === slot.id)).toBe(false);

    const other = await openSlot(t, { kind: 'class' });
    expect((await book(t, { ...body, slotId: other.slot.id })).status).toBe(404);
  });
});

describe('booking as a member', () => {
  it('ties the booking to the account, lists it, reschedules it atomically and cancels it', async () => {
    const [member, stranger] = await createMembers(t, 2, { tier: 'gold' });
    const { activity, slot } = await openSlot(t, { kind: 'service', skip: 6, capacity: 1 });
    const later = await otherSlot(t, activity.id, slot.id, 1);
    const response = await book(
      t,
      {
        activityId: activity.slug,
        slotId: slot.id,
        artistId: slot.artistId,
        answers: answersFor('service'),
        contact: { fullName: 'Gold Member', email: member!.email, phone: '' },
      },
      { jar: member!.jar },
    );
    expect(response.status).toBe(201);
    const booking = bookingResponseSchema.parse(await response.json()).data;
    expect(booking.member).toBe(true);
    expect(booking.artist?.id).toBe(slot.artistId);

    expect((await t.request(`/reservation-service/${booking.number}`, { jar: member!.jar })).status).toBe(200);
    expect((await t.request(`/reservation-service/${booking.number}`, { jar: stranger!.jar })).status).toBe(404);
    const list = bookingListResponseSchema.parse(
      await (await t.request('/reservation-service', { jar: member!.jar })).json(),
    );
    expect(list.data.upcoming.map((entry) => entry.number)).toEqual([booking.number]);
    expect((await t.request('/reservation-service')).status).toBe(401);

    const moved = await t.request('/reservation-service', {
      method: 'POST',
      json: { id: booking.number, slotId: later.id },
      jar: member!.jar,
    });
    expect(moved.status).toBe(200);
    expect(bookingResponseSchema.parse(await moved.json()).data).toMatchObject({
      status: 'rescheduled',
      slot: { id: later.id },
    });
    expect(await bookedOf(t, slot.id)).toBe(0);
    expect(await bookedOf(t, later.id)).toBe(1);

    // The old slot is free again: somebody else can take it; moving back to it then fails.
    const somebody = await book(t, {
      activityId: activity.id,
      slotId: slot.id,
      answers: answersFor('service'),
      contact: { ...GUEST_CONTACT, email: 'somebody.else@example.com' },
    });
    expect(somebody.status).toBe(201);
    const taken = await confirmByMail(t, bookingResponseSchema.parse(await somebody.json()).data.number);
    expect(taken.status).toBe('confirmed');
    const back = await t.request('/reservation-service', {
      method: 'POST',
      json: { id: booking.number, slotId: slot.id },
      jar: member!.jar,
    });
    expect(back.status).toBe(409);
    expect(await bookedOf(t, later.id)).toBe(1);

    const cancelled = await t.request(`/reservation-service/${booking.number}`, { method: 'DELETE', jar: member!.jar });
    expect(cancelled.status).toBe(200);
    expect(bookingResponseSchema.parse(await cancelled.json()).data).toMatchObject({
      status: 'cancelled',
      changeable: false,
    });
    expect(await bookedOf(t, later.id)).toBe(0);
    // Cancelling twice releases nothing more.
    expect(
      (await t.request(`/reservation-service/${booking.number}`, { method: 'DELETE', jar: member!.jar })).status,
    ).toBe(200);
    expect(await bookedOf(t, later.id)).toBe(0);
    const after = bookingListResponseSchema.parse(
      await (await t.request('/reservation-service', { jar: member!.jar })).json(),
    );
    expect(after.data.upcoming).toEqual([]);
    expect(after.data.past.map((entry) => entry.status)).toEqual(['cancelled']);
  });

  it('answers 401, not 404, to a member whose access token no longer works, so the browser refreshes it', async () => {
    const [member] = await createMembers(t, 1);
    const { activity, slot } = await openSlot(t, { kind: 'service', skip: 8 });
    const later = await otherSlot(t, activity.id, slot.id);
    const response = await book(
      t,
      {
        activityId: activity.slug,
        slotId: slot.id,
        artistId: slot.artistId,
        answers: answersFor('service'),
        contact: { fullName: 'Stale Session', email: member!.email, phone: '' },
      },
      { jar: member!.jar },
    );
    const booking = bookingResponseSchema.parse(await response.json()).data;
    // A token that does not verify (as an expired one) is sent instead of the member's.
    const stale = { headers: { Authorization: 'Bearer not.a-valid.token' } };
    const show = await t.request(`/reservation-service/${booking.number}`, stale);
    expect(show.status).toBe(401);
    expect((await error(show)).code).toBe('unauthorized');
    const move = await t.request('/reservation-service', {
      ...stale,
      method: 'POST',
      json: { id: booking.number, slotId: later.id },
    });
    expect(move.status).toBe(401);
    expect((await t.request(`/reservation-service/${booking.number}`, { ...stale, method: 'DELETE' })).status).toBe(
      401,
    );
    // Nothing changed; the link's token still opens it whatever else is sent; without any token it is a 404.
    const token = encodeURIComponent(booking.manageToken);
    const viaLink = await t.request(`/reservation-service/${booking.number}?token=${token}`, stale);
    expect(viaLink.status).toBe(200);
    expect(bookingResponseSchema.parse(await viaLink.json()).data.status).toBe('confirmed');
    expect((await t.request(`/reservation-service/${booking.number}`)).status).toBe(404);
  });

  it('cannot reschedule or cancel an expired booking', async () => {
    const [member] = await createMembers(t, 1);
    const { activity, slot } = await openSlot(t, { kind: 'class', skip: 2, capacity: 5 });
    const later = await otherSlot(t, activity.id, slot.id);
    const booking = bookingResponseSchema.parse(
      await (
        await book(
          t,
          {
            activityId: activity.id,
            slotId: slot.id,
            answers: {},
            contact: { ...GUEST_CONTACT, email: member!.email },
          },
          { jar: member!.jar },
        )
      ).json(),
    ).data;
    // The class has started.
    await t.db
      .update(activityTimeSlots)
      .set({ startsAt: new Date(Date.now() - 3_600_000) })
      .where(eq(activityTimeSlots.id, slot.id));
    const shown = bookingResponseSchema.parse(
      await (await t.request(`/reservation-service/${booking.number}`, { jar: member!.jar })).json(),
    ).data;
    expect(shown).toMatchObject({ status: 'expired', changeable: false });
    const cancel = await t.request(`/reservation-service/${booking.number}`, { method: 'DELETE', jar: member!.jar });
    expect(cancel.status).toBe(422);
    expect(await error(cancel)).toMatchObject({
      code: BOOKING_ERROR_CODES.expired,
      message: BOOKING_MESSAGES.bookingExpired,
    });
    const move = await t.request('/reservation-service', {
      method: 'POST',
      json: { id: booking.number, slotId: later.id },
      jar: member!.jar,
    });
    expect(move.status).toBe(422);
    expect((await error(move)).message).toBe(BOOKING_MESSAGES.bookingExpired);
    expect(await bookedOf(t, slot.id)).toBe(1);
  });

  it('shows the demo members their past bookings as expired, which cannot be cancelled', async () => {
    const jar = new CookieJar();
    const signIn = await t.request('/sessions', {
      method: 'POST',
      json: { email: 'gold@demo.halcyonbeauty.test', password: DEMO_PASSWORD },
      jar,
    });
    expect(signIn.status).toBe(200);
    const list = bookingListResponseSchema.parse(await (await t.request('/reservation-service', { jar })).json());
    const past = list.data.past.find((entry) => entry.number.startsWith('HBDEMO'));
    expect(past).toMatchObject({ status: 'expired', changeable: false });
    const cancel = await t.request(`/reservation-service/${past!.number}`, { method: 'DELETE', jar });
    expect(cancel.status).toBe(422);
    expect((await error(cancel)).message).toBe(BOOKING_MESSAGES.bookingExpired);
  });

  it('books an event by invitation for an invited tier only, and tells everyone else why, by code', async () => {
    const { activity, slot } = await openSlot(t, { kind: 'event', country: 'sg', invited: true });
    expect(activity.invitedTier).toBe('gold');
    const listed = await t.request('/happening/services/activities?kind=event', { headers: localeHeaders('sg') });
    const shown = ((await listed.json()) as { data: Array<{ id: number; invitedTier: string | null }> }).data;
    expect(shown.find((entry) => entry.id === activity.id)?.invitedTier).toBe('gold');

    const body = { activityId: activity.id, slotId: slot.id, answers: {} };
    const guest = await book(t, { ...body, contact: { ...GUEST_CONTACT, email: 'uninvited@example.com' } });
    expect(guest.status).toBe(403);
    expect(await error(guest)).toMatchObject({
      code: BOOKING_ERROR_CODES.invitationOnly,
      message: BOOKING_MESSAGES.invitationOnly,
      details: { tier: 'gold' },
    });
    const [black] = await createMembers(t, 1, { tier: 'black' });
    const refused = await book(t, { ...body, contact: GUEST_CONTACT }, { jar: black!.jar });
    expect(refused.status).toBe(403);
    expect((await error(refused)).code).toBe(BOOKING_ERROR_CODES.invitationOnly);
    expect(await bookedOf(t, slot.id)).toBe(0);

    const [gold] = await createMembers(t, 1, { tier: 'gold' });
    const booked = await book(t, { ...body, contact: GUEST_CONTACT }, { jar: gold!.jar });
    expect(booked.status).toBe(201);
    expect(await bookedOf(t, slot.id)).toBe(1);
  });

  it('keeps bookings to their country', async () => {
    const { activity, slot } = await openSlot(t, { kind: 'event', country: 'sg' });
    const booking = bookingResponseSchema.parse(
      await (
        await book(t, {
          activityId: activity.id,
          slotId: slot.id,
          answers: {},
          contact: { ...GUEST_CONTACT, email: 'country@example.com' },
        })
      ).json(),
    ).data;
    const elsewhere = await t.request(`/reservation-service/${booking.number}?token=${booking.manageToken}`, {
      headers: localeHeaders('my'),
    });
    expect(elsewhere.status).toBe(404);
  });
});
