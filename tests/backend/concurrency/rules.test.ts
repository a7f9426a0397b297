import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLineItems, carts, idempotencyKeys, pointsLedger } from '@/backend/db/schema';
import { CART_MESSAGES, MAX_QUANTITY_PER_ITEM, orderResponseSchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { guestHeaders, sellableVariants } from '../bag/helpers';
import {
  addToBag,
  CARDS,
  countBy,
  createMembers,
  localeHeaders,
  type Figure,
  FigureRecord,
  order,
  ordersOf,
  outcomes,
  pointsOf,
  redeem,
  redeemableReward,
  redeemableRewards,
  reportFigures,
  setStock,
  stockOf,
  unitsTaken,
} from './support';

/**
 * The shop's read-then-write rules under real parallel requests (Promise.all over the app): on
 * PGlite, and on Postgres when TEST_DATABASE_URL is set, where requests really run at the same time
 * on separate connections.
 */

let t: TestApp;
let variants: number[];
const figures: Figure[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: 'all', apiNodes: 2 });
  variants = (await sellableVariants(t, { limit: 4, excludeBrandSlugs: ['halcyon-collection'] })).map(
    (variant) => variant.variantId,
  );
}, 180_000);
afterAll(async () => {
  reportFigures(t.kind, 'rules', figures);
  await t.close();
});

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('orders', () => {
  it('sells a one-item bag once, however many orders race for it', async () => {
    const figure = new FigureRecord(figures, '20 parallel orders of one one-item bag: 1 order, stock 231 → 230', 20);
    const [member] = await createMembers(t, 1);
    const variantId = variants[0]!;
    await setStock(t, variantId, 231);
    expect((await addToBag(t, member!.jar, variantId, 1)).status).toBe(201);

    const answers = await outcomes(
      await Promise.all(range(20).map((i) => order(t, member!.jar, { key: `race-one-bag-${i}` }))),
    );
    const placed = await ordersOf(t, [member!.id]);
    const stock = await stockOf(t, variantId);
    const taken = await unitsTaken(t, variantId);
    const violations = figure.count({
      [`${placed.length} orders placed = 1`]: placed.length === 1,
      [`${taken} units taken = 1`]: taken === 1,
      [`stock ${stock} = 231 − ${taken} taken`]: stock === 231 - taken,
    });

    expect(countBy(answers, (a) => a.status)).toEqual({ 201: 1, 422: 19 });
    expect(answers.filter((a) => a.status === 422).map((a) => a.code)).toEqual(range(19).map(() => 'empty_bag'));
    expect(placed.map((row) => row.status)).toEqual(['paid']);
    expect(stock).toBe(230);
    expect(taken).toBe(1);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });

  it('sells no more units than the stock when many members order the last ones', async () => {
    const figure = new FigureRecord(figures, '8 members order the last 3 units in parallel: 3 sold, stock 0', 8);
    const members = await createMembers(t, 8);
    const variantId = variants[1]!;
    await setStock(t, variantId, 100);
    for (const member of members) expect((await addToBag(t, member.jar, variantId, 1)).status).toBe(201);
    await setStock(t, variantId, 3);

    const answers = await outcomes(await Promise.all(members.map((member) => order(t, member.jar))));
    const stock = await stockOf(t, variantId);
    const taken = await unitsTaken(t, variantId);
    const placed = await ordersOf(
      t,
      members.map((m) => m.id),
    );
    const violations = figure.count({
      [`${taken} units taken ≤ 3 in stock`]: taken <= 3,
      [`stock ${stock} = 3 − ${taken} taken`]: stock === 3 - taken,
      [`${placed.length} orders = ${taken} units taken (one each)`]: placed.length === taken,
      [`${taken} units taken = 3: the last units all sold`]: taken === 3,
    });
    expect(countBy(answers, (a) => a.status)).toEqual({ 201: 3, 409: 5 });
    // Refused by the stock check of the bag, or by the reservation when the orders really overlap.
    expect(answers.filter((a) => a.status === 409).map((a) => a.code)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^out_of_stock(_in_bag)?$/)]),
    );
    expect(answers.filter((a) => a.status === 409 && !/^out_of_stock(_in_bag)?$/.test(a.code ?? ''))).toEqual([]);
    expect(stock).toBe(0);
    expect(taken).toBe(3);
    expect(placed.length).toBe(3);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });

  it('answers one order to parallel retries with one idempotency key', async () => {
    const figure = new FigureRecord(figures, '10 parallel retries with one key: 1 order, 10 equal answers', 10);
    const [member] = await createMembers(t, 1);
    expect((await addToBag(t, member!.jar, variants[2]!, 2)).status).toBe(201);
    const responses = await Promise.all(range(10).map(() => order(t, member!.jar, { key: 'same-key' })));
    const answers = await outcomes(responses);
    const placed = await ordersOf(t, [member!.id]);
    const violations = figure.count({ [`${placed.length} orders placed = 1`]: placed.length === 1 });
    expect(answers.map((a) => a.status)).toEqual(range(10).map(() => 201));
    const ids = new Set(answers.map((a) => orderResponseSchema.parse(a.body).data.id));
    expect(ids.size).toBe(1);
    expect(placed.map((row) => row.id)).toEqual([...ids]);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });

  it('scopes idempotency keys to the member', async () => {
    const figure = new FigureRecord(figures, '2 members order at once with one idempotency key: 1 order each', 2);
    const [first, second] = await createMembers(t, 2);
    for (const member of [first!, second!]) expect((await addToBag(t, member.jar, variants[3]!, 1)).status).toBe(201);
    const [a, b] = await Promise.all([first, second].map((member) => order(t, member!.jar, { key: 'shared-key' })));
    const ofFirst = await ordersOf(t, [first!.id]);
    const ofSecond = await ordersOf(t, [second!.id]);
    const keys = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'shared-key'));
    const violations = figure.count({
      [`${ofFirst.length} orders of the first member = 1`]: ofFirst.length === 1,
      [`${ofSecond.length} orders of the second member = 1`]: ofSecond.length === 1,
      [`${keys.length} keys stored = 2`]: keys.length === 2,
    });
    const orderA = orderResponseSchema.parse(await a!.json()).data;
    const orderB = orderResponseSchema.parse(await b!.json()).data;
    expect(orderA.id).not.toBe(orderB.id);
    expect(ofFirst.map((row) => row.id)).toEqual([orderA.id]);
    expect(ofSecond.map((row) => row.id)).toEqual([orderB.id]);
    expect(keys).toHaveLength(2);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });

  it('uses a first-time-only promo once, when one member orders in several countries at once', async () => {
    const figure = new FigureRecord(figures, 'first-time promo, 4 parallel orders in 4 countries: used once', 4);
    const [member] = await createMembers(t, 1);
    const countries = ['sg', 'my', 'au', 'nz'];
    for (const country of countries) {
      const [variant] = await sellableVariants(t, { country, limit: 1, excludeBrandSlugs: ['halcyon-collection'] });
      expect((await addToBag(t, member!.jar, variant!.variantId, 1, country)).status).toBe(201);
      const applied = await t.request('/cart/discount-coupon', {
        method: 'POST',
        json: { code: 'FIRSTBUY' },
        headers: localeHeaders(country),
        jar: member!.jar,
      });
      expect(applied.status).toBe(200);
    }
    const answers = await outcomes(await Promise.all(countries.map((country) => order(t, member!.jar, { country }))));
    const placed = await ordersOf(t, [member!.id]);
    const withPromo = placed.filter((row) => row.promoCode === 'FIRSTBUY');
    const violations = figure.count({
      [`FIRSTBUY on ${withPromo.length} orders = 1`]: withPromo.length === 1,
      [`${placed.length} orders placed = 1`]: placed.length === 1,
    });
    expect(countBy(answers, (a) => a.status)).toEqual({ 201: 1, 422: 3 });
    expect(answers.filter((a) => a.status === 422).map((a) => a.code)).toEqual(range(3).map(() => 'promotion_invalid'));
    expect(withPromo).toHaveLength(1);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });
});

describe('points', () => {
  it('reserves redeemed points when the order is placed, and gives them back when it is given up', async () => {
    // A member with 2,400 points and a 1,500-point reward in two bags.
    const [member] = await createMembers(t, 1, { points: 2400 });
    const sgReward = await redeemableReward(t, 'sg', 1500);
    const myReward = await redeemableReward(t, 'my', 1500);
    const [sgVariant] = await sellableVariants(t, { country: 'sg', limit: 1 });
    const [myVariant] = await sellableVariants(t, { country: 'my', limit: 1 });
    expect((await addToBag(t, member!.jar, sgVariant!.variantId, 1, 'sg')).status).toBe(201);
    expect((await redeem(t, member!.jar, sgReward, 'sg')).status).toBe(200);
    expect((await addToBag(t, member!.jar, myVariant!.variantId, 1, 'my')).status).toBe(201);
    expect((await redeem(t, member!.jar, myReward, 'my')).status).toBe(200);

    // The first order holds its card for review: its 1,500 points are off the balance already.
    const first = await order(t, member!.jar, { country: 'sg', cardNumber: CARDS.review });
    const held = orderResponseSchema.parse(await first.json()).data;
    expect(held.status).toBe('fraud_check_pending');
    expect(await pointsOf(t, member!.id)).toBe(900);

    // The second is refused with the translated insufficient-points error; the bag keeps its reward.
    const [refused] = await outcomes([await order(t, member!.jar, { country: 'my' })]);
    expect(refused).toMatchObject({ status: 422, code: 'insufficient_points' });
    expect((refused!.body as { error: { message: string } }).error.message).toBe(CART_MESSAGES.insufficientPoints);
    expect(await pointsOf(t, member!.id)).toBe(900);

    // Cancelling the first gives its points back, once, and the second can then be placed.
    const cancelled = await t.request(`/orders/${held.id}/cancel`, { method: 'POST', jar: member!.jar });
    expect(cancelled.status).toBe(200);
    expect(await pointsOf(t, member!.id)).toBe(2400);
    expect((await t.request(`/orders/${held.id}/cancel`, { method: 'POST', jar: member!.jar })).status).toBe(409);
    expect(await pointsOf(t, member!.id)).toBe(2400);
    const second = orderResponseSchema.parse(await (await order(t, member!.jar, { country: 'my' })).json()).data;
    expect(second.status).toBe('paid');
    expect(await pointsOf(t, member!.id)).toBe(900 + second.costSummary.pointsEarned);

    // Every move is in the points ledger, with its order and the balance it left.
    const entries = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, member!.id))
      .orderBy(asc(pointsLedger.id));
    expect(entries.map((entry) => [entry.source, entry.points, entry.balanceAfter, entry.orderId])).toEqual([
      ['used_points', -1500, 900, held.id],
      ['manual_points_adjustment', 1500, 2400, held.id],
      ['used_points', -1500, 900, second.id],
      ...(second.costSummary.pointsEarned > 0
        ? [
            [
              'purchase_points_with_order_number',
              second.costSummary.pointsEarned,
              900 + second.costSummary.pointsEarned,
              second.id,
            ],
          ]
        : []),
    ]);
  });

  it('gives the points of a declined payment back and takes them again when the retry pays', async () => {
    const [member] = await createMembers(t, 1, { points: 2000 });
    const reward = await redeemableReward(t, 'sg', 1500);
    const [variant] = await sellableVariants(t, { country: 'sg', limit: 1 });
    expect((await addToBag(t, member!.jar, variant!.variantId, 1)).status).toBe(201);
    expect((await redeem(t, member!.jar, reward)).status).toBe(200);
    const failed = orderResponseSchema.parse(
      await (await order(t, member!.jar, { cardNumber: CARDS.declined })).json(),
    ).data;
    expect(failed.status).toBe('payment_failed');
    expect(await pointsOf(t, member!.id)).toBe(2000);

    const retried = await t.request(`/orders/${failed.id}/payments`, {
      method: 'POST',
      jar: member!.jar,
      json: { payment: { method: 'card', cardNumber: CARDS.paid } },
    });
    const paid = orderResponseSchema.parse(await retried.json()).data;
    expect(paid.status).toBe('paid');
    expect(await pointsOf(t, member!.id)).toBe(500 + paid.costSummary.pointsEarned);
  });

  it('gives the points of a cancelled order back once, however many cancels race', async () => {
    const figure = new FigureRecord(figures, '8 parallel cancels of one order holding 700 points: points back once', 8);
    const [member] = await createMembers(t, 1, { points: 1000 });
    const reward = await redeemableReward(t, 'sg', 700);
    const [variant] = await sellableVariants(t, { country: 'sg', limit: 1 });
    expect((await addToBag(t, member!.jar, variant!.variantId, 1)).status).toBe(201);
    expect((await redeem(t, member!.jar, reward)).status).toBe(200);
    const held = orderResponseSchema.parse(
      await (await order(t, member!.jar, { cardNumber: CARDS.review })).json(),
    ).data;
    expect(await pointsOf(t, member!.id)).toBe(300);
    const answers = await outcomes(
      await Promise.all(
        range(8).map(() => t.request(`/orders/${held.id}/cancel`, { method: 'POST', jar: member!.jar })),
      ),
    );
    const balance = await pointsOf(t, member!.id);
    const givenBack = (
      await t.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, member!.id), eq(pointsLedger.orderId, held.id)))
    ).filter((entry) => entry.points > 0);
    const violations = figure.count({
      [`balance ${balance} = 1000`]: balance === 1000,
      [`${givenBack.length} ledger entries giving points back = 1`]: givenBack.length === 1,
    });
    expect(countBy(answers, (a) => a.status)).toEqual({ 200: 1, 409: 7 });
    expect(balance).toBe(1000);
    expect(givenBack.map((entry) => entry.points)).toEqual([700]);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });

  it('keeps one reward per bag when redemptions race', async () => {
    const figure = new FigureRecord(figures, '10 parallel reward redemptions on one bag: 1 reward line', 10);
    const [member] = await createMembers(t, 1, { points: 50_000, tier: 'gold' });
    const rewardIds = await redeemableRewards(t, 'sg', 5, 100);
    const [sgVariant] = await sellableVariants(t, { country: 'sg', limit: 1 });
    expect((await addToBag(t, member!.jar, sgVariant!.variantId, 1)).status).toBe(201);
    // Five rewards, each redeemed twice, all at once.
    const answers = await outcomes(
      await Promise.all([...rewardIds, ...rewardIds].map((id) => redeem(t, member!.jar, id))),
    );
    const bags = await t.db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, member!.id), eq(carts.status, 'open')));
    const lines = bags.length
      ? await t.db
          .select()
          .from(cartLineItems)
          .where(and(eq(cartLineItems.cartId, bags[0]!.id), eq(cartLineItems.type, 'reward')))
      : [];
    const violations = figure.count({
      [`${bags.length} open bags = 1`]: bags.length === 1,
      [`${lines.length} reward lines = 1`]: lines.length === 1,
    });
    expect(answers).toHaveLength(10);
    expect(answers.every((a) => a.status === 200 || (a.status === 409 && a.code === 'reward_limit_reached'))).toBe(
      true,
    );
    expect(bags).toHaveLength(1);
    expect(lines).toHaveLength(1);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });
});

describe('the bag', () => {
  it('keeps every unit of parallel adds and never more than 6 of an item', async () => {
    const figure = new FigureRecord(figures, '13 parallel adds to a new bag: quantities kept, at most 6 per item', 13);
    const [member] = await createMembers(t, 1);
    const [a, b] = variants;
    for (const variantId of variants) await setStock(t, variantId, 500);
    const answers = await outcomes(
      await Promise.all([
        ...range(10).map(() => addToBag(t, member!.jar, a!, 1)),
        ...range(3).map(() => addToBag(t, member!.jar, b!, 2)),
      ]),
    );
    const bag = await t.db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, member!.id), eq(carts.status, 'open')));
    const lines = bag.length ? await t.db.select().from(cartLineItems).where(eq(cartLineItems.cartId, bag[0]!.id)) : [];
    const quantity = new Map(lines.map((line) => [line.variantId, line.quantity]));
    // What the accepted adds put in: the first 10 answers add 1 of a, the last 3 add 2 of b.
    const acceptedUnits = (from: number, to: number, unit: number) =>
      answers.slice(from, to).filter((x) => x.status === 201).length * unit;
    const expectedA = acceptedUnits(0, 10, 1);
    const expectedB = acceptedUnits(10, 13, 2);
    const violations = figure.count({
      [`${bag.length} open bags = 1`]: bag.length === 1,
      [`${quantity.get(a!) ?? 0} of the first item = ${expectedA} accepted`]: (quantity.get(a!) ?? 0) === expectedA,
      [`${quantity.get(b!) ?? 0} of the second item = ${expectedB} accepted`]: (quantity.get(b!) ?? 0) === expectedB,
      [`no item over ${MAX_QUANTITY_PER_ITEM}`]: lines.every((line) => line.quantity <= MAX_QUANTITY_PER_ITEM),
    });
    expect(answers.every((x) => x.status < 500)).toBe(true);
    expect(countBy(answers, (x) => x.status)).toEqual({ 201: 9, 422: 4 });
    expect(bag).toHaveLength(1);
    expect(quantity.get(a!)).toBe(MAX_QUANTITY_PER_ITEM);
    expect(quantity.get(b!)).toBe(6);
    expect(violations, figure.broken.join('; ')).toBe(0);
  });

  it('gives a guest one bag when their first adds race', async () => {
    const figure = new FigureRecord(
      figures,
      `${variants.length} parallel first adds of a guest: 1 bag, every line`,
      variants.length,
    );
    const guest = guestHeaders();
    for (const variantId of variants) await setStock(t, variantId, 500);
    const answers = await outcomes(
      await Promise.all(
        variants.map((variantId) =>
          t.request('/cart/line-items', { method: 'POST', json: { variantId, quantity: 2 }, headers: guest }),
        ),
      ),
    );
    const bags = await t.db
      .select()
      .from(carts)
      .where(and(eq(carts.deviceId, guest['X-Device-Id']!), eq(carts.status, 'open')));
    const lines = bags.length
      ? await t.db.select().from(cartLineItems).where(eq(cartLineItems.cartId, bags[0]!.id))
      : [];
    const violations = figure.count({
      [`${bags.length} open bags = 1`]: bags.length === 1,
      [`${lines.length} lines = ${variants.length} adds`]: lines.length === variants.length,
      [`every line holds its 2 units`]: lines.every((line) => line.quantity === 2),
    });
    expect(answers.map((a) => a.status)).toEqual(variants.map(() => 201));
    expect(bags).toHaveLength(1);
    expect(lines.map((line) => line.quantity).sort()).toEqual(variants.map(() => 2));
    expect(violations, figure.broken.join('; ')).toBe(0);
  });
});
