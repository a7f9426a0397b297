import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLineItems, carts, rewards, stockReservations, users } from '@/backend/db/schema';
import { MAX_QUANTITY_PER_ITEM } from '@/lib/api/contract';
import { createTestApp, type TestApp } from '../harness';
import { sellableVariants } from '../commerce/helpers';
import {
  addToBag,
  CARDS,
  createMembers,
  emptyBags,
  type Figure,
  order,
  ordersOf,
  outcomes,
  pointsOf,
  redeem,
  redeemableReward,
  reportFigures,
  setStock,
  stockOf,
  type TestMember,
} from './support';

/**
 * Properties of the shop under random bursts of parallel requests, checked against what a plain
 * model allows: whatever the sizes, the timing and the payment outcomes, no more units are sold
 * than the stock, no more points are spent than the balance, and parallel adds lose nothing.
 */

const RUNS = Number(process.env.CONCURRENCY_RUNS ?? 8);

let t: TestApp;
let pool: TestMember[];
let variantId: number;
let addVariants: number[];
const figures: Figure[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  pool = await createMembers(t, 8);
  const variants = await sellableVariants(t, { limit: 4, excludeBrandSlugs: ['halcyon-collection'] });
  variantId = variants[0]!.variantId;
  addVariants = variants.slice(1).map((variant) => variant.variantId);
}, 180_000);
afterAll(async () => {
  reportFigures(t.kind, 'model', figures);
  await t.close();
});

const paymentOutcome = fc.constantFrom('paid', 'declined', 'review') as fc.Arbitrary<keyof typeof CARDS>;

describe('parallel orders', () => {
  it('never sell more units than the stock, and give back the units of declined payments', async () => {
    let requests = 0;
    let runs = 0;
    const bagArbitrary = fc.record({
      quantity: fc.integer({ min: 1, max: 3 }),
      outcome: paymentOutcome,
      // The same bag submitted this many times at once (a double click, two tabs).
      copies: fc.integer({ min: 1, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 6 }),
        fc.array(bagArbitrary, { minLength: 2, maxLength: pool.length }),
        async (stock, bags) => {
          runs += 1;
          const members = pool.slice(0, bags.length);
          const ids = members.map((member) => member.id);
          await emptyBags(t, ids);
          await setStock(t, variantId, 1000);
          for (const [index, bag] of bags.entries()) {
            expect((await addToBag(t, members[index]!.jar, variantId, bag.quantity)).status).toBe(201);
          }
          await setStock(t, variantId, stock);
          const before = new Set((await ordersOf(t, ids)).map((row) => row.id));

          const submits = bags.flatMap((bag, index) =>
            Array.from({ length: bag.copies }, () => ({ bag, member: members[index]! })),
          );
          const answers = await outcomes(
            await Promise.all(
              submits.map(({ bag, member }) => order(t, member.jar, { cardNumber: CARDS[bag.outcome] })),
            ),
          );
          requests += submits.length;
          // Placed, refused because the stock ran out, or because a copy already closed the bag.
          for (const answer of answers) {
            expect([201, 409, 422], JSON.stringify(answer.body)).toContain(answer.status);
            if (answer.status === 422) expect(answer.code).toBe('empty_bag');
          }

          const placed = (await ordersOf(t, ids)).filter((row) => !before.has(row.id));
          expect(placed).toHaveLength(answers.filter((a) => a.status === 201).length);
          // One order per bag at most.
          expect(new Set(placed.map((row) => row.userId)).size).toBe(placed.length);
          const reservations = placed.length
            ? await t.db
                .select()
                .from(stockReservations)
                .where(inArray(stockReservations.orderId, [...placed.map((row) => row.id)]))
            : [];
          const sold = reservations
            .filter((row) => row.status !== 'released')
            .reduce((sum, row) => sum + row.quantity, 0);
          // The model: sold units fit the stock and the stock left is exactly the rest.
          expect(sold).toBeLessThanOrEqual(stock);
          expect(await stockOf(t, variantId)).toBe(stock - sold);
          // Declined payments gave their units back; paid and reviewed ones keep them.
          for (const row of placed) {
            const own = reservations.filter((reservation) => reservation.orderId === row.id);
            const released = row.status === 'payment_failed';
            expect(own.every((reservation) => (reservation.status === 'released') === released)).toBe(true);
          }
        },
      ),
      { numRuns: RUNS },
    );
    figures.push({
      check: `${runs} runs of 2–8 bags, each submitted 1–3 times at once, on stock 0–6: one order per bag, sold ≤ stock, stock left = stock − sold`,
      requests,
      violations: 0,
    });
  });
});

describe('parallel redemptions', () => {
  const COUNTRIES = ['sg', 'my', 'au', 'nz', 'hk'];

  it('never spend more points than the balance', async () => {
    const [member] = await createMembers(t, 1);
    const rewardOf = new Map<string, number>();
    const variantOf = new Map<string, number>();
    for (const country of COUNTRIES) {
      rewardOf.set(country, await redeemableReward(t, country, 100));
      const [variant] = await sellableVariants(t, { country, limit: 1, excludeBrandSlugs: ['halcyon-collection'] });
      variantOf.set(country, variant!.variantId);
    }
    let requests = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3000 }),
        fc.uniqueArray(
          fc.record({
            country: fc.constantFrom(...COUNTRIES),
            cost: fc.integer({ min: 1, max: 20 }).map((n) => n * 100),
            outcome: fc.constantFrom('review', 'declined') as fc.Arbitrary<keyof typeof CARDS>,
          }),
          { minLength: 2, maxLength: COUNTRIES.length, selector: (bag) => bag.country },
        ),
        async (balance, bags) => {
          runs += 1;
          await emptyBags(t, [member!.id]);
          // Enough points to redeem each reward on its own; the orders then compete for them.
          await t.db.update(users).set({ loyaltyPoints: 100_000 }).where(eq(users.id, member!.id));
          for (const bag of bags) {
            await t.db
              .update(rewards)
              .set({ pointsCost: bag.cost })
              .where(eq(rewards.id, rewardOf.get(bag.country)!));
            expect((await addToBag(t, member!.jar, variantOf.get(bag.country)!, 1, bag.country)).status).toBe(201);
            expect((await redeem(t, member!.jar, rewardOf.get(bag.country)!, bag.country)).status).toBe(200);
          }
          await t.db.update(users).set({ loyaltyPoints: balance }).where(eq(users.id, member!.id));
          const before = new Set((await ordersOf(t, [member!.id])).map((row) => row.id));

          const answers = await outcomes(
            await Promise.all(
              bags.map((bag) => order(t, member!.jar, { country: bag.country, cardNumber: CARDS[bag.outcome] })),
            ),
          );
          requests += bags.length;
          for (const answer of answers) {
            if (answer.status !== 201)
              expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 422, code: 'insufficient_points' });
          }
          const placed = (await ordersOf(t, [member!.id])).filter((row) => !before.has(row.id));
          expect(placed).toHaveLength(answers.filter((a) => a.status === 201).length);
          // The model: points held by orders still going fit the balance; declined ones gave theirs back.
          const held = placed.filter((row) => row.pointsStatus === 'held');
          const spent = held.reduce((sum, row) => sum + row.pointsRedeemed, 0);
          expect(spent).toBeLessThanOrEqual(balance);
          expect(
            placed.filter((row) => row.status === 'payment_failed').every((row) => row.pointsStatus === 'released'),
          ).toBe(true);
          expect(await pointsOf(t, member!.id)).toBe(balance - spent);
          // Orders that are still going are cancelled, so the next run starts from its own balance.
          for (const row of held) {
            expect((await t.request(`/orders/${row.id}/cancel`, { method: 'POST', jar: member!.jar })).status).toBe(
              200,
            );
          }
          expect(await pointsOf(t, member!.id)).toBe(balance);
        },
      ),
      { numRuns: RUNS },
    );
    figures.push({
      check: `${runs} runs of 2–5 parallel orders redeeming 100–2,000 points from a 0–3,000 balance: spent ≤ balance`,
      requests,
      violations: 0,
    });
  });
});

describe('parallel adds', () => {
  it('keep every accepted unit and never pass 6 of an item', async () => {
    const [member] = await createMembers(t, 1);
    for (const id of addVariants) await setStock(t, id, 1000);
    let requests = 0;
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            index: fc.integer({ min: 0, max: addVariants.length - 1 }),
            quantity: fc.integer({ min: 1, max: 4 }),
          }),
          { minLength: 2, maxLength: 12 },
        ),
        async (adds) => {
          runs += 1;
          await emptyBags(t, [member!.id]);
          const answers = await outcomes(
            await Promise.all(adds.map((add) => addToBag(t, member!.jar, addVariants[add.index]!, add.quantity))),
          );
          requests += adds.length;
          const [bag] = await t.db
            .select()
            .from(carts)
            .where(and(eq(carts.userId, member!.id), eq(carts.status, 'open')));
          const lines = bag ? await t.db.select().from(cartLineItems).where(eq(cartLineItems.cartId, bag.id)) : [];
          for (const [index, id] of addVariants.entries()) {
            const accepted = adds
              .map((add, i) => ({ ...add, status: answers[i]!.status }))
              .filter((add) => add.index === index);
            const quantity = lines.find((line) => line.variantId === id)?.quantity ?? 0;
            // Every accepted unit is in the bag, and nothing else.
            expect(quantity).toBe(accepted.filter((a) => a.status === 201).reduce((sum, a) => sum + a.quantity, 0));
            expect(quantity).toBeLessThanOrEqual(MAX_QUANTITY_PER_ITEM);
            // A refusal means the add did not fit on top of what the bag held by then.
            for (const refused of accepted.filter((a) => a.status !== 201)) {
              expect(refused.status).toBe(422);
              expect(quantity + refused.quantity).toBeGreaterThan(MAX_QUANTITY_PER_ITEM);
            }
          }
        },
      ),
      { numRuns: RUNS },
    );
    figures.push({
      check: `${runs} runs of 2–12 parallel adds: bag = accepted units, ≤ 6 per item`,
      requests,
      violations: 0,
    });
  });
});
