import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/backend/db/schema';
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
  outcomes,
  reportFigures,
  type TestMember,
} from './support';

/**
 * A first-time-customer promo pays one order per member, whatever runs at the same time: placing,
 * paying again and settling (docs/product-rules.md, Rules on every path to a paid order). On
 * PGlite, and on Postgres when TEST_DATABASE_URL is set.
 */

let t: TestApp;
const variants: Record<string, number[]> = {};
const figures: Figure[] = [];
const COUNTRIES = ['sg', 'my', 'au', 'nz'];

beforeAll(async () => {
  t = await createTestApp({ seed: 'all', apiNodes: 2 });
  for (const country of COUNTRIES) {
    variants[country] = (
      await sellableVariants(t, { country, limit: 12, excludeBrandSlugs: ['halcyon-collection'] })
    ).map((variant) => variant.variantId);
  }
}, 180_000);
afterAll(async () => {
  reportFigures(t.kind, 'first-order', figures);
  await t.close();
});

let next = 0;
async function bagWithFirstBuy(member: TestMember, country = 'sg') {
  const list = variants[country]!;
  expect((await addToBag(t, member.jar, list[next++ % list.length]!, 1, country)).status).toBe(201);
  const applied = await t.request('/cart/discount-coupon', {
    method: 'POST',
    json: { code: 'FIRSTBUY' },
    headers: localeHeaders(country),
    jar: member.jar,
  });
  expect(applied.status).toBe(200);
}

const retry = (member: TestMember, orderId: number, country = 'sg') =>
  t.request(`/orders/${orderId}/payments`, {
    method: 'POST',
    jar: member.jar,
    headers: localeHeaders(country),
    json: { payment: { method: 'card', cardNumber: CARDS.paid } },
  });

/** The member's orders that carry the promo, paid or holding the first order, from the database. */
async function firstOrders(member: TestMember) {
  const rows = await t.db
    .select({ status: orders.status, firstOrder: orders.firstOrder })
    .from(orders)
    .where(and(eq(orders.userId, member.id), eq(orders.promoCode, 'FIRSTBUY')));
  return {
    paid: rows.filter((row) => row.status === 'paid').length,
    holding: rows.filter((row) => row.firstOrder === 'held' || row.firstOrder === 'kept').length,
    live: rows.filter((row) => ['paid', 'payment_pending', 'fraud_check_pending'].includes(row.status)).length,
  };
}

describe('first-time-customer promo under parallel requests', () => {
  it('pays one of six declined first-time orders when their retries race', async () => {
    const figure = new FigureRecord(figures, 'first-time promo, 6 declined orders, 6 parallel retries: paid once', 6);
    const [member] = await createMembers(t, 1);
    const declined: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      await bagWithFirstBuy(member!);
      const placed = await order(t, member!.jar, { cardNumber: CARDS.declined });
      expect(placed.status).toBe(201);
      declined.push(((await placed.json()) as { data: { id: number } }).data.id);
    }
    const answers = await outcomes(await Promise.all(declined.map((id) => retry(member!, id))));
    const found = await firstOrders(member!);
    const violations = figure.count({
      [`${found.paid} paid first orders = 1`]: found.paid === 1,
      [`${found.holding} orders holding the first order = 1`]: found.holding === 1,
    });
    expect(countBy(answers, (a) => a.status)).toEqual({ 200: 1, 422: 5 });
    expect(answers.filter((a) => a.status === 422).map((a) => a.code)).toEqual(
      Array.from({ length: 5 }, () => 'promotion_invalid'),
    );
    expect(violations, figure.broken.join('; ')).toBe(0);
  });

  it('keeps one first order when a retry races new orders in four countries', async () => {
    const figure = new FigureRecord(figures, 'first-time promo, 1 retry and 4 parallel orders: one first order', 5);
    const members = await createMembers(t, 3);
    let violations = 0;
    for (const member of members) {
      await bagWithFirstBuy(member, 'sg');
      const placed = await order(t, member.jar, { cardNumber: CARDS.declined });
      const failedId = ((await placed.json()) as { data: { id: number } }).data.id;
      for (const country of COUNTRIES) await bagWithFirstBuy(member, country);
      const answers = await outcomes(
        await Promise.all([
          retry(member, failedId),
          ...COUNTRIES.map((country) => order(t, member.jar, { country, cardNumber: CARDS.review })),
        ]),
      );
      const found = await firstOrders(member);
      violations += figure.count(
        {
          [`${found.holding} orders holding the first order = 1`]: found.holding === 1,
          [`${found.live} paid or payable first-time orders = 1`]: found.live === 1,
        },
        `member ${member.id}`,
      );
      expect(answers.filter((a) => a.status < 300)).toHaveLength(1);
      expect(answers.filter((a) => a.status >= 300).map((a) => a.code)).toEqual(
        Array.from({ length: 4 }, () => 'promotion_invalid'),
      );
    }
    const [duplicates] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(
        and(
          inArray(
            orders.userId,
            members.map((member) => member.id),
          ),
          inArray(orders.firstOrder, ['held', 'kept']),
        ),
      );
    figure.sent(members.length * 5 - 5);
    violations += figure.count({
      [`${duplicates?.count} first orders = ${members.length}`]: duplicates?.count === members.length,
    });
    expect(violations, figure.broken.join('; ')).toBe(0);
  });
});
