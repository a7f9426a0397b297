import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promos } from '@/backend/db/schema';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import {
  addItem,
  cartOf,
  type Caller,
  errorOf,
  guestHeaders,
  orderOf,
  placeOrder,
  type SellableVariant,
  sellableVariants,
  signIn,
} from './helpers';

// A promo's minimum spend is met by a bag whose subtotal is exactly the minimum: the promo applies,
// stays on the bag and goes on the order. One minor unit short, it is refused.

let t: TestApp;
let item: SellableVariant;

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  item = (await sellableVariants(t, { limit: 1, excludeBrandSlugs: ['fenty-beauty', 'halcyon-collection'] }))[0]!;
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** SAVE20 (20 % off) of Singapore, with its minimum spend set to `minimum` minor units. */
async function save20WithMinimum(minimum: number) {
  await t.db
    .update(promos)
    .set({ minimumSpend: minimum })
    .where(and(eq(promos.country, 'sg'), eq(promos.code, 'SAVE20')));
}

const apply = (who: Caller) =>
  t.request('/cart/discount-coupon', { method: 'POST', json: { code: 'SAVE20' }, headers: who.headers, jar: who.jar });

describe('a promo with a minimum spend', () => {
  it('applies to a bag whose subtotal is exactly the minimum', async () => {
    const who = { headers: guestHeaders() };
    const bag = await cartOf(await addItem(t, who, item.variantId, 2), 201);
    const subtotal = bag.data.costSummary.subtotal.amount;
    expect(subtotal).toBe(2 * item.price);
    await save20WithMinimum(subtotal);

    const applied = await cartOf(await apply(who));
    expect(applied.data.promo?.code).toBe('SAVE20');
    expect(applied.data.costSummary.discounts).toEqual([
      { kind: 'promo', label: 'SAVE20', amount: { amount: Math.floor(subtotal / 5), currency: 'SGD' } },
    ]);
    // Reading the bag again checks the promo again; it stays.
    const read = await cartOf(await t.request('/cart', { headers: who.headers }));
    expect(read.data.promo?.code).toBe('SAVE20');
    expect(read.notices).toEqual([]);
  });

  it('is refused one minor unit below the minimum, naming the rule', async () => {
    const who = { headers: guestHeaders() };
    const bag = await cartOf(await addItem(t, who, item.variantId, 2), 201);
    await save20WithMinimum(bag.data.costSummary.subtotal.amount + 1);
    const error = await errorOf(await apply(who), 422);
    expect(error).toMatchObject({
      code: CART_ERROR_CODES.promotionInvalid,
      message: CART_MESSAGES.promotionInvalid,
      details: { hint: 'minimum_order' },
    });
    const read = await cartOf(await t.request('/cart', { headers: who.headers }));
    expect(read.data.promo).toBeNull();
    expect(read.data.costSummary.discount.amount).toBe(0);
  });

  it('goes on the order of a bag at exactly the minimum, and comes off a bag one minor unit short', async () => {
    const jar = await signIn(t, 0);
    const member = { jar };
    const bag = await cartOf(await addItem(t, member, item.variantId, 2), 201);
    const subtotal = bag.data.costSummary.subtotal.amount;
    await save20WithMinimum(subtotal);
    await cartOf(await apply(member));

    const order = await orderOf(await placeOrder(t, jar, { method: 'card', cardNumber: '4242424242424242' }));
    expect(order.promoCode).toBe('SAVE20');
    expect(order.costSummary.subtotal.amount).toBe(subtotal);
    expect(order.costSummary.discounts.find((line) => line.kind === 'promo')?.amount.amount).toBe(
      Math.floor(subtotal / 5),
    );

    // The next bag meets the minimum, then the minimum is one minor unit above it: the promo comes off.
    const next = await cartOf(await addItem(t, member, item.variantId, 2), 201);
    await save20WithMinimum(next.data.costSummary.subtotal.amount);
    await cartOf(await apply(member));
    await save20WithMinimum(next.data.costSummary.subtotal.amount + 1);
    const dropped = await cartOf(await t.request('/cart', { jar }));
    expect(dropped.data.promo).toBeNull();
    expect(dropped.notices).toContainEqual({ code: 'promo_removed', message: CART_MESSAGES.promoRemoved });
  });
});
