import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLineItems, carts, rewards, stockReservations, users } from '@/backend/db/schema';
import { MAX_QUANTITY_PER_ITEM } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { sellableVariants } from '../bag/helpers';
import {
  addToBag,
  CARDS,
  createMembers,
  type Figure,
  FigureRecord,
  order,
  ordersOf,
  outcomes,
  pointsOf,
  PROPERTY_LIMITS,
  PROPERTY_TEST_TIMEOUT_MS,
  redeem,
  redeemableReward,
  reportFigures,
  resetMembers,
  RUNS,
  setStock,
  stockOf,
  type TestMember,
} from './support';

/**
 * Properties of the shop under random bursts of parallel requests, checked against what a plain
 * model allows: whatever the sizes, the timing and the payment outcomes, no more units are sold
 * than the stock, no more points are spent than the balance, and parallel adds lose nothing.
 * Every run starts from the same state (members reset, stock set), so a printed seed replays.
 */

let t: TestApp;
let pool: TestMember[];
let variantId: number;
let addVariants: number[];
const figures: Figure[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: 'all', apiNodes: 2 });
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
  it(
    'never sell more units than the stock, and give back the units of declined payments',
    { timeout: PROPERTY_TEST_TIMEOUT_MS },
    async () => {
      const figure = new FigureRecord(
        figures,
        `${RUNS} runs of 2–8 bags, each submitted 1–3 times at once, on stock 0–6: one order per bag, sold ≤ stock, stock left = stock − sold`,
      );
      let declined = 0;
      let run = 0;
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
            run += 1;
            figure.ran();
            const members = pool.slice(0, bags.length);
            const ids = members.map((member) => member.id);
            await resetMembers(
              t,
              pool.map((member) => member.id),
            );
            await setStock(t, variantId, 1000);
            for (const [index, bag] of bags.entries()) {
              expect((await addToBag(t, members[index]!.jar, variantId, bag.quantity)).status).toBe(201);
            }
            await setStock(t, variantId, stock);

            const submits = bags.flatMap((bag, index) =>
              Array.from({ length: bag.copies }, () => ({ bag, member: members[index]! })),
            );
            figure.sent(submits.length);
            const answers = await outcomes(
              await Promise.all(
                submits.map(({ bag, member }) => order(t, member.jar, { cardNumber: CARDS[bag.outcome] })),
              ),
            );

            const placed = await ordersOf(t, ids);
            const reservations = placed.length
              ? await t.db
                  .select()
                  .from(stockReservations)
                  .where(inArray(stockReservations.orderId, [...placed.map((row) => row.id)]))
              : [];
            const sold = reservations
              .filter((row) => row.status !== 'released')
              .reduce((sum, row) => sum + row.quantity, 0);
            const left = await stockOf(t, variantId);
            // The model: sold units fit the stock and the stock left is exactly the rest; one order
            // per bag at most; each order holds its units, and a declined one has given them back.
            const invariants: Record<string, boolean> = {
              [`${sold} sold ≤ stock ${stock}`]: sold <= stock,
              [`stock left ${left} = ${stock} − ${sold} sold`]: left === stock - sold,
              [`${placed.length} orders for ${new Set(placed.map((row) => row.userId)).size} bags`]:
                new Set(placed.map((row) => row.userId)).size === placed.length,
            };
            for (const row of placed) {
              const own = reservations.filter((reservation) => reservation.orderId === row.id);
              const released = row.status === 'payment_failed';
              if (released) declined += 1;
              invariants[`order ${row.id} holds a reservation`] = own.length > 0;
              invariants[`order ${row.id} (${row.status}) has its units ${released ? 'back' : 'kept'}`] = own.every(
                (reservation) => (reservation.status === 'released') === released,
              );
            }
            const violations = figure.count(invariants, `run ${run}`);

            // Placed, refused because the stock ran out, or because a copy already closed the bag.
            for (const answer of answers) {
              expect([201, 409, 422], JSON.stringify(answer.body)).toContain(answer.status);
              if (answer.status === 422) expect(answer.code).toBe('empty_bag');
            }
            expect(placed).toHaveLength(answers.filter((a) => a.status === 201).length);
            return violations === 0;
          },
        ),
        {
          numRuns: RUNS,
          ...PROPERTY_LIMITS,
          // First, two bags that both fit the stock, one of them declined: its units must come back.
          examples: [
            [
              6,
              [
                { quantity: 1, outcome: 'declined', copies: 1 },
                { quantity: 2, outcome: 'paid', copies: 2 },
              ],
            ],
          ],
        },
      );
      // Null if no run got as far as counting.
      expect(figure.violations).toBe(0);
      expect(declined).toBeGreaterThan(0);
    },
  );
});

describe('parallel redemptions', () => {
  const COUNTRIES = ['sg', 'my', 'au', 'nz', 'hk'];

  it('never spend more points than the balance', { timeout: PROPERTY_TEST_TIMEOUT_MS }, async () => {
    const figure = new FigureRecord(
      figures,
      `${RUNS} runs of 2–5 parallel orders redeeming 100–2,000 points from a 0–3,000 balance: spent ≤ balance`,
    );
    const [member] = await createMembers(t, 1);
    const rewardOf = new Map<string, number>();
    const variantOf = new Map<string, number>();
    for (const country of COUNTRIES) {
      rewardOf.set(country, await redeemableReward(t, country, 100));
      const [variant] = await sellableVariants(t, { country, limit: 1, excludeBrandSlugs: ['halcyon-collection'] });
      variantOf.set(country, variant!.variantId);
    }
    let declined = 0;
    let run = 0;
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
          run += 1;
          figure.ran();
          // Enough points to redeem each reward on its own; the orders then compete for them.
          await resetMembers(t, [member!.id], 100_000);
          for (const variant of variantOf.values()) await setStock(t, variant, 1000);
          for (const bag of bags) {
            await t.db
              .update(rewards)
              .set({ pointsCost: bag.cost })
              .where(eq(rewards.id, rewardOf.get(bag.country)!));
            expect((await addToBag(t, member!.jar, variantOf.get(bag.country)!, 1, bag.country)).status).toBe(201);
            expect((await redeem(t, member!.jar, rewardOf.get(bag.country)!, bag.country)).status).toBe(200);
          }
          await t.db.update(users).set({ loyaltyPoints: balance }).where(eq(users.id, member!.id));

          figure.sent(bags.length);
          const answers = await outcomes(
            await Promise.all(
              bags.map((bag) => order(t, member!.jar, { country: bag.country, cardNumber: CARDS[bag.outcome] })),
            ),
          );
          const placed = await ordersOf(t, [member!.id]);
          // The model: points held by orders still going fit the balance; declined ones gave theirs back.
          const held = placed.filter((row) => row.pointsStatus === 'held');
          const spent = held.reduce((sum, row) => sum + row.pointsRedeemed, 0);
          const points = await pointsOf(t, member!.id);
          const invariants: Record<string, boolean> = {
            [`${spent} spent ≤ balance ${balance}`]: spent <= balance,
            [`${points} points left = ${balance} − ${spent} spent`]: points === balance - spent,
          };
          for (const row of placed.filter((order) => order.status === 'payment_failed')) {
            declined += 1;
            invariants[`declined order ${row.id} gave its points back`] = row.pointsStatus === 'released';
          }
          // Cancelling the orders still going, one after the other, gives every point back.
          const cancels: Response[] = [];
          for (const row of held) {
            cancels.push(await t.request(`/orders/${row.id}/cancel`, { method: 'POST', jar: member!.jar }));
          }
          const restored = await pointsOf(t, member!.id);
          invariants[`${restored} points after the cancellations = balance ${balance}`] = restored === balance;
          const violations = figure.count(invariants, `run ${run}`);

          for (const answer of answers) {
            if (answer.status !== 201)
              expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 422, code: 'insufficient_points' });
          }
          expect(placed).toHaveLength(answers.filter((a) => a.status === 201).length);
          expect(cancels.map((response) => response.status)).toEqual(held.map(() => 200));
          return violations === 0;
        },
      ),
      {
        numRuns: RUNS,
        ...PROPERTY_LIMITS,
        // First, two orders the balance covers, one of them declined: its points must come back.
        examples: [
          [
            3000,
            [
              { country: 'sg', cost: 100, outcome: 'declined' },
              { country: 'my', cost: 200, outcome: 'review' },
            ],
          ],
        ],
      },
    );
    // Null if no run got as far as counting.
    expect(figure.violations).toBe(0);
    expect(declined).toBeGreaterThan(0);
  });
});

describe('parallel adds', () => {
  it('keep every accepted unit and never pass 6 of an item', { timeout: PROPERTY_TEST_TIMEOUT_MS }, async () => {
    const figure = new FigureRecord(figures, `${RUNS} runs of 2–12 parallel adds: bag = accepted units, ≤ 6 per item`);
    const [member] = await createMembers(t, 1);
    for (const id of addVariants) await setStock(t, id, 1000);
    let run = 0;
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
          run += 1;
          figure.ran();
          await resetMembers(t, [member!.id]);
          figure.sent(adds.length);
          const answers = await outcomes(
            await Promise.all(adds.map((add) => addToBag(t, member!.jar, addVariants[add.index]!, add.quantity))),
          );
          const bags = await t.db
            .select()
            .from(carts)
            .where(and(eq(carts.userId, member!.id), eq(carts.status, 'open')));
          const lines = bags.length
            ? await t.db.select().from(cartLineItems).where(eq(cartLineItems.cartId, bags[0]!.id))
            : [];
          const results = adds.map((add, i) => ({ ...add, status: answers[i]!.status }));
          const invariants: Record<string, boolean> = { [`${bags.length} open bags ≤ 1`]: bags.length <= 1 };
          for (const [index, id] of addVariants.entries()) {
            const mine = results.filter((add) => add.index === index);
            const quantity = lines.find((line) => line.variantId === id)?.quantity ?? 0;
            const accepted = mine.filter((a) => a.status === 201).reduce((sum, a) => sum + a.quantity, 0);
            // Every accepted unit is in the bag, and nothing else.
            invariants[`item ${index}: ${quantity} in the bag = ${accepted} accepted`] = quantity === accepted;
            invariants[`item ${index}: ${quantity} ≤ ${MAX_QUANTITY_PER_ITEM}`] = quantity <= MAX_QUANTITY_PER_ITEM;
            // A refusal means the add did not fit on top of what the bag held by then.
            for (const [n, refused] of mine.filter((a) => a.status !== 201).entries()) {
              invariants[`item ${index}: refusal ${n + 1} (${refused.status}) of ${refused.quantity} did not fit`] =
                refused.status === 422 && quantity + refused.quantity > MAX_QUANTITY_PER_ITEM;
            }
          }
          return figure.count(invariants, `run ${run}`) === 0;
        },
      ),
      { numRuns: RUNS, ...PROPERTY_LIMITS },
    );
    // Null if no run got as far as counting.
    expect(figure.violations).toBe(0);
  });
});
