import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftsWithPurchase, orders, promos, users, variantSaleRules } from '@/backend/db/schema';
import { DEMO_MEMBERS } from '@/backend/seed/members';
import {
  beautyPassOffersResponseSchema,
  CART_ERROR_CODES,
  CART_MESSAGES,
  ERROR_MESSAGES,
  type PromoHint,
} from '@/contract';
import type { CookieJar } from '../harness';
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
let cheap: SellableVariant[];
let fenty: SellableVariant[];
let house: SellableVariant[];

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  cheap = await sellableVariants(t, { limit: 10, excludeBrandSlugs: ['fenty-beauty', 'halcyon-collection'] });
  fenty = await sellableVariants(t, { brandSlug: 'fenty-beauty', limit: 2 });
  house = await sellableVariants(t, { brandSlug: 'halcyon-collection', limit: 2 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const apply = (who: Caller, code: string) =>
  t.request('/cart/discount-coupon', { method: 'POST', json: { code }, headers: who.headers, jar: who.jar });

async function expectHint(who: Caller, code: string, hint: PromoHint) {
  const error = await errorOf(await apply(who, code), 422);
  expect(error.message).toBe('Sorry, the promotion is invalid.');
  expect(error.code).toBe(CART_ERROR_CODES.promotionInvalid);
  expect(error.details?.hint).toBe(hint);
}

describe('promo codes', () => {
  it('applies a percentage promo in integer minor units and removes it', async () => {
    const who = { headers: guestHeaders() };
    await cartOf(await addItem(t, who, cheap[0]!.variantId, 3), 201);
    const applied = await cartOf(await apply(who, 'WELCOME10'));
    const subtotal = applied.data.costSummary.subtotal.amount;
    expect(applied.data.promo?.code).toBe('WELCOME10');
    expect(applied.data.costSummary.discount.amount).toBe(Math.floor(subtotal / 10));
    expect(applied.data.costSummary.discounts).toEqual([
      { kind: 'promo', label: 'WELCOME10', amount: { amount: Math.floor(subtotal / 10), currency: 'SGD' } },
    ]);
    // Applying the same code again changes nothing.
    expect((await cartOf(await apply(who, 'WELCOME10'))).data.costSummary).toEqual(applied.data.costSummary);
    const removed = await cartOf(await t.request('/cart/discount-coupon', { method: 'DELETE', headers: who.headers }));
    expect(removed.data.promo).toBeNull();
    expect(removed.data.costSummary.discount.amount).toBe(0);
  });

  it('is case sensitive and names the rule for unknown codes', async () => {
    const who = { headers: guestHeaders() };
    await cartOf(await addItem(t, who, cheap[0]!.variantId, 1), 201);
    await expectHint(who, 'welcome10', 'case_sensitive');
    await expectHint(who, 'NOPE', 'case_sensitive');
  });

  it('allows one promo per order', async () => {
    const who = { headers: guestHeaders() };
    await cartOf(await addItem(t, who, cheap[0]!.variantId, 1), 201);
    await cartOf(await apply(who, 'WELCOME10'));
    await expectHint(who, 'NOCREDITS', 'one_promo_per_order');
  });

  it('checks the minimum order', async () => {
    const who = { headers: guestHeaders() };
    await cartOf(await addItem(t, who, cheap[0]!.variantId, 1), 201);
    await expectHint(who, 'SAVE20', 'minimum_order');
  });

  it('checks expiry', async () => {
    const who = { headers: guestHeaders() };
    await cartOf(await addItem(t, who, cheap[0]!.variantId, 1), 201);
    await expectHint(who, 'SUMMER2025', 'expired');
  });

  it('checks product or brand limits', async () => {
    const who = { headers: guestHeaders() };
    await cartOf(await addItem(t, who, cheap[0]!.variantId, 1), 201);
    await expectHint(who, 'FENTY15', 'product_or_brand_limits');
    await cartOf(await addItem(t, who, fenty[0]!.variantId, 1), 201);
    const applied = await cartOf(await apply(who, 'FENTY15'));
    // Only the Fenty line is discounted.
    expect(applied.data.costSummary.discount.amount).toBe(Math.floor((fenty[0]!.price * 15) / 100));
  });

  it('is for first-time customers only when it says so', async () => {
    const jar = await signIn(t, 4);
    await cartOf(await addItem(t, { jar }, cheap[1]!.variantId, 1), 201);
    const firstTime = await cartOf(await apply({ jar }, 'FIRSTBUY'));
    expect(firstTime.data.promo?.code).toBe('FIRSTBUY');
    await cartOf(await t.request('/cart/discount-coupon', { method: 'DELETE', jar }));
    const [member] = await t.db.select().from(users).where(eq(users.email, DEMO_MEMBERS[4]!.email));
    await t.db.insert(orders).values({
      number: 'HBSG-EARLIER',
      userId: member!.id,
      country: 'sg',
      status: 'paid',
      delivery: { type: 'delivery' },
      costSummary: {},
      total: 1000,
      currency: 'SGD',
    });
    await expectHint({ jar }, 'FIRSTBUY', 'first_time_customers_only');
  });

  it('cannot combine with store credits', async () => {
    const who = { headers: guestHeaders() };
    await cartOf(await addItem(t, who, cheap[2]!.variantId, 1), 201);
    await cartOf(await t.request('/cart/store-credits', { method: 'POST', json: { use: true }, headers: who.headers }));
    await expectHint(who, 'NOCREDITS', 'cannot_combine_with_credits');
    await cartOf(
      await t.request('/cart/store-credits', { method: 'POST', json: { use: false }, headers: who.headers }),
    );
    await cartOf(await apply(who, 'NOCREDITS'));
    const withCredits = await cartOf(
      await t.request('/cart/store-credits', { method: 'POST', json: { use: true }, headers: who.headers }),
    );
    expect(withCredits.data.promo).toBeNull();
    expect(withCredits.notices).toContainEqual({ code: 'promo_removed', message: CART_MESSAGES.promoRemoved });
  });

  it('removes the promo and its gift when the qualifying item is removed, and says so', async () => {
    const who = { headers: guestHeaders() };
    await cartOf(await addItem(t, who, cheap[3]!.variantId, 1), 201);
    const fentyCart = await cartOf(await addItem(t, who, fenty[0]!.variantId, 1), 201);
    await cartOf(await apply(who, 'FENTY15'));
    const [promo] = await t.db
      .select()
      .from(promos)
      .where(and(eq(promos.country, 'sg'), eq(promos.code, 'FENTY15')));
    const [gift] = await t.db.select().from(giftsWithPurchase).where(eq(giftsWithPurchase.promoId, promo!.id));
    const giftView = (await (await t.request(`/multiple-gwps/${gift!.id}`, { headers: who.headers })).json()) as {
      data: { items: Array<{ variantId: number; available: boolean }>; qualified: boolean };
    };
    expect(giftView.data.qualified).toBe(true);
    const item = giftView.data.items.find((candidate) => candidate.available)!;
    const selected = await cartOf(
      await t.request(`/multiple-gwps/${gift!.id}`, {
        method: 'POST',
        json: { variantIds: [item.variantId] },
        headers: who.headers,
      }),
    );
    expect(selected.data.lineItems.some((line) => line.type === 'gift')).toBe(true);

    const fentyLine = fentyCart.data.lineItems.find((line) => line.variantId === fenty[0]!.variantId)!;
    const removed = await cartOf(
      await t.request(`/cart/line-items/${fentyLine.id}`, { method: 'DELETE', headers: who.headers }),
    );
    expect(removed.data.promo).toBeNull();
    expect(removed.data.lineItems.some((line) => line.type === 'gift')).toBe(false);
    expect(removed.notices).toEqual([
      { code: 'promo_removed', message: CART_MESSAGES.promoRemoved },
      { code: 'gift_removed', message: CART_MESSAGES.giftRemoved },
    ]);
  });
});

describe('staff discount and Beauty Pass offers', () => {
  let staff: CookieJar;
  beforeAll(async () => {
    staff = await signIn(t, 3);
  });

  it('gives employees 30% off, 45% off the house brand', async () => {
    await cartOf(await addItem(t, { jar: staff }, cheap[4]!.variantId, 1), 201);
    const cart = await cartOf(await addItem(t, { jar: staff }, house[0]!.variantId, 1), 201);
    const expected = Math.floor((cheap[4]!.price * 30) / 100) + Math.floor((house[0]!.price * 45) / 100);
    expect(cart.data.costSummary.discounts).toEqual([
      { kind: 'staff_discount', label: 'Staff discount', amount: { amount: expected, currency: 'SGD' } },
    ]);
    expect(cart.data.beautyPassOffer).toBe('staff_discount');
    const offers = beautyPassOffersResponseSchema.parse(
      await (await t.request('/cart/beauty-pass-offers', { jar: staff })).json(),
    );
    expect(offers.data.offers.find((offer) => offer.key === 'staff_discount')).toMatchObject({
      automatic: true,
      selected: true,
    });
  });

  it('gives no staff discount to other members', async () => {
    const jar = await signIn(t, 0);
    const cart = await cartOf(await addItem(t, { jar }, house[0]!.variantId, 1), 201);
    expect(cart.data.costSummary.discount.amount).toBe(0);
    const error = await errorOf(
      await t.request('/cart/beauty-pass-offers', { method: 'POST', json: { key: 'staff_discount' }, jar }),
      404,
    );
    expect(error.message).toBe(ERROR_MESSAGES.offerNotFound);
  });

  it('needs a minimum spend of 50 for the ten-percent-off perk', async () => {
    const jar = await signIn(t, 1);
    const small = cheap.find((variant) => variant.price < 5000)!;
    const cart = await cartOf(await addItem(t, { jar }, small.variantId, 1), 201);
    const offers = beautyPassOffersResponseSchema.parse(
      await (await t.request('/cart/beauty-pass-offers', { jar })).json(),
    );
    const perk = offers.data.offers.find((offer) => offer.key === 'ten_percent_off')!;
    expect(perk).toMatchObject({
      minimumSpend: { amount: 5000, currency: 'SGD' },
      currencySymbol: 'S$',
      eligible: false,
    });
    const refused = await errorOf(
      await t.request('/cart/beauty-pass-offers', { method: 'POST', json: { key: 'ten_percent_off' }, jar }),
      422,
    );
    expect(refused.code).toBe(CART_ERROR_CODES.offerMinimumSpend);
    const quantity = Math.min(6, Math.ceil(5000 / small.price));
    expect(small.price * quantity).toBeGreaterThanOrEqual(5000);
    const line = cart.data.lineItems[0]!;
    await cartOf(await t.request(`/cart/line-items/${line.id}`, { method: 'PATCH', json: { quantity }, jar }));
    const withPerk = await cartOf(
      await t.request('/cart/beauty-pass-offers', { method: 'POST', json: { key: 'ten_percent_off' }, jar }),
    );
    expect(withPerk.data.beautyPassOffer).toBe('ten_percent_off');
    expect(withPerk.data.costSummary.discounts).toEqual([
      {
        kind: 'ten_percent_off',
        label: '10% off',
        amount: { amount: Math.floor((small.price * quantity) / 10), currency: 'SGD' },
      },
    ]);
  });

  it('asks guests to sign in', async () => {
    const error = await errorOf(await t.request('/cart/beauty-pass-offers', { headers: guestHeaders() }), 401);
    expect(error).toMatchObject({ code: CART_ERROR_CODES.signInToRedeem, message: CART_MESSAGES.signInToRedeem });
  });
});

describe('non-discountable items', () => {
  it('are left out of promos and the promo needs another item', async () => {
    const who = { headers: guestHeaders() };
    await t.db
      .insert(variantSaleRules)
      .values({ country: 'sg', variantId: cheap[5]!.variantId, nonDiscountable: true });
    const cart = await cartOf(await addItem(t, who, cheap[5]!.variantId, 2), 201);
    expect(cart.data.lineItems[0]?.nonDiscountable).toBe(true);
    await expectHint(who, 'WELCOME10', 'product_or_brand_limits');
    await cartOf(await addItem(t, who, cheap[6]!.variantId, 1), 201);
    const applied = await cartOf(await apply(who, 'WELCOME10'));
    expect(applied.data.costSummary.discount.amount).toBe(Math.floor(cheap[6]!.price / 10));
  });
});
