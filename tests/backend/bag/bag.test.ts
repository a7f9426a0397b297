import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSaleRules, productOffers, productVariants, variantSaleRules } from '@/backend/db/schema';
import {
  CART_ERROR_CODES,
  CART_MESSAGES,
  COUNTRIES,
  ERROR_MESSAGES,
  itemsCountResponseSchema,
  samplesResponseSchema,
} from '@/contract';
import { CookieJar, createTestApp, responseCookies, type TestApp } from '../harness';
import {
  addItem,
  cartOf,
  errorOf,
  getCart,
  guestHeaders,
  type SellableVariant,
  sellableVariants,
  signIn,
} from './helpers';

let t: TestApp;
let variants: SellableVariant[];

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  variants = await sellableVariants(t, { limit: 12, excludeBrandSlugs: ['halcyon-collection'] });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const v = (index: number) => {
  const variant = variants[index];
  if (!variant) throw new Error(`no variant ${index}`);
  return variant;
};

describe('guest bag', () => {
  it('answers an empty bag without a device id and sets one on the first write', async () => {
    const empty = await cartOf(await t.request('/cart'));
    expect(empty.data.id).toBe(0);
    expect(empty.data.lineItems).toEqual([]);
    expect(empty.data.canCheckout).toBe(false);

    const jar = new CookieJar();
    const added = await cartOf(await addItem(t, { jar }, v(0).variantId, 2), 201);
    expect(jar.get('device-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(added.data.itemsCount).toBe(2);
    const again = await getCart(t, { jar });
    expect(again.data.id).toBe(added.data.id);
    expect(again.data.lineItems[0]?.quantity).toBe(2);
  });

  it('sets the device id cookie Secure behind https and for non-local hosts, as the session cookies', async () => {
    const local = responseCookies(await addItem(t, { headers: {} }, v(0).variantId, 1)).get('device-id');
    expect(local?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(local?.secure ?? false).toBe(false);
    const remote = await addItem(
      t,
      {
        // The harness's API sits behind the storefront's forwarder, a trusted proxy.
        headers: { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'www.halcyonbeauty.sg' },
      },
      v(0).variantId,
      1,
    );
    const cookie = responseCookies(remote).get('device-id');
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(cookie?.secure).toBe(true);
  });

  it('prices lines in integer minor units and fills the cost summary', async () => {
    const who = { headers: guestHeaders() };
    const cart = await cartOf(await addItem(t, who, v(0).variantId, 3), 201);
    const line = cart.data.lineItems[0];
    expect(line?.unitPrice).toEqual({ amount: v(0).price, currency: 'SGD' });
    expect(line?.price.amount).toBe(v(0).price * 3);
    const summary = cart.data.costSummary;
    const site = COUNTRIES.sg;
    expect(summary.subtotal.amount).toBe(v(0).price * 3);
    expect(summary.discount.amount).toBe(0);
    const shipping = summary.subtotal.amount >= site.freeShippingThreshold ? 0 : site.shippingFee;
    expect(summary.shipping.amount).toBe(shipping);
    expect(summary.total.amount).toBe(summary.subtotal.amount + shipping);
    expect(summary.taxName).toBe(site.taxName);
    expect(summary.taxPercent).toBe(site.taxPercent);
    expect(summary.priceBeforeTax.amount + summary.taxAmount.amount).toBe(summary.total.amount);
    expect(summary.freeShipping.remaining.amount).toBe(
      Math.max(0, site.freeShippingThreshold - summary.subtotal.amount),
    );
    expect(summary.giftCardAmount.amount).toBe(0);
    for (const money of [summary.subtotal, summary.total, summary.priceBeforeTax, summary.taxAmount]) {
      expect(Number.isInteger(money.amount)).toBe(true);
    }
    const count = itemsCountResponseSchema.parse(
      await (await t.request('/cart/items-count', { headers: who.headers })).json(),
    );
    expect(count.data.itemsCount).toBe(3);
    const bag = await cartOf(await t.request('/cart/bag', { headers: who.headers }));
    expect(bag.data.id).toBe(cart.data.id);
  });

  it('ships free at the threshold and shows what is left below it', async () => {
    const who = { headers: guestHeaders() };
    const threshold = COUNTRIES.sg.freeShippingThreshold;
    // One unit stays below the threshold; at most 6 reach it.
    const enough = (await sellableVariants(t, { limit: 100 })).find(
      (variant) => variant.price < threshold && variant.price * 6 >= threshold,
    );
    expect(enough).toBeDefined();
    const below = await cartOf(await addItem(t, who, enough!.variantId, 1), 201);
    expect(below.data.costSummary.shipping.amount).toBe(COUNTRIES.sg.shippingFee);
    expect(below.data.costSummary.freeShipping).toMatchObject({
      qualified: false,
      remaining: { amount: threshold - enough!.price },
    });
    const quantity = Math.ceil(threshold / enough!.price);
    const line = below.data.lineItems[0]!;
    const cart = await cartOf(
      await t.request(`/cart/line-items/${line.id}`, { method: 'PATCH', json: { quantity }, headers: who.headers }),
    );
    expect(cart.data.costSummary.shipping.amount).toBe(0);
    expect(cart.data.costSummary.freeShipping).toMatchObject({ qualified: true, remaining: { amount: 0 } });
  });

  it('refuses more than 6 of an item per add and in the bag', async () => {
    const who = { headers: guestHeaders() };
    const tooMany = await errorOf(await addItem(t, who, v(1).variantId, 7), 422);
    expect(tooMany).toMatchObject({ code: CART_ERROR_CODES.maxQuantity, message: ERROR_MESSAGES.maxQuantity });
    expect(tooMany.message).toBe('Only a maximum quantity of 6 of the item could be added to your bag');
    await cartOf(await addItem(t, who, v(1).variantId, 5), 201);
    const over = await errorOf(await addItem(t, who, v(1).variantId, 2), 422);
    expect(over.message).toBe(ERROR_MESSAGES.maxQuantity);
    const cart = await getCart(t, who);
    const line = cart.data.lineItems[0]!;
    expect(
      (
        await errorOf(
          await t.request(`/cart/line-items/${line.id}`, {
            method: 'PATCH',
            json: { quantity: 7 },
            headers: who.headers,
          }),
          422,
        )
      ).message,
    ).toBe(ERROR_MESSAGES.maxQuantity);
  });

  it('sets an absolute quantity, removes at 0 and by DELETE', async () => {
    const who = { headers: guestHeaders() };
    const cart = await cartOf(await addItem(t, who, v(2).variantId, 1), 201);
    const id = cart.data.lineItems[0]!.id;
    const patched = await cartOf(
      await t.request(`/cart/line-items/${id}`, { method: 'PATCH', json: { quantity: 4 }, headers: who.headers }),
    );
    expect(patched.data.lineItems[0]?.quantity).toBe(4);
    const same = await cartOf(
      await t.request(`/cart/line-items/${id}`, { method: 'PATCH', json: { quantity: 4 }, headers: who.headers }),
    );
    expect(same.data.lineItems[0]?.quantity).toBe(4);
    const zero = await cartOf(
      await t.request(`/cart/line-items/${id}`, { method: 'PATCH', json: { quantity: 0 }, headers: who.headers }),
    );
    expect(zero.data.lineItems).toEqual([]);
    const again = await cartOf(await addItem(t, who, v(2).variantId, 1), 201);
    const removed = await cartOf(
      await t.request(`/cart/line-items/${again.data.lineItems[0]!.id}`, { method: 'DELETE', headers: who.headers }),
    );
    expect(removed.data.lineItems).toEqual([]);
    // Another bag's line is not found.
    const other = { headers: guestHeaders() };
    const foreign = await cartOf(await addItem(t, other, v(2).variantId, 1), 201);
    const error = await errorOf(
      await t.request(`/cart/line-items/${foreign.data.lineItems[0]!.id}`, { method: 'DELETE', headers: who.headers }),
      404,
    );
    expect(error.message).toBe(ERROR_MESSAGES.resourceNotFound);
  });

  it('enforces variant and brand limits per order', async () => {
    const who = { headers: guestHeaders() };
    await t.db.insert(variantSaleRules).values({ country: 'sg', variantId: v(3).variantId, maxPerOrder: 2 });
    await cartOf(await addItem(t, who, v(3).variantId, 2), 201);
    const variantLimit = await errorOf(await addItem(t, who, v(3).variantId, 1), 422);
    expect(variantLimit).toMatchObject({ code: CART_ERROR_CODES.variantLimit, message: CART_MESSAGES.variantLimit });

    const sameBrand = (await sellableVariants(t, { brandSlug: v(4).brandSlug, limit: 2 })).filter(
      (variant) => variant.variantId !== v(3).variantId,
    );
    expect(sameBrand.length).toBeGreaterThanOrEqual(2);
    await t.db.insert(brandSaleRules).values({ country: 'sg', brandId: v(4).brandId, maxPerOrder: 3 });
    const brandWho = { headers: guestHeaders() };
    await cartOf(await addItem(t, brandWho, sameBrand[0]!.variantId, 2), 201);
    const brandLimit = await errorOf(await addItem(t, brandWho, sameBrand[1]!.variantId, 2), 422);
    expect(brandLimit).toMatchObject({ code: CART_ERROR_CODES.brandLimit, message: CART_MESSAGES.brandLimit });
    await cartOf(await addItem(t, brandWho, sameBrand[1]!.variantId, 1), 201);
    await t.db.delete(brandSaleRules).where(eq(brandSaleRules.brandId, v(4).brandId));
  });

  it('refuses a variant not sold in the country and an unknown one', async () => {
    const who = { headers: guestHeaders() };
    const [notHere] = await t.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .leftJoin(productOffers, eq(productOffers.productId, productVariants.productId))
      .where(eq(productVariants.id, productVariants.id))
      .limit(1);
    expect(notHere).toBeDefined();
    await t.db.delete(productOffers).where(eq(productOffers.productId, v(5).productId));
    const error = await errorOf(await addItem(t, who, v(5).variantId, 1), 422);
    expect(error).toMatchObject({
      code: CART_ERROR_CODES.notAvailableInCountry,
      message: CART_MESSAGES.notAvailableInCountry,
    });
    expect((await errorOf(await addItem(t, who, 99_999_999, 1), 404)).message).toBe(ERROR_MESSAGES.resourceNotFound);
  });

  it('blocks checkout while an item is out of stock, until it is removed', async () => {
    const jar = await signIn(t, 0);
    const who = { jar };
    const cart = await cartOf(await addItem(t, who, v(6).variantId, 2), 201);
    await cartOf(await addItem(t, who, v(7).variantId, 1), 201);
    await t.db
      .update(productVariants)
      .set({ stock: 1 })
      .where(eq(productVariants.id, v(6).variantId));
    const blocked = await getCart(t, who);
    const line = blocked.data.lineItems.find((item) => item.variantId === v(6).variantId)!;
    expect(line.stockStatus).toBe('out_of_stock');
    expect(line.blocker).toEqual({ code: CART_ERROR_CODES.outOfStock, message: CART_MESSAGES.lineOutOfStock });
    expect(blocked.data.canCheckout).toBe(false);
    const order = await t.request('/orders', {
      method: 'POST',
      jar,
      json: {
        delivery: {
          type: 'delivery',
          address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' },
          recipient: { name: 'Wren Tan', mobile: { callingCode: '65', phoneNumber: '91234501' } },
        },
        payment: { method: 'card', cardNumber: '4242 4242 4242 4242' },
      },
    });
    const error = await errorOf(order, 409);
    expect(error).toMatchObject({ code: CART_ERROR_CODES.checkoutBlocked, message: CART_MESSAGES.checkoutBlocked });
    expect(error.details?.lineItemIds).toEqual([line.id]);
    const after = await cartOf(await t.request(`/cart/line-items/${line.id}`, { method: 'DELETE', jar }));
    expect(after.data.canCheckout).toBe(true);
    expect(cart.data.id).toBe(after.data.id);
    // Adding an item with no stock at all is refused.
    await t.db
      .update(productVariants)
      .set({ stock: 0 })
      .where(eq(productVariants.id, v(6).variantId));
    const none = await errorOf(await addItem(t, who, v(6).variantId, 1), 409);
    expect(none).toMatchObject({ code: CART_ERROR_CODES.outOfStock, message: CART_MESSAGES.outOfStock });
  });
});

describe('idempotent add', () => {
  it('answers a replay with the same bag and never adds twice', async () => {
    const who = { headers: guestHeaders() };
    const first = await cartOf(await addItem(t, who, v(8).variantId, 2, 'add-1'), 201);
    const replay = await cartOf(await addItem(t, who, v(8).variantId, 2, 'add-1'), 201);
    expect(replay).toEqual(first);
    expect((await getCart(t, who)).data.lineItems[0]?.quantity).toBe(2);
    const next = await cartOf(await addItem(t, who, v(8).variantId, 1, 'add-2'), 201);
    expect(next.data.lineItems[0]?.quantity).toBe(3);
  });

  it('answers concurrent replays once', async () => {
    const who = { headers: guestHeaders() };
    await cartOf(await addItem(t, who, v(9).variantId, 1), 201);
    const answers = await Promise.all([1, 2, 3].map(() => addItem(t, who, v(9).variantId, 2, 'burst')));
    for (const answer of answers) expect(answer.status).toBe(201);
    expect((await getCart(t, who)).data.lineItems[0]?.quantity).toBe(3);
  });

  it('refuses the same key with a different request', async () => {
    const who = { headers: guestHeaders() };
    await cartOf(await addItem(t, who, v(10).variantId, 1, 'reuse'), 201);
    const error = await errorOf(await addItem(t, who, v(10).variantId, 2, 'reuse'), 422);
    expect(error.code).toBe(CART_ERROR_CODES.idempotencyConflict);
  });
});

describe('guest to member merge', () => {
  it('adds the guest bag into the member bag on sign-in, capped by the limits', async () => {
    const jar = await signIn(t, 1);
    await cartOf(await addItem(t, { jar }, v(11).variantId, 4), 201);
    const device = guestHeaders();
    await cartOf(await addItem(t, { headers: device }, v(11).variantId, 4), 201);
    await cartOf(await addItem(t, { headers: device }, v(0).variantId, 1), 201);

    const merged = await cartOf(await t.request('/cart', { jar, headers: device }));
    expect(merged.notices.map((notice) => notice.code)).toContain('merged');
    const quantities = Object.fromEntries(merged.data.lineItems.map((line) => [line.variantId, line.quantity]));
    expect(quantities[v(11).variantId]).toBe(6);
    expect(quantities[v(0).variantId]).toBe(1);
    // The guest bag is gone; merging again changes nothing.
    expect((await getCart(t, { headers: device })).data.id).toBe(0);
    const again = await cartOf(await t.request('/cart', { jar, headers: device }));
    expect(again.notices).toEqual([]);
    expect(again.data.itemsCount).toBe(7);
  });
});

describe('a member whose access token no longer works', () => {
  it('is answered 401, so the browser refreshes, and nothing lands in the device bag', async () => {
    const jar = await signIn(t, 2);
    await cartOf(await addItem(t, { jar }, v(1).variantId, 1), 201);
    const device = guestHeaders();
    // A token that does not verify (as an expired one), sent from the member's device.
    const stale = { ...device, Authorization: 'Bearer not.a-valid.token' };

    const read = await t.request('/cart', { headers: stale });
    expect((await errorOf(read, 401)).code).toBe('unauthorized');
    expect((await t.request('/cart/items-count', { headers: stale })).status).toBe(401);
    expect((await addItem(t, { headers: stale }, v(2).variantId, 1)).status).toBe(401);

    // The device's bag got nothing; the member's still holds their line.
    expect((await getCart(t, { headers: device })).data.itemsCount).toBe(0);
    const own = await getCart(t, { jar });
    expect(own.data.lineItems.map((line) => line.variantId)).toContain(v(1).variantId);
    expect(own.data.lineItems.map((line) => line.variantId)).not.toContain(v(2).variantId);
  });
});

describe('merge details', () => {
  it("keeps the guest's chosen sample when the member signs in: the bag merges whole", async () => {
    const jar = await signIn(t, 3);
    const device = guestHeaders();
    await cartOf(await addItem(t, { headers: device }, v(2).variantId, 1), 201);
    const offered = samplesResponseSchema.parse(await (await t.request('/cart/samples', { headers: device })).json());
    const sample = offered.data.samples.find((s) => s.status === 'available');
    expect(sample).toBeDefined();
    await cartOf(
      await t.request('/cart/samples', { method: 'POST', json: { sampleIds: [sample!.id] }, headers: device }),
    );
    const merged = await cartOf(await t.request('/cart', { jar, headers: device }));
    expect(merged.data.lineItems.filter((line) => line.type === 'sample').map((line) => line.variantId)).toEqual([
      sample!.variantId,
    ]);
    const chosen = samplesResponseSchema.parse(await (await t.request('/cart/samples', { jar })).json());
    expect(chosen.data.samples.filter((s) => s.selected).map((s) => s.id)).toEqual([sample!.id]);
  });

  it("carries the guest's promo over when the member has none, and answers with trailing slashes", async () => {
    const jar = await signIn(t, 2);
    const device = guestHeaders();
    await cartOf(await addItem(t, { headers: device }, v(1).variantId, 1), 201);
    await cartOf(
      await t.request('/cart/discount-coupon/', { method: 'POST', json: { code: 'WELCOME10' }, headers: device }),
    );
    const merged = await cartOf(await t.request('/cart/bag/', { jar, headers: device }));
    expect(merged.data.promo?.code).toBe('WELCOME10');
    expect(merged.data.lineItems.map((line) => line.variantId)).toContain(v(1).variantId);
    const count = itemsCountResponseSchema.parse(await (await t.request('/cart/items-count/', { jar })).json());
    expect(count.data.itemsCount).toBe(merged.data.itemsCount);
  });
});
