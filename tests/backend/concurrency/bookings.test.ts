import fc from 'fast-check';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityTimeSlots, bookings } from '@/backend/db/schema';
import { bookingResponseSchema } from '@/lib/api/contract';
import { createTestApp, type TestApp } from '../harness';
import { answersFor, book, bookedOf, GUEST_CONTACT, openSlot, otherSlot } from '../happening/helpers';
import { countBy, type Figure, outcomes, reportFigures } from './support';

/**
 * Happening capacity under parallel requests: however many shoppers race for a slot, exactly
 * min(requests, capacity) bookings are confirmed, and a slot's counter always equals the bookings
 * holding a place in it. On PGlite, and on Postgres when TEST_DATABASE_URL is set.
 */

const RUNS = Number(process.env.CONCURRENCY_RUNS ?? 8);
let t: TestApp;
const figures: Figure[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 180_000);
afterAll(async () => {
  reportFigures(t.kind, 'bookings', figures);
  await t.close();
});

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

/** Bookings holding a place in each slot (not cancelled), by slot id. */
async function holding(slotIds: number[]): Promise<Map<number, number>> {
  const rows = await t.db
    .select({ slotId: bookings.slotId, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(inArray(bookings.slotId, slotIds), sql`${bookings.status} <> 'cancelled'`))
    .groupBy(bookings.slotId);
  return new Map(rows.map((row) => [row.slotId, Number(row.n)]));
}

async function violationsIn(slotIds: number[]): Promise<number> {
  const held = await holding(slotIds);
  const slots = await t.db.select().from(activityTimeSlots).where(inArray(activityTimeSlots.id, slotIds));
  return slots.filter((slot) => slot.booked > slot.capacity || slot.booked !== (held.get(slot.id) ?? 0)).length;
}

describe('parallel bookings of one slot', () => {
  for (const [requests, capacity, kind, skip] of [
    [20, 5, 'class', 0],
    [12, 1, 'service', 0],
    [4, 8, 'class', 1],
    [30, 30, 'event', 0],
  ] as const) {
    it(`confirm exactly min(${requests}, ${capacity})`, async () => {
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
                contact: { ...GUEST_CONTACT, email: `race-${i}@example.com` },
              },
              { key: `race-${slot.id}-${i}` },
            ),
          ),
        ),
      );
      const confirmed = Math.min(requests, capacity);
      const expected: Record<string, number> = { 201: confirmed };
      if (requests > capacity) expected[409] = requests - capacity;
      expect(countBy(answers, (a) => a.status)).toEqual(expected);
      expect(await bookedOf(t, slot.id)).toBe(confirmed);
      const violations = await violationsIn([slot.id]);
      expect(violations).toBe(0);
      figures.push({
        check: `${requests} parallel bookings of ${kind === 'event' ? 'an' : 'a'} ${kind} slot with capacity ${capacity}: ${confirmed} confirmed`,
        requests,
        violations,
      });
    });
  }

  it('take one place for parallel retries of the same request (same idempotency key)', async () => {
    const { activity, slot } = await openSlot(t, { kind: 'class', capacity: 5, skip: 2 });
    const body = { activityId: activity.id, slotId: slot.id, answers: {}, contact: GUEST_CONTACT };
    const answers = await outcomes(await Promise.all(range(10).map(() => book(t, body, { key: `retry-${slot.id}` }))));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    const numbers = new Set(answers.map((a) => bookingResponseSchema.parse(a.body).data.number));
    expect(numbers.size).toBe(1);
    expect(await bookedOf(t, slot.id)).toBe(1);
    figures.push({ check: '10 parallel retries with one key: 1 booking', requests: 10, violations: 0 });
  });
});

describe('parallel reschedules and cancellations', () => {
  it('move no more bookings into a slot than it holds, and free every place they leave', async () => {
    const { activity, slot } = await openSlot(t, { kind: 'class', capacity: 10, skip: 3 });
    const target = await otherSlot(t, activity.id, slot.id, 3);
    const made = await Promise.all(
      range(8).map(async (i) => {
        const response = await book(t, {
          activityId: activity.id,
          slotId: slot.id,
          answers: {},
          contact: { ...GUEST_CONTACT, email: `move-${i}@example.com` },
        });
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
    expect(countBy(answers, (a) => a.status)).toEqual({ 200: 3, 409: 5 });
    expect(await bookedOf(t, target.id)).toBe(3);
    expect(await bookedOf(t, slot.id)).toBe(5);

    // Everybody cancels twice at once: every place comes back exactly once.
    const cancels = await outcomes(
      await Promise.all(
        [...made, ...made].map((booking) =>
          t.request(`/reservation-service/${booking.number}?token=${booking.manageToken}`, { method: 'DELETE' }),
        ),
      ),
    );
    expect(cancels.every((a) => a.status === 200)).toBe(true);
    expect(await bookedOf(t, target.id)).toBe(0);
    expect(await bookedOf(t, slot.id)).toBe(0);
    const violations = await violationsIn([slot.id, target.id]);
    expect(violations).toBe(0);
    figures.push({
      check: '8 parallel reschedules into a slot of capacity 3 (3 moved), then 16 parallel cancellations',
      requests: 24,
      violations,
    });
  });
  it('swap slots in opposite directions at once without either request failing', async () => {
    const { activity, slot } = await openSlot(t, { kind: 'class', capacity: 40, skip: 4 });
    const other = await otherSlot(t, activity.id, slot.id, 40);
    const bookInto = async (slotId: number, i: number) => {
      const response = await book(t, {
        activityId: activity.id,
        slotId,
        answers: {},
        contact: { ...GUEST_CONTACT, email: `swap-${slotId}-${i}@example.com` },
      });
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
    expect(countBy(answers, (a) => a.status)).toEqual({ 200: 24 });
    expect(await bookedOf(t, slot.id)).toBe(12);
    expect(await bookedOf(t, other.id)).toBe(12);
    expect(await violationsIn([slot.id, other.id])).toBe(0);
  });
});

describe('random bursts against a model', () => {
  it('keep every slot within capacity and its counter equal to the places held', async () => {
    const { activity, slot } = await openSlot(t, { kind: 'class', capacity: 4, skip: 4 });
    const second = await otherSlot(t, activity.id, slot.id, 2);
    const slots = [slot.id, second.id];
    const made: Array<{ number: string; token: string }> = [];
    let requests = 0;
    let maxViolations = 0;
    let run = 0;
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
          requests += ops.length;
          await Promise.all(
            ops.map(async (op, i) => {
              if (op.op === 'book') {
                const response = await book(t, {
                  activityId: activity.id,
                  slotId: slots[op.slot]!,
                  answers: {},
                  contact: { ...GUEST_CONTACT, email: `model-${run}-${i}@example.com` },
                });
                if (response.status === 201) {
                  const { data } = bookingResponseSchema.parse(await response.json());
                  made.push({ number: data.number, token: data.manageToken });
                } else expect(response.status).toBe(409);
                return;
              }
              const target = made[op.pick % Math.max(1, made.length)];
              if (!target) return;
              const response =
                op.op === 'cancel'
                  ? await t.request(`/reservation-service/${target.number}?token=${target.token}`, { method: 'DELETE' })
                  : await t.request('/reservation-service', {
                      method: 'POST',
                      json: { id: target.number, slotId: slots[op.slot]!, token: target.token },
                    });
              expect([200, 409]).toContain(response.status);
            }),
          );
          const violations = await violationsIn(slots);
          maxViolations = Math.max(maxViolations, violations);
          expect(violations).toBe(0);
          const rows = await t.db.select().from(activityTimeSlots).where(inArray(activityTimeSlots.id, slots));
          for (const row of rows) expect(row.booked).toBeLessThanOrEqual(row.capacity);
        },
      ),
      { numRuns: RUNS },
    );
    const [first] = await t.db.select().from(activityTimeSlots).where(eq(activityTimeSlots.id, slot.id));
    expect(first!.booked).toBeLessThanOrEqual(4);
    figures.push({
      check: `${RUNS} random bursts of parallel book/move/cancel on slots of capacity 4 and 2`,
      requests,
      violations: maxViolations,
    });
  });
});
