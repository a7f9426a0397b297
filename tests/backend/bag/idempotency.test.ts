import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '@/backend/db/schema';
import { createTestApp, type TestApp } from '../harness';
import {
  addItem,
  cartOf,
  errorOf,
  LOCALES,
  orderOf,
  placeOrder,
  type SellableVariant,
  sellableVariants,
  signIn,
} from './helpers';

// An idempotency key belongs to the member who sent it: the same key from another member is a
// different request, never a replay of someone else's order or payment.

let t: TestApp;
let items: SellableVariant[];
const VISA = { method: 'card', cardNumber: '4242 4242 4242 4242' };
const DECLINED = { method: 'card', cardNumber: '4000000000000002' };

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  items = await sellableVariants(t, { limit: 6 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const attemptsOf = async (orderId: number) =>
  (await t.db.select().from(payments).where(eq(payments.orderId, orderId))).length;

describe('order idempotency keys', () => {
  it('two members sending one key place two orders, each their own', async () => {
    const white = await signIn(t, 0);
    const black = await signIn(t, 1);
    await cartOf(await addItem(t, { jar: white }, items[0]!.variantId, 1), 201);
    await cartOf(await addItem(t, { jar: black }, items[1]!.variantId, 2), 201);

    const key = 'same-key-for-both';
    const first = await orderOf(await placeOrder(t, white, VISA, { key }));
    const second = await orderOf(await placeOrder(t, black, VISA, { key }));
    expect(second.id).not.toBe(first.id);
    expect(second.number).not.toBe(first.number);
    expect(first.lines.map((l) => [l.variantId, l.quantity])).toEqual([[items[0]!.variantId, 1]]);
    expect(second.lines.map((l) => [l.variantId, l.quantity])).toEqual([[items[1]!.variantId, 2]]);

    // Each member's retry with the key answers their own order again, and places nothing new.
    expect((await orderOf(await placeOrder(t, white, VISA, { key }))).id).toBe(first.id);
    expect((await orderOf(await placeOrder(t, black, VISA, { key }))).id).toBe(second.id);
    const listed = await t.request('/orders', { jar: black, headers: LOCALES.sg });
    const ids = ((await listed.json()) as { data: Array<{ id: number }> }).data.map((o) => o.id);
    expect(ids.filter((id) => id === second.id)).toHaveLength(1);
    expect(ids).not.toContain(first.id);
  });
});

describe('payment retry idempotency', () => {
  it('a retried payment with one key pays once; the same key from another member pays nothing', async () => {
    const gold = await signIn(t, 2);
    await cartOf(await addItem(t, { jar: gold }, items[2]!.variantId, 1), 201);
    const failed = await orderOf(await placeOrder(t, gold, DECLINED, { key: 'gold-order' }));
    expect(failed.status).toBe('payment_failed');
    expect(await attemptsOf(failed.id)).toBe(1);

    const retry = (jar: typeof gold) =>
      t.request(`/orders/${failed.id}/payments`, {
        method: 'POST',
        jar,
        headers: { ...LOCALES.sg, 'Idempotency-Key': 'retry-1' },
        json: { payment: VISA },
      });

    // Another member cannot reach the order, with or without the owner's key.
    const other = await signIn(t, 3);
    expect([403, 404]).toContain((await retry(other)).status);

    const paid = await orderOf(await retry(gold), 200);
    expect(paid.status).toBe('paid');
    const again = await orderOf(await retry(gold), 200);
    expect(again).toEqual(paid);
    expect(await attemptsOf(failed.id)).toBe(2);

    // Once the key has an answer, another member sending it still does not get the order back.
    const stranger = await retry(other);
    expect([403, 404]).toContain(stranger.status);
    expect(JSON.stringify(await stranger.json())).not.toContain(failed.number);
    expect((await errorOf(await retry(other), stranger.status)).code).toBeDefined();
  });
});
