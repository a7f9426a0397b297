import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftsWithPurchase, rewards, samples } from '@/backend/db/schema';
import { setCommerceClock } from '@/backend/shared/clock';
import {
  CART_ERROR_CODES,
  CART_MESSAGES,
  giftWithPurchaseResponseSchema,
  offersResponseSchema,
  samplesResponseSchema,
} from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import {
  addItem,
  cartOf,
  type Caller,
  errorOf,
  guestHeaders,
  type SellableVariant,
  sellableVariants,
  signIn,
} from './helpers';

let t: TestApp;
let items: SellableVariant[];
let restoreClock: () => void;

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  items = await sellableVariants(t, { limit: 10, excludeBrandSlugs: ['fenty-beauty'] });
  // Inside the seeded rewards' validity.
  restoreClock = setCommerceClock({ now: () => new Date('2026-03-01T00:00:00Z') });
}, 120_000);
afterAll(async () => {
  restoreClock();
  await t.close();
});

const samplesOf = async (who: Caller) =>
  samplesResponseSchema.parse(await (await t.request('/cart/samples', { headers: who.headers, jar: who.jar })).json())
    .data;
const chooseSamples = (who: Caller, sampleIds: number[]) =>
  t.request('/cart/samples', { method: 'POST', json: { sampleIds }, headers: who.headers, jar: who.jar });

describe('samples', () => {
  it('are not available in an empty bag, available with products, fully redeemed when gone', async () => {
    const who = { headers: guestHeaders() };
    const before = await samplesOf(who);
    expect(before.maxSelectable).toBe(2);
    expect(before.samples.length).toBe(8);
    const redeemed = before.samples.filter((sample) => sample.status === 'fully_redeemed');
    expect(redeemed.length).toBe(1);
    expect(before.samples.filter((sample) => sample.status === 'not_available').length).toBe(7);
    const none = await errorOf(await chooseSamples(who, [before.samples[0]!.id]), 422);
    expect(none).toMatchObject({
      code: CART_ERROR_CODES.sampleNotAvailable,
      message: CART_MESSAGES.sampleNotAvailable,
    });

    await cartOf(await addItem(t, who, items[0]!.variantId, 1), 201);
    const after = await samplesOf(who);
    expect(after.samples.filter((sample) => sample.status === 'available').length).toBe(7);
    const gone = await errorOf(await chooseSamples(who, [redeemed[0]!.id]), 409);
    expect(gone).toMatchObject({
      code: CART_ERROR_CODES.sampleFullyRedeemed,
      message: CART_MESSAGES.sampleFullyRedeemed,
    });
  });

  it('are chosen up to the maximum, replace the earlier choice and leave with the last product', async () => {
    const who = { headers: guestHeaders() };
    const cart = await cartOf(await addItem(t, who, items[1]!.variantId, 1), 201);
    const available = (await samplesOf(who)).samples.filter((sample) => sample.status === 'available');
    const tooMany = await errorOf(
      await chooseSamples(
        who,
        available.slice(0, 3).map((sample) => sample.id),
      ),
      422,
    );
    expect(tooMany.code).toBe(CART_ERROR_CODES.tooManySamples);
    const chosen = await cartOf(await chooseSamples(who, [available[0]!.id, available[1]!.id]));
    expect(chosen.data.lineItems.filter((line) => line.type === 'sample')).toHaveLength(2);
    expect(chosen.data.itemsCount).toBe(1);
    expect(chosen.data.costSummary.subtotal.amount).toBe(items[1]!.price);
    const replaced = await cartOf(await chooseSamples(who, [available[2]!.id]));
    expect(replaced.data.lineItems.filter((line) => line.type === 'sample').map((line) => line.variantId)).toEqual([
      available[2]!.variantId,
    ]);
    expect((await samplesOf(who)).samples.find((sample) => sample.id === available[2]!.id)?.selected).toBe(true);

    // A sample whose stock ran out is not available.
    await t.db.update(samples).set({ stock: 0 }).where(eq(samples.id, available[3]!.id));
    expect((await samplesOf(who)).samples.find((sample) => sample.id === available[3]!.id)?.status).toBe(
      'not_available',
    );

    const product = cart.data.lineItems[0]!;
    const empty = await cartOf(
      await t.request(`/cart/line-items/${product.id}`, { method: 'DELETE', headers: who.headers }),
    );
    expect(empty.data.lineItems).toEqual([]);
  });
});

describe('gifts with purchase', () => {
  it('qualify at the minimum spend, allow up to maxSelectable and go when the bag drops below', async () => {
    const [spendGift] = await t.db
      .select()
      .from(giftsWithPurchase)
      .where(and(eq(giftsWithPurchase.country, 'sg'), eq(giftsWithPurchase.maxSelectable, 2)))
      .orderBy(asc(giftsWithPurchase.id));
    expect(spendGift).toBeDefined();
    // One unit stays below the minimum spend; at most 6 reach it, so one line crosses it both ways.
    const [variant] = (await sellableVariants(t, { limit: 100, excludeBrandSlugs: ['fenty-beauty'] })).filter(
      (candidate) => candidate.price < spendGift!.minimumSpend && candidate.price * 6 >= spendGift!.minimumSpend,
    );
    expect(variant).toBeDefined();
    const who = { headers: guestHeaders() };
    const small = await cartOf(await addItem(t, who, variant!.variantId, 1), 201);
    const view = async () =>
      giftWithPurchaseResponseSchema.parse(
        await (await t.request(`/multiple-gwps/${spendGift!.id}`, { headers: who.headers })).json(),
      ).data;
    const before = await view();
    expect(before).toMatchObject({ maxSelectable: 2, noOfSelected: 0 });
    const select = (variantIds: number[]) =>
      t.request(`/multiple-gwps/${spendGift!.id}`, { method: 'POST', json: { variantIds }, headers: who.headers });
    const available = before.items.filter((item) => item.available);
    const outOfStock = before.items.find((item) => !item.available);
    expect(outOfStock).toBeDefined();
    expect(available.length).toBeGreaterThanOrEqual(3);
    expect(before.qualified).toBe(false);
    const notYet = await errorOf(await select([available[0]!.variantId]), 422);
    expect(notYet).toMatchObject({
      code: CART_ERROR_CODES.giftNotQualified,
      message: CART_MESSAGES.giftNotQualified,
    });
    const quantity = Math.ceil(spendGift!.minimumSpend / variant!.price);
    const line = small.data.lineItems[0]!;
    const bigEnough = await cartOf(
      await t.request(`/cart/line-items/${line.id}`, { method: 'PATCH', json: { quantity }, headers: who.headers }),
    );
    expect(bigEnough.data.costSummary.subtotal.amount).toBeGreaterThanOrEqual(spendGift!.minimumSpend);
    expect((await view()).qualified).toBe(true);

    const tooMany = await errorOf(await select(available.slice(0, 3).map((item) => item.variantId)), 422);
    expect(tooMany.code).toBe(CART_ERROR_CODES.giftMaxSelectable);
    expect((await errorOf(await select([outOfStock!.variantId]), 422)).code).toBe(CART_ERROR_CODES.giftNotAvailable);
    const chosen = await cartOf(await select(available.slice(0, 2).map((item) => item.variantId)));
    expect(chosen.data.lineItems.filter((item) => item.type === 'gift')).toHaveLength(2);
    expect((await view()).noOfSelected).toBe(2);
    const offers = offersResponseSchema.parse(await (await t.request('/cart/offers', { headers: who.headers })).json());
    expect(offers.data.giftsWithPurchase.find((gift) => gift.id === spendGift!.id)?.noOfSelected).toBe(2);
    expect(offers.data.promos.map((promo) => promo.code)).not.toContain('SUMMER2025');

    const dropped = await cartOf(
      await t.request(`/cart/line-items/${line.id}`, { method: 'PATCH', json: { quantity: 1 }, headers: who.headers }),
    );
    expect(dropped.data.costSummary.subtotal.amount).toBe(variant!.price);
    expect(dropped.data.lineItems.map((entry) => entry.type)).toEqual(['product']);
    expect(dropped.notices).toContainEqual({ code: 'gift_removed', message: CART_MESSAGES.giftRemoved });
  });
});

describe('Beauty Pass rewards in the bag', () => {
  const redeem = (who: Caller, rewardId: number) =>
    t.request('/rewards', { method: 'POST', json: { rewardId }, headers: who.headers, jar: who.jar });

  it('asks guests to sign in or register', async () => {
    const [reward] = await t.db.select().from(rewards).where(eq(rewards.country, 'sg')).limit(1);
    const error = await errorOf(await redeem({ headers: guestHeaders() }, reward!.id), 401);
    expect(error).toMatchObject({ code: CART_ERROR_CODES.signInToRedeem, message: CART_MESSAGES.signInToRedeem });
  });

  it('adds one reward per transaction, paid in points', async () => {
    const all = await t.db.select().from(rewards).where(eq(rewards.country, 'sg')).orderBy(asc(rewards.pointsCost));
    const affordable = all.filter(
      (reward) => reward.pointsCost <= 820 && !reward.fullyRedeemed && reward.minimumTier === null,
    );
    expect(affordable.length).toBeGreaterThanOrEqual(2);
    const jar = await signIn(t, 1);
    await cartOf(await addItem(t, { jar }, items[4]!.variantId, 1), 201);
    const withReward = await cartOf(await redeem({ jar }, affordable[0]!.id));
    const line = withReward.data.lineItems.find((item) => item.type === 'reward')!;
    expect(line).toMatchObject({ pointsCost: affordable[0]!.pointsCost, quantity: 1, unitPrice: { amount: 0 } });
    expect(withReward.data.costSummary.pointsRedeemed).toBe(affordable[0]!.pointsCost);
    expect(withReward.data.costSummary.subtotal.amount).toBe(items[4]!.price);
    // Redeeming the same reward again changes nothing; a second reward is refused.
    expect((await cartOf(await redeem({ jar }, affordable[0]!.id))).data.lineItems).toHaveLength(2);
    const second = await errorOf(await redeem({ jar }, affordable[1]!.id), 409);
    expect(second).toMatchObject({
      code: CART_ERROR_CODES.rewardLimit,
      message: 'Only one reward item per customer per transaction',
    });

    const expensive = all.find(
      (reward) => reward.pointsCost > 820 && reward.minimumTier === null && !reward.fullyRedeemed,
    );
    expect(expensive).toBeDefined();
    await cartOf(await t.request(`/cart/line-items/${line.id}`, { method: 'DELETE', jar }));
    const poor = await errorOf(await redeem({ jar }, expensive!.id), 422);
    expect(poor.code).toBe(CART_ERROR_CODES.insufficientPoints);
    const redeemed = all.find((reward) => reward.fullyRedeemed)!;
    const gone = await errorOf(await redeem({ jar }, redeemed.id), 409);
    expect(gone).toMatchObject({
      code: CART_ERROR_CODES.rewardFullyRedeemed,
      message: CART_MESSAGES.rewardFullyRedeemed,
    });
  });

  it('refuses a reward past its validity date or above the member tier', async () => {
    const all = await t.db.select().from(rewards).where(eq(rewards.country, 'sg')).orderBy(asc(rewards.pointsCost));
    const jar = await signIn(t, 0);
    const goldOnly = all.find((reward) => reward.minimumTier === 'gold')!;
    expect((await errorOf(await redeem({ jar }, goldOnly.id), 422)).code).toBe(CART_ERROR_CODES.rewardNotAvailable);
    const cheapest = all.find((reward) => !reward.fullyRedeemed && reward.minimumTier === null)!;
    const restore = setCommerceClock({ now: () => new Date(`${cheapest.validUntil}T12:00:00Z`) });
    try {
      const later = new Date(Date.parse(`${cheapest.validUntil}T00:00:00Z`) + 86_400_000);
      setCommerceClock({ now: () => later });
      expect((await errorOf(await redeem({ jar }, cheapest.id), 422)).code).toBe(CART_ERROR_CODES.rewardNotAvailable);
    } finally {
      restore();
      setCommerceClock({ now: () => new Date('2026-03-01T00:00:00Z') });
    }
  });
});
