import fc from 'fast-check';
import { and, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityTimeSlots, bookings } from '@/backend/db/schema';
import { bookingResponseSchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { answersFor, book, bookedOf, confirmByMail, GUEST_CONTACT, openSlot, otherSlot } from '../happening/helpers';
import {
  countBy,
  createMembers,
  type Figure,
  FigureRecord,
  outcomes,
  PROPERTY_LIMITS,
  PROPERTY_TEST_TIMEOUT_MS,
  reportFigures,
  RUNS,
  type TestMember,
} from './support';

/**
 * Happening capacity under parallel requests: however many shoppers race for a slot, exactly
 * min(requests, capacity) bookings are confirmed, and a slot's counter always equals the bookings
 * holding a place in it. A place is taken by a member's booking, by a guest opening the mailed link
 * (a pending guest booking holds none) and by a move. On PGlite, and on Postgres when
 * TEST_DATABASE_URL is set.
 */

let t: TestApp;
let member: TestMember;
const figures: Figure[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: 'all', apiNodes: 2 });
  [member] = (await createMembers(t, 1)) as [TestMember];
}, 180_000);
afterAll(async () => {
  reportFigures(t.kind, 'bookings', figures);
  await t.close();
});

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/** Bookings holding a place in each slot (confirmed or moved: not pending, not cancelled), by slot id. */
async function holding(slotIds: number[]): Promise<Map<number, number>> {
  const rows = await t.db
    .select({ slotId: bookings.slotId, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(inArray(bookings.slotId, slotIds), inArray(bookings.status, ['confirmed', 'rescheduled'])))
    .groupBy(bookings.slotId);
  return new Map(rows.map((row) => [row.slotId, Number(row.n)]));
}

/**
 * The invariants of the slots, read from the database: the bookings holding a place never
 * outnumber the capacity, and the counter equals them. (The counter alone cannot pass the
 * capacity, as it only grows by a conditional update; the booking rows can.)
 */
async function slotInvariants(slotIds: number[]): Promise<Record<string, boolean>> {
  const held = await holding(slotIds);
  const slots = await t.db.select().from(activityTimeSlots).where(inArray(activityTimeSlots.id, slotIds));
  const invariants: Record<string, boolean> = { [`${slotIds.length} slots found`]: slots.length === slotIds.length };
  for (const slot of slots) {
    const places = held.get(slot.id) ?? 0;
    invariants[`slot ${slot.id}: ${places} places held ≤ capacity ${slot.capacity}`] = places <= slot.capacity;
    invariants[`slot ${slot.id}: counter ${slot.booked} = ${places} places held`] = slot.booked === places;
  }
  return invariants;
}

async function placesHeld(slotId: number): Promise<number> {
  return (await holding([slotId])).get(slotId) ?? 0;
}

describe('parallel bookings of one slot', () => {
  for (const [requests, capacity, kind, skip] of [
    [20, 5, 'class', 0],
    [12, 1, 'service', 0],
    [4, 8, 'class', 1],
    [30, 30, 'event', 0],
  ] as const) {
    it(`confirm exactly min(${requests}, ${capacity})`, async () => {
      const confirmed = Math.min(requests, capacity);
      const figure = new FigureRecord(
        figures,
        `${requests} parallel bookings of ${kind === 'event' ? 'an' : 'a'} ${kind} slot with capacity ${capacity}: ${confirmed} confirmed`,
        requests,
      );
      const { activity, slot } = await openSlot(t, { kind, capacity, skip });
      const answers = await outcomes(
        await Promise.all(
          range(requests).map((i) =>
            book(
              t,
              {
                activityId: activity.id,
                slotId: slot.id,
                answers: answersFor(kind),
                contact: { ...GUEST_CONTACT, email: `race-${slot.id}-${i}@example.com` },
              },
              { key: `race-${slot.id}-${i}`, jar: member.jar },
            ),
          ),
        ),
      );
      const places = await placesHeld(slot.id);
      const violations = figure.count({
        ...(await slotInvariants([slot.id])),
        [`${places} places held = ${confirmed} confirmed`]: places === confirmed,
      });
      const expected: Record<string, number> = { 201: confirmed };
      if (requests > capacity) expected[409] = requests - capacity;
      expect(countBy(answers, (a) => a.status)).toEqual(expected);
      expect(await bookedOf(t, slot.id)).toBe(confirmed);
      expect(violations, figure.broken.join('; ')).toBe(0);
    });
  }

  it('take one place for parallel retries of the same request (same idempotency key)', async () => {
    const figure = new FigureRecord(figures, '10 parallel retries with one key: 1 booking', 10);
    const { activity, slot } = await openSlot(t, { kind: 'class', capacity: 5, skip: 2 });
    const body = { activityId: activity.id, slotId: slot.id, answers: {}, contact: GUEST_CONTACT };
    const answers = await outcomes(
      await Promise.all(range(10).map(() => book(t, body, { key: `retry-${slot.id}`, jar: member.jar }))),
    );
    const places = await placesHeld(slot.id);
    const violations = figure.count({
      ...(await slotInvariants([slot.id])),
      [`${places} places held = 1 booking`]: places === 1,
    });
    expect(answers.map((a) => a.status)).toEqual(range(10).map(() => 201));
    const numbers = new Set(answers.map((a) => bookingResponseSchema.parse(a.body).data.number));
    expect(numbers.size).toBe(1);
    expect(await bookedOf(t, slot.id)).toBe(1);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });
});

describe('parallel confirmations of guest bookings', () => {
  it('take exactly the places left, however many guests open their link at once', async () => {
    const figure = new FigureRecord(
      figures,
      '9 guests open their mailed link twice at once, for a slot of capacity 3 with 1 taken: 2 confirmed',
      18,
    );
    const { activity, slot } = await openSlot(t, { kind: 'class', capacity: 3, skip: 5 });
    const pending = [];
    for (const i of range(9)) {
      const response = await book(t, {
        activityId: activity.id,
        slotId: slot.id,
        answers: {},
        contact: { ...GUEST_CONTACT, email: `confirm-${slot.id}-${i}@example.com` },
      });
      expect(response.status).toBe(201);
      pending.push(bookingResponseSchema.parse(await response.json()).data);
    }
    // Nine pending bookings hold nothing; a member still takes a place.
    expect(await bookedOf(t, slot.id)).toBe(0);
    const taken = await book(
      t,
      { activityId: activity.id, slotId: slot.id, answers: {}, contact: GUEST_CONTACT },
      { jar: member.jar },
    );
    expect(taken.status).toBe(201);

    // Each guest opens the link twice at once.
    const opened = await Promise.all([...pending, ...pending].map((booking) => confirmByMail(t, booking.number)));
    const statuses = new Map(opened.map((booking) => [booking.number, booking.status]));
    const places = await placesHeld(slot.id);
    const violations = figure.count({
      ...(await slotInvariants([slot.id])),
      [`${places} places held = 3`]: places === 3,
    });
    expect(countBy([...statuses.values()], (status) => status)).toEqual({ confirmed: 2, cancelled: 7 });
    // Both openings of one link saw the same outcome.
    for (const booking of opened) expect(booking.status).toBe(statuses.get(booking.number));
    expect(await bookedOf(t, slot.id)).toBe(3);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });
});

describe('parallel reschedules and cancellations', () => {
  it('move no more bookings into a slot than it holds, and free every place they leave', async () => {
    const figure = new FigureRecord(
      figures,
      '8 parallel reschedules into a slot of capacity 3 (3 moved), then 16 parallel cancellations',
      24,
    );
    const { activity, slot } = await openSlot(t, { kind: 'class', capacity: 10, skip: 3 });
    const target = await otherSlot(t, activity.id, slot.id, 3);
    const made = await Promise.all(
      range(8).map(async (i) => {
        const response = await book(
          t,
          {
            activityId: activity.id,
            slotId: slot.id,
            answers: {},
            contact: { ...GUEST_CONTACT, email: `move-${i}@example.com` },
          },
          { jar: member.jar },
        );
        return bookingResponseSchema.parse(await response.json()).data;
      }),
    );
    const answers = await outcomes(
      await Promise.all(
        made.map((booking) =>
          t.request('/reservation-service', {
            method: 'POST',
            json: { id: booking.number, slotId: target.id, token: booking.manageToken },
          }),
        ),
      ),
    );
    const moved = { target: await placesHeld(target.id), source: await placesHeld(slot.id) };
    const movedCounters = { target: await bookedOf(t, target.id), source: await bookedOf(t, slot.id) };
    figure.count(
      {
        ...(await slotInvariants([slot.id, target.id])),
        [`${moved.target} places held in the new slot = 3`]: moved.target === 3,
        [`${moved.source} places held in the old slot = 5`]: moved.source === 5,
      },
      'after the moves',
    );

    // Everybody cancels twice at once: every place comes back exactly once.
    const cancels = await outcomes(
      await Promise.all(
        [...made, ...made].map((booking) =>
          t.request(`/reservation-service/${booking.number}?token=${booking.manageToken}`, { method: 'DELETE' }),
        ),
      ),
    );
    const left = { target: await placesHeld(target.id), source: await placesHeld(slot.id) };
    figure.count(
      {
        ...(await slotInvariants([slot.id, target.id])),
        [`${left.target + left.source} places held after every cancellation = 0`]: left.target + left.source === 0,
      },
      'after the cancellations',
    );

    expect(countBy(answers, (a) => a.status)).toEqual({ 200: 3, 409: 5 });
    expect(movedCounters).toEqual({ target: 3, source: 5 });
    expect(cancels.map((a) => a.status)).toEqual(cancels.map(() => 200));
    expect(cancels).toHaveLength(16);
    expect(await bookedOf(t, target.id)).toBe(0);
    expect(await bookedOf(t, slot.id)).toBe(0);
    expect(figure.violations, figure.broken.join('; ')).toBe(0);
  });
  it('swap slots in opposite directions at once without either request failing', async () => {
    const figure = new FigureRecord(figures, '24 parallel moves, 12 each way between two slots: 12 in each after', 24);
    const { activity, slot } = await openSlot(t, { kind: 'class', capacity: 40, skip: 4 });
    const other = await otherSlot(t, activity.id, slot.id, 40);
    const bookInto = async (slotId: number, i: number) => {
      const response = await book(
        t,
        {
          activityId: activity.id,
          slotId,
          answers: {},
          contact: { ...GUEST_CONTACT, email: `swap-${slotId}-${i}@example.com` },
        },
        { jar: member.jar },
      );
      return bookingResponseSchema.parse(await response.json()).data;
    };
    const here = await Promise.all(range(12).map((i) => bookInto(slot.id, i)));
    const there = await Promise.all(range(12).map((i) => bookInto(other.id, i)));
    // Each pair moves one booking each way at the same moment: both slots change in both requests.
    const moves = range(12).flatMap((i) => [
      { booking: here[i]!, to: other.id },
      { booking: there[i]!, to: slot.id },
    ]);
    const answers = await outcomes(
      await Promise.all(
        moves.map(({ booking, to }) =>
          t.request('/reservation-service', {
            method: 'POST',
            json: { id: booking.number, slotId: to, token: booking.manageToken },
          }),
        ),
      ),
    );
    const places = { here: await placesHeld(slot.id), there: await placesHeld(other.id) };
    const violations = figure.count({
      ...(await slotInvariants([slot.id, other.id])),
      [`${places.here} and ${places.there} places held = 12 and 12`]: places.here === 12 && places.there === 12,
    });
    expect(countBy(answers, (a) => a.status)).toEqual({ 200: 24 });
    expect(await bookedOf(t, slot.id)).toBe(12);
    expect(await bookedOf(t, other.id)).toBe(12);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });
});

describe('random bursts against a model', () => {
  it(
    'keep every slot within capacity and its counter equal to the places held',
    { timeout: PROPERTY_TEST_TIMEOUT_MS },
    async () => {
      const figure = new FigureRecord(
        figures,
        `${RUNS} random bursts of parallel book/move/cancel on slots of capacity 4 and 2, each from one booking`,
      );
      const { activity, slot } = await openSlot(t, { kind: 'class', capacity: 4, skip: 4 });
      const second = await otherSlot(t, activity.id, slot.id, 2);
      const slots = [slot.id, second.id];
      let run = 0;
      const bookInto = (slotId: number, email: string) =>
        book(
          t,
          { activityId: activity.id, slotId, answers: {}, contact: { ...GUEST_CONTACT, email } },
          { jar: member.jar },
        );
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.oneof(
              fc.record({ op: fc.constant('book' as const), slot: fc.integer({ min: 0, max: 1 }) }),
              fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
              fc.record({ op: fc.constant('move' as const), pick: fc.nat(), slot: fc.integer({ min: 0, max: 1 }) }),
            ),
            { minLength: 1, maxLength: 12 },
          ),
          async (ops) => {
            run += 1;
            figure.ran();
            // Every run starts from the same state, so that a replayed seed meets what it met the
            // first time: both slots emptied, then one booking, so every cancel and move has one to act on.
            await t.db.update(bookings).set({ status: 'cancelled' }).where(inArray(bookings.slotId, slots));
            await t.db.update(activityTimeSlots).set({ booked: 0 }).where(inArray(activityTimeSlots.id, slots));
            const first = await bookInto(slot.id, `model-${run}-first@example.com`);
            expect(first.status).toBe(201);
            const { data } = bookingResponseSchema.parse(await first.json());
            const made = [{ number: data.number, token: data.manageToken }];

            figure.sent(ops.length);
            const settled = await Promise.allSettled(
              ops.map(async (op, i) => {
                if (op.op === 'book') {
                  const response = await bookInto(slots[op.slot]!, `model-${run}-${i}@example.com`);
                  if (response.status === 201) {
                    const booked = bookingResponseSchema.parse(await response.json()).data;
                    made.push({ number: booked.number, token: booked.manageToken });
                  }
                  return response.status;
                }
                const target = made[op.pick % made.length]!;
                const response =
                  op.op === 'cancel'
                    ? await t.request(`/reservation-service/${target.number}?token=${target.token}`, {
                        method: 'DELETE',
                      })
                    : await t.request('/reservation-service', {
                        method: 'POST',
                        json: { id: target.number, slotId: slots[op.slot]!, token: target.token },
                      });
                return response.status;
              }),
            );
            // Counted once every request has settled, before anything is asserted.
            const violations = figure.count(await slotInvariants(slots), `run ${run}`);
            const unexpected = settled.flatMap((result, i) => {
              const op = ops[i]!.op;
              if (result.status === 'rejected') return [`${op}: ${String(result.reason)}`];
              return (op === 'book' ? [201, 409] : [200, 409]).includes(result.value) ? [] : [`${op}: ${result.value}`];
            });
            expect(unexpected).toEqual([]);
            return violations === 0;
          },
        ),
        { numRuns: RUNS, ...PROPERTY_LIMITS },
      );
      // Null if no run got as far as counting.
      expect(figure.violations).toBe(0);
    },
  );
});
