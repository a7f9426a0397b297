import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, productOffers, rewards, variantSaleRules } from '@/backend/db/schema';
import { setCommerceClock } from '@/backend/shared/clock';
import { createTestApp, type TestApp } from '../harness';
import { addItem, cartOf, type SellableVariant, sellableVariants, signIn } from './helpers';

// Every discount at once, through the API: a staff member in Singapore with a promo code, the
// ten-percent-off perk, a reward and a non-discountable line. Prices are set here so that every
// figure can be worked out by hand:
// - A: S$120.00, any brand      staff 30 % → 3600, leaves 8400
// - H: S$80.00, house brand     staff 45 % → 3600, leaves 4400
// - N: S$50.00, non-discountable, no discount of any kind
// - staff discount 7200; WELCOME10 takes 10 % of what is left on discountable lines (12800) = 1280;
//   ten-percent-off takes 10 % of what is then left on them (11520) = 1152;
// - subtotal 25000, discount 9632, total 15368 (free delivery from S$35), 9 % GST included:
//   price before tax round(1536800 / 109) = 14099, tax 1269; points on the spend after discounts 153;
//   the reward costs its points and no money.

let t: TestApp;
let restoreClock: () => void;
let a: SellableVariant;
let h: SellableVariant;
let n: SellableVariant;

async function setPrice(productId: number, price: number) {
  await t.db
    .update(productOffers)
    .set({ price, salePrice: null, effectivePrice: price })
    .where(and(eq(productOffers.productId, productId), eq(productOffers.country, 'sg')));
}

beforeAll(async () => {
  // Inside the seeded promos' and rewards' validity.
  restoreClock = setCommerceClock({ now: () => new Date('2026-03-01T00:00:00Z') });
  t = await createTestApp({ seed: 'all' });
  const house = await sellableVariants(t, { brandSlug: 'halcyon-collection', limit: 1 });
  const [houseBrand] = await t.db.select().from(brands).where(eq(brands.slug, 'halcyon-collection'));
  expect(houseBrand?.isHouseBrand).toBe(true);
  const others = await sellableVariants(t, { excludeBrandSlugs: ['halcyon-collection', 'fenty-beauty'], limit: 2 });
  [h, a, n] = [house[0]!, others[0]!, others[1]!];
  await setPrice(a.productId, 12000);
  await setPrice(h.productId, 8000);
  await setPrice(n.productId, 5000);
  await t.db.insert(variantSaleRules).values({ country: 'sg', variantId: n.variantId, nonDiscountable: true });
}, 120_000);
afterAll(async () => {
  restoreClock();
  await t.close();
});

describe('stacked discounts through the API', () => {
  it('staff, promo and ten-percent-off apply in turn, never on the non-discountable line; a reward costs points', async () => {
    const staff = await signIn(t, 3);
    for (const item of [a, h, n]) await cartOf(await addItem(t, { jar: staff }, item.variantId, 1), 201);
    await cartOf(await t.request('/cart/discount-coupon', { method: 'POST', json: { code: 'WELCOME10' }, jar: staff }));
    await cartOf(
      await t.request('/cart/beauty-pass-offers', { method: 'POST', json: { key: 'ten_percent_off' }, jar: staff }),
    );
    const [reward] = await t.db
      .select()
      .from(rewards)
      .where(and(eq(rewards.country, 'sg'), eq(rewards.fullyRedeemed, false)))
      .orderBy(asc(rewards.pointsCost))
      .limit(1);
    const bag = await cartOf(
      await t.request('/rewards', { method: 'POST', json: { rewardId: reward!.id }, jar: staff }),
    );

    const s = bag.data.costSummary;
    expect(s.discounts.map((d) => [d.kind, d.amount.amount])).toEqual([
      ['staff_discount', 7200],
      ['promo', 1280],
      ['ten_percent_off', 1152],
    ]);
    expect(s.subtotal.amount).toBe(25000);
    expect(s.discount.amount).toBe(9632);
    expect(s.shipping.amount).toBe(0);
    expect(s.total).toEqual({ amount: 15368, currency: 'SGD' });
    expect(s.priceBeforeTax.amount).toBe(14099);
    expect(s.taxPercent).toBe(9);
    expect(s.taxAmount.amount).toBe(1269);
    expect(s.pointsEarned).toBe(153);
    expect(s.pointsRedeemed).toBe(reward!.pointsCost);
    const lines = bag.data.lineItems;
    expect(lines.filter((l) => l.type === 'reward')).toHaveLength(1);
    expect(lines.find((l) => l.variantId === n.variantId)?.nonDiscountable).toBe(true);
  });

  it('without the staff flag the same bag gets only the promo and the perk', async () => {
    const black = await signIn(t, 1);
    const ids = [a.variantId, h.variantId, n.variantId];
    for (const id of ids) await cartOf(await addItem(t, { jar: black }, id, 1), 201);
    await cartOf(await t.request('/cart/discount-coupon', { method: 'POST', json: { code: 'WELCOME10' }, jar: black }));
    const bag = await cartOf(
      await t.request('/cart/beauty-pass-offers', { method: 'POST', json: { key: 'ten_percent_off' }, jar: black }),
    );
    // Promo: 10 % of 20000 (A + H) = 2000; perk: 10 % of the 18000 left on them = 1800.
    expect(bag.data.costSummary.discounts.map((d) => [d.kind, d.amount.amount])).toEqual([
      ['promo', 2000],
      ['ten_percent_off', 1800],
    ]);
    expect(bag.data.costSummary.total.amount).toBe(21200);
    expect(bag.data.lineItems.filter((l) => ids.includes(l.variantId))).toHaveLength(3);
  });
});
