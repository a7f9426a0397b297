import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_ERROR_CODES, CART_MESSAGES, ERROR_MESSAGES } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { addItem, cartOf, errorOf, type SellableVariant, sellableVariants, signIn } from './helpers';

let t: TestApp;
let cheap: SellableVariant[];

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  cheap = await sellableVariants(t, { limit: 10, excludeBrandSlugs: ['halcyon-collection'] });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('a Beauty Pass offer in the bag', () => {
  it('leaves the bag, with a notice, when a change takes the bag below its minimum spend', async () => {
    const jar = await signIn(t, 1);
    const small = cheap.find((variant) => variant.price < 5000 && variant.price * 6 >= 5000)!;
    const quantity = Math.ceil(5000 / small.price);
    const added = await cartOf(await addItem(t, { jar }, small.variantId, quantity), 201);
    const chosen = await cartOf(
      await t.request('/cart/beauty-pass-offers', { method: 'POST', json: { key: 'ten_percent_off' }, jar }),
    );
    expect(chosen.data.beautyPassOffer).toBe('ten_percent_off');
    expect(chosen.data.costSummary.discounts.map((discount) => discount.kind)).toEqual(['ten_percent_off']);

    const line = added.data.lineItems[0]!;
    const smaller = await cartOf(
      await t.request(`/cart/line-items/${line.id}`, { method: 'PATCH', json: { quantity: quantity - 1 }, jar }),
    );
    expect(smaller.data.beautyPassOffer).toBeNull();
    expect(smaller.data.costSummary.discounts).toEqual([]);
    expect(smaller.notices).toContainEqual({ code: 'offer_removed', message: CART_MESSAGES.offerRemoved });

    // Gone for good: back above the minimum, the bag does not take it again by itself.
    const again = await cartOf(
      await t.request(`/cart/line-items/${line.id}`, { method: 'PATCH', json: { quantity }, jar }),
    );
    expect(again.data.beautyPassOffer).toBeNull();
    expect(again.notices).toEqual([]);
  });

  it("answers 'Offer not found' for an offer the member does not have", async () => {
    const jar = await signIn(t, 0);
    await cartOf(await addItem(t, { jar }, cheap[0]!.variantId, 1), 201);
    const error = await errorOf(
      await t.request('/cart/beauty-pass-offers', { method: 'POST', json: { key: 'spring_voucher' }, jar }),
      404,
    );
    expect(error).toMatchObject({ code: CART_ERROR_CODES.offerNotFound, message: ERROR_MESSAGES.offerNotFound });
  });
});
