import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftsWithPurchase, giftWithPurchaseItems, orderLines, samples, stockReservations } from '@/backend/db/schema';
import { createTestApp, type TestApp } from '../harness';
import { sellableVariants } from '../bag/helpers';
import {
  addToBag,
  CARDS,
  countBy,
  createMembers,
  type Figure,
  FigureRecord,
  localeHeaders,
  order,
  ordersOf,
  outcomes,
  reportFigures,
  setStock,
  stockOf,
  type TestMember,
} from './support';

/**
 * Free samples and gifts with purchase have a stock of their own, taken when an order is placed.
 * However many members choose the last ones and order at once, no more are given than there were,
 * and the counter always equals the reservations that hold them. On PGlite, and on Postgres when
 * TEST_DATABASE_URL is set, where the orders really overlap.
 */

let t: TestApp;
let productVariants: number[];
const figures: Figure[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: 'all', apiNodes: 2 });
  productVariants = (await sellableVariants(t, { limit: 8, excludeBrandSlugs: ['halcyon-collection'] })).map(
    (variant) => variant.variantId,
  );
}, 180_000);
afterAll(async () => {
  reportFigures(t.kind, 'extras', figures);
  await t.close();
});

const PRODUCT_STOCK = 100;

/**
 * Members each with one unit of a product of their own in their bag (its stock reset to
 * PRODUCT_STOCK): their orders share no product, so nothing but the sample or the gift makes them
 * wait for one another.
 */
async function membersWithBags(count: number): Promise<TestMember[]> {
  const members = await createMembers(t, count);
  for (const [index, member] of members.entries()) {
    await setStock(t, productVariants[index]!, PRODUCT_STOCK);
    expect((await addToBag(t, member.jar, productVariants[index]!, 1)).status).toBe(201);
  }
  return members;
}

/** Units of the members' products taken by orders: what their stock lost. */
async function productUnitsTaken(count: number): Promise<number> {
  let taken = 0;
  for (const variantId of productVariants.slice(0, count)) taken += PRODUCT_STOCK - (await stockOf(t, variantId));
  return taken;
}

/** Units that orders hold or have sold, by the reservations of a sample or of a gift's item. */
async function unitsGiven(condition: ReturnType<typeof and>): Promise<number> {
  const [row] = await t.db
    .select({ units: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int` })
    .from(stockReservations)
    .where(and(condition, inArray(stockReservations.status, ['held', 'committed'])));
  return Number(row?.units ?? 0);
}

/** Lines of a type and variant in the members' orders that are paid. */
async function paidLines(memberIds: number[], type: 'sample' | 'gift', variantId: number): Promise<number> {
  const paid = (await ordersOf(t, memberIds)).filter((row) => row.status === 'paid').map((row) => row.id);
  if (paid.length === 0) return 0;
  const rows = await t.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, paid), eq(orderLines.type, type), eq(orderLines.variantId, variantId)));
  return rows.length;
}

async function sampleStock(sampleId: number): Promise<number> {
  const [row] = await t.db.select({ stock: samples.stock }).from(samples).where(eq(samples.id, sampleId));
  return row?.stock ?? Number.NaN;
}

/** A sample of Singapore that is still given out, with `stock` left. */
async function sampleWith(stock: number, skip = 0) {
  const [sample] = await t.db
    .select()
    .from(samples)
    .where(and(eq(samples.country, 'sg'), eq(samples.fullyRedeemed, false)))
    .orderBy(asc(samples.id))
    .offset(skip)
    .limit(1);
  await t.db.update(samples).set({ stock }).where(eq(samples.id, sample!.id));
  return sample!;
}

const chooseSample = (member: TestMember, sampleId: number) =>
  t.request('/cart/samples', {
    method: 'POST',
    json: { sampleIds: [sampleId] },
    headers: localeHeaders('sg'),
    jar: member.jar,
  });

describe('free samples', () => {
  it('gives the last 3 of a sample to 3 of 8 members who chose it and order at once', async () => {
    const figure = new FigureRecord(figures, '8 members choose and order the last 3 of a sample: 3 given', 16);
    const members = await membersWithBags(8);
    const sample = await sampleWith(3);

    const chosen = await Promise.all(members.map((member) => chooseSample(member, sample.id)));
    expect(chosen.map((response) => response.status)).toEqual(members.map(() => 200));
    const answers = await outcomes(await Promise.all(members.map((member) => order(t, member.jar))));

    const ids = members.map((member) => member.id);
    const placed = await ordersOf(t, ids);
    const given = await unitsGiven(eq(stockReservations.sampleId, sample.id));
    const stock = await sampleStock(sample.id);
    const lines = await paidLines(ids, 'sample', sample.variantId);
    const productUnits = await productUnitsTaken(8);
    const violations = figure.count({
      [`${given} samples given ≤ 3 left`]: given <= 3,
      [`sample stock ${stock} = 3 − ${given} given`]: stock === 3 - given,
      [`${lines} sample lines in paid orders = ${given} given`]: lines === given,
      [`${placed.length} orders placed = ${given} samples given (one each)`]: placed.length === given,
      [`${productUnits} product units taken = ${placed.length} orders: a refused order takes nothing`]:
        productUnits === placed.length,
      [`${given} given = 3: the last samples all went`]: given === 3,
    });

    expect(countBy(answers, (a) => a.status)).toEqual({ 201: 3, 409: 5 });
    expect(answers.filter((a) => a.status === 409).map((a) => a.code)).toEqual(
      members.slice(3).map(() => 'out_of_stock'),
    );
    expect(placed.map((row) => row.status)).toEqual(['paid', 'paid', 'paid']);
    expect(given).toBe(3);
    expect(stock).toBe(0);
    expect(lines).toBe(3);
    expect(productUnits).toBe(3);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });

  it('gives back the samples of declined orders, so members paying after them get the last ones', async () => {
    const figure = new FigureRecord(
      figures,
      '8 members order the last 2 of a sample at once, every other card declined: 2 given, to paying members',
      16,
    );
    const members = await membersWithBags(8);
    const sample = await sampleWith(2, 1);
    for (const member of members) expect((await chooseSample(member, sample.id)).status).toBe(200);

    const cardOf = (index: number) => (index % 2 === 0 ? CARDS.declined : CARDS.paid);
    const answers = await outcomes(
      await Promise.all(members.map((member, index) => order(t, member.jar, { cardNumber: cardOf(index) }))),
    );

    const ids = members.map((member) => member.id);
    const placed = await ordersOf(t, ids);
    const paid = placed.filter((row) => row.status === 'paid');
    const given = await unitsGiven(eq(stockReservations.sampleId, sample.id));
    const stock = await sampleStock(sample.id);
    const lines = await paidLines(ids, 'sample', sample.variantId);
    const violations = figure.count({
      [`${given} samples given ≤ 2 left`]: given <= 2,
      [`sample stock ${stock} = 2 − ${given} given`]: stock === 2 - given,
      [`${lines} sample lines in paid orders = ${given} given`]: lines === given,
      [`${paid.length} paid orders = ${given} samples given`]: paid.length === given,
      [`${given} given = 2: declined orders gave theirs back`]: given === 2,
    });

    // A declined order is placed (and can be paid again later); only a sample that is gone refuses one.
    const placedAnswers = answers.filter((a) => a.status === 201).length;
    expect(placed.length).toBe(placedAnswers);
    expect(answers.filter((a) => a.status !== 201).map((a) => `${a.status} ${a.code}`)).toEqual(
      Array.from({ length: 8 - placedAnswers }, () => '409 out_of_stock'),
    );
    expect(placed.filter((row) => row.status !== 'paid').map((row) => row.status)).toEqual(
      Array.from({ length: placed.length - paid.length }, () => 'payment_failed'),
    );
    expect(paid).toHaveLength(2);
    expect(given).toBe(2);
    expect(stock).toBe(0);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });
});

describe('gifts with purchase', () => {
  it('gives the last 2 of a gift to 2 of 6 members who chose it and order at once', async () => {
    const figure = new FigureRecord(figures, '6 members choose and order the last 2 of a gift: 2 given', 12);
    // A spend gift of Singapore, made to need no minimum so that one unit of the product qualifies.
    const [gift] = await t.db
      .select()
      .from(giftsWithPurchase)
      .where(and(eq(giftsWithPurchase.country, 'sg'), isNull(giftsWithPurchase.promoId)))
      .orderBy(asc(giftsWithPurchase.id))
      .limit(1);
    await t.db.update(giftsWithPurchase).set({ minimumSpend: 0 }).where(eq(giftsWithPurchase.id, gift!.id));
    const [item] = await t.db
      .select()
      .from(giftWithPurchaseItems)
      .where(eq(giftWithPurchaseItems.giftId, gift!.id))
      .orderBy(asc(giftWithPurchaseItems.variantId))
      .limit(1);
    const isItem = and(
      eq(giftWithPurchaseItems.giftId, gift!.id),
      eq(giftWithPurchaseItems.variantId, item!.variantId),
    );
    await t.db.update(giftWithPurchaseItems).set({ stock: 2 }).where(isItem);
    const members = await membersWithBags(6);

    const chosen = await Promise.all(
      members.map((member) =>
        t.request(`/multiple-gwps/${gift!.id}`, {
          method: 'POST',
          json: { variantIds: [item!.variantId] },
          headers: localeHeaders('sg'),
          jar: member.jar,
        }),
      ),
    );
    expect(chosen.map((response) => response.status)).toEqual(members.map(() => 200));
    const answers = await outcomes(await Promise.all(members.map((member) => order(t, member.jar))));

    const ids = members.map((member) => member.id);
    const placed = await ordersOf(t, ids);
    const given = await unitsGiven(
      and(eq(stockReservations.giftId, gift!.id), eq(stockReservations.variantId, item!.variantId)),
    );
    const [row] = await t.db.select({ stock: giftWithPurchaseItems.stock }).from(giftWithPurchaseItems).where(isItem);
    const stock = row?.stock ?? Number.NaN;
    const lines = await paidLines(ids, 'gift', item!.variantId);
    const productUnits = await productUnitsTaken(6);
    const violations = figure.count({
      [`${given} gifts given ≤ 2 left`]: given <= 2,
      [`gift stock ${stock} = 2 − ${given} given`]: stock === 2 - given,
      [`${lines} gift lines in paid orders = ${given} given`]: lines === given,
      [`${placed.length} orders placed = ${given} gifts given (one each)`]: placed.length === given,
      [`${productUnits} product units taken = ${placed.length} orders: a refused order takes nothing`]:
        productUnits === placed.length,
      [`${given} given = 2: the last gifts all went`]: given === 2,
    });

    expect(countBy(answers, (a) => a.status)).toEqual({ 201: 2, 409: 4 });
    expect(answers.filter((a) => a.status === 409).map((a) => a.code)).toEqual(
      members.slice(2).map(() => 'out_of_stock'),
    );
    expect(placed.map((order) => order.status)).toEqual(['paid', 'paid']);
    expect(given).toBe(2);
    expect(stock).toBe(0);
    expect(lines).toBe(2);
    expect(productUnits).toBe(2);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });
});
