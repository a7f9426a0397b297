import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@/backend/db/schema';
import type { CookieJar } from '../harness';
import { createTestApp, type TestApp } from '../harness';
import { addItem, cartOf, DELIVERY, errorOf, orderOf, type SellableVariant, sellableVariants, signIn } from '../bag/helpers';

let t: TestApp;
let items: SellableVariant[];
let jar: CookieJar;
const VISA = { method: 'card', cardNumber: '4242 4242 4242 4242' };
const HEADERS = { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' };

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  items = await sellableVariants(t, { limit: 4 });
  jar = await signIn(t, 1);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const order = (body: Record<string, unknown>) =>
  t.request('/orders', { method: 'POST', jar, headers: HEADERS, json: { delivery: DELIVERY, payment: VISA, ...body } });

describe('the fraud-prevention token on an order', () => {
  it('is stored with the order when the browser sends one', async () => {
    await cartOf(await addItem(t, { jar }, items[0]!.variantId, 1), 201);
    const placed = await orderOf(await order({ fraudToken: 'standin-hb-forter-sg-0a1b2c3d' }));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.fraudToken).toBe('standin-hb-forter-sg-0a1b2c3d');
  });

  it('is optional: an order without one is placed as before', async () => {
    await cartOf(await addItem(t, { jar }, items[1]!.variantId, 1), 201);
    const placed = await orderOf(await order({}));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row?.fraudToken).toBeNull();
  });

  it('refuses a malformed token with a 400, not a 500', async () => {
    await cartOf(await addItem(t, { jar }, items[2]!.variantId, 1), 201);
    for (const fraudToken of ['', 'x'.repeat(513), 42]) {
      const error = await errorOf(await order({ fraudToken }), 400);
      expect(error.code).toBe('validation_error');
    }
  });
});
