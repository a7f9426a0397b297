import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/backend/db/schema';
import { tierReached } from '@/backend/loyalty/tiers';
import { loyaltySummarySchema, orderResponseSchema, TIER_THRESHOLDS } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { type SellableVariant, sellableVariants } from '../bag/helpers';
import { addToBag, CARDS, createMembers, localeHeaders, order, type TestMember } from '../concurrency/support';

let t: TestApp;
let items: SellableVariant[];
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  items = await sellableVariants(t, { country: 'sg', limit: 40, excludeBrandSlugs: ['halcyon-collection'] });
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function summaryOf(member: TestMember, country = 'sg') {
  const response = await t.request('/account/loyalty', { jar: member.jar, headers: localeHeaders(country) });
  expect(response.status).toBe(200);
  return loyaltySummarySchema.parse(await response.json());
}

async function buy(member: TestMember, variantId: number, quantity: number, country = 'sg', card: string = CARDS.paid) {
  expect((await addToBag(t, member.jar, variantId, quantity, country)).status).toBe(201);
  const response = await order(t, member.jar, { country, cardNumber: card });
  return orderResponseSchema.parse(await response.json()).data;
}

const spendOf = (placed: { costSummary: { subtotal: { amount: number }; discount: { amount: number } } }) =>
  placed.costSummary.subtotal.amount - placed.costSummary.discount.amount;

describe('tier progress from what a member spends', () => {
  it('knows the tier a count reaches', () => {
    expect(tierReached(0)).toBe('white');
    expect(tierReached(TIER_THRESHOLDS.black - 1)).toBe('white');
    expect(tierReached(TIER_THRESHOLDS.black)).toBe('black');
    expect(tierReached(TIER_THRESHOLDS.gold)).toBe('gold');
  });

  it('moves the tier bar with every paid order, not with a declined one, and upgrades on the threshold', async () => {
    const [member] = await createMembers(t, 1);
    const start = await summaryOf(member!);
    expect(start.tier).toMatchObject({ current: 'white', target: 'black', progress: 0 });
    expect(start.tier.amountToSpend).toEqual({ amount: 30_000, currency: 'SGD' });

    let spent = 0;
    for (const item of items.slice(0, 3)) {
      const placed = await buy(member!, item.variantId, 1);
      expect(placed.status).toBe('paid');
      spent += spendOf(placed);
      const now = await summaryOf(member!);
      const tierPoints = Math.floor(spent / 100);
      // The bar and the amount left follow the spend at once, as the points balance does.
      expect(now.tier.progress).toBeCloseTo(tierPoints / TIER_THRESHOLDS.black, 5);
      expect(now.tier.amountToSpend).toEqual({ amount: 30_000 - tierPoints * 100, currency: 'SGD' });
    }
    const before = await summaryOf(member!);

    const declined = await buy(member!, items[3]!.variantId, 1, 'sg', CARDS.declined);
    expect(declined.status).not.toBe('paid');
    expect((await summaryOf(member!)).tier).toEqual(before.tier);
    await t.request(`/orders/${declined.id}/cancel`, {
      method: 'POST',
      jar: member!.jar,
      headers: localeHeaders('sg'),
    });

    // Enough to cross Black's threshold in one order.
    const [row] = await t.db.select().from(users).where(eq(users.id, member!.id));
    const left = (TIER_THRESHOLDS.black - row!.tierPointsCounter) * 100;
    let inBag = 0;
    for (const item of items.slice(4)) {
      if (inBag >= left) break;
      const quantity = Math.min(6, Math.ceil((left - inBag) / item.price));
      expect((await addToBag(t, member!.jar, item.variantId, quantity)).status).toBe(201);
      inBag += quantity * item.price;
    }
    expect(inBag).toBeGreaterThanOrEqual(left);
    const upgraded = orderResponseSchema.parse(await (await order(t, member!.jar, { country: 'sg' })).json()).data;
    expect(upgraded.status).toBe('paid');
    const after = await summaryOf(member!);
    expect(after.member.tier).toBe('black');
    expect(after.tier).toMatchObject({ message: 'just_upgraded', current: 'black', previous: 'white', target: 'gold' });
  });

  it('counts two orders paid at once, in two countries, both', async () => {
    const [member] = await createMembers(t, 1);
    const [mine] = await sellableVariants(t, { country: 'my', limit: 1 });
    expect((await addToBag(t, member!.jar, items[0]!.variantId, 1, 'sg')).status).toBe(201);
    expect((await addToBag(t, member!.jar, mine!.variantId, 1, 'my')).status).toBe(201);
    const placed = await Promise.all(
      ['sg', 'my'].map(
        async (country) => orderResponseSchema.parse(await (await order(t, member!.jar, { country })).json()).data,
      ),
    );
    expect(placed.map((one) => one.status)).toEqual(['paid', 'paid']);
    const expected = Math.floor(spendOf(placed[0]!) / 100) + Math.floor(spendOf(placed[1]!) / 300);
    const [row] = await t.db.select().from(users).where(eq(users.id, member!.id));
    expect(row!.tierPointsCounter).toBe(expected);
  });
});
