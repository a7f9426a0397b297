import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, memberListItems, orders, pointsLedger, refreshTokenFamilies, users } from '@/backend/db/schema';
import {
  POINTS_EXPIRY_MONTHS,
  sandboxDemoResetSchema,
  sandboxExpiredPointsSchema,
  sandboxUserSchema,
} from '@/contract';
import { createTestApp, type TestApp } from './harness';
import { addItem, cartOf, errorOf, LOCALES, orderOf, placeOrder, sellableVariants, signIn } from './bag/helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function pendingPromptPayOrder() {
  const jar = await signIn(t, 1);
  const [item] = await sellableVariants(t, { country: 'th', limit: 1 });
  await cartOf(await addItem(t, { jar, headers: LOCALES.th }, item!.variantId, 1), 201);
  return orderOf(await placeOrder(t, jar, { method: 'promptpay_qr' }, { country: 'th' }));
}

async function member(loyaltyPoints: number) {
  const response = await t.request('/sandbox/users', {
    method: 'POST',
    json: { email: `expiry-${Math.random().toString(36).slice(2)}@example.test`, loyaltyPoints },
  });
  return sandboxUserSchema.parse(await response.json());
}

describe('the QA helpers answer 404 without the credential', () => {
  it.each([
    ['GET', '/sandbox/orders/1'],
    ['POST', '/sandbox/points/expire'],
    ['POST', '/sandbox/payments/1/settle'],
    ['POST', '/sandbox/demo/reset'],
  ])('%s %s', async (method, path) => {
    const response = await t.request(path, { method, anonymous: true, json: method === 'GET' ? undefined : {} });
    expect(response.status).toBe(404);
  });
});

describe('settling a payment', () => {
  it('marks a pending PromptPay order paid, and settling again answers the same paid order', async () => {
    const order = await pendingPromptPayOrder();
    expect(order).toMatchObject({ status: 'payment_pending', pageVariant: 'payment_instruction' });

    const settle = () =>
      t.request(`/sandbox/payments/${order.id}/settle`, { method: 'POST', json: { outcome: 'paid' } });
    const paid = await orderOf(await settle(), 200);
    expect(paid).toMatchObject({ id: order.id, status: 'paid', pageVariant: 'confirmation' });
    const again = await orderOf(await settle(), 200);
    expect(again).toEqual(paid);

    const shown = await orderOf(await t.request(`/sandbox/orders/${order.id}`), 200);
    expect(shown).toEqual(paid);
  });

  it('refuses a malformed request', async () => {
    const order = await pendingPromptPayOrder();
    const badOutcome = await t.request(`/sandbox/payments/${order.id}/settle`, {
      method: 'POST',
      json: { outcome: 'maybe' },
    });
    expect(badOutcome.status).toBe(400);
    const badId = await t.request('/sandbox/payments/abc/settle', { method: 'POST', json: { outcome: 'paid' } });
    expect(badId.status).toBe(400);
    await errorOf(await t.request('/sandbox/orders/999999'), 404);
  });
});

describe('expiring points', () => {
  it('takes the whole balance once its window has passed, and only once', async () => {
    const fresh = await member(500);
    const old = await member(800);
    const joined = new Date();
    joined.setUTCMonth(joined.getUTCMonth() - POINTS_EXPIRY_MONTHS - 1);
    await t.db.update(users).set({ createdAt: joined }).where(eq(users.id, old.id));

    const run = async (body: object) => {
      const response = await t.request('/sandbox/points/expire', { method: 'POST', json: body });
      expect(response.status).toBe(200);
      return sandboxExpiredPointsSchema.parse(await response.json()).data;
    };

    const first = await run({ userId: old.id });
    expect(first).toEqual([{ userId: old.id, email: old.email, points: 800, lapsedOn: expect.any(String) }]);
    expect(await run({ userId: old.id })).toEqual([]);
    expect(await run({ userId: fresh.id })).toEqual([]);

    const [oldRow] = await t.db.select().from(users).where(eq(users.id, old.id));
    expect(oldRow?.loyaltyPoints).toBe(0);
    const ledger = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, old.id));
    expect(ledger.map((row) => [row.source, row.points, row.balanceAfter])).toEqual([['expired_points', -800, 0]]);

    // As of a day past the fresh member's window, their points lapse too.
    const later = new Date();
    later.setUTCMonth(later.getUTCMonth() + POINTS_EXPIRY_MONTHS);
    later.setUTCDate(later.getUTCDate() + 2);
    const lapsed = await run({ userId: fresh.id, asOf: later.toISOString() });
    expect(lapsed.map((entry) => entry.points)).toEqual([500]);
  });

  it('refuses a malformed request', async () => {
    for (const body of [{ userId: 'one' }, { asOf: 'tomorrow' }, { userId: 1, extra: true }]) {
      const response = await t.request('/sandbox/points/expire', { method: 'POST', json: body });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});

describe('resetting the demo members', () => {
  it('empties their bags and lists, unlocks them and signs them out, and leaves history and other members alone', async () => {
    // A demo member with a bag, a wish list, an order and a session; then locked.
    const jar = await signIn(t, 2);
    const [item, other] = await sellableVariants(t, { country: 'th', limit: 2 });
    await cartOf(await addItem(t, { jar, headers: LOCALES.th }, item!.variantId, 1), 201);
    const order = await orderOf(await placeOrder(t, jar, { method: 'promptpay_qr' }, { country: 'th' }));
    await cartOf(await addItem(t, { jar, headers: LOCALES.th }, other!.variantId, 2), 201);
    await t.request('/wishlist', { method: 'PATCH', json: { productId: other!.productId, action: 'add' }, jar });
    const [demo] = await t.db.select().from(users).where(eq(users.email, 'gold@demo.halcyonbeauty.test'));
    await t.db.update(users).set({ lockedAt: new Date(), failedAttempts: 5 }).where(eq(users.id, demo!.id));
    // A member QA made keeps everything.
    const made = await member(100);
    await t.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, made.id));
    const pointsBefore = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, demo!.id));

    const response = await t.request('/sandbox/demo/reset', { method: 'POST' });
    expect(response.status).toBe(200);
    const { data } = sandboxDemoResetSchema.parse(await response.json());
    expect(data.members).toBeGreaterThanOrEqual(3);
    expect(data.bagsEmptied).toBeGreaterThanOrEqual(1);
    expect(data.listItemsRemoved).toBeGreaterThanOrEqual(1);
    expect(data.sessionsEnded).toBeGreaterThanOrEqual(1);

    const [after] = await t.db.select().from(users).where(eq(users.id, demo!.id));
    expect(after).toMatchObject({ lockedAt: null, failedAttempts: 0 });
    expect(await t.db.select().from(memberListItems).where(eq(memberListItems.userId, demo!.id))).toEqual([]);
    const openBags = await t.db.select().from(carts).where(eq(carts.userId, demo!.id));
    expect(openBags.filter((bag) => bag.status === 'open')).toEqual([]);
    // History stays: the order and every points entry.
    expect(await t.db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1);
    expect(await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, demo!.id))).toHaveLength(
      pointsBefore.length,
    );
    // Every session of the member is over: no refresh token of theirs renews any more.
    const families = await t.db.select().from(refreshTokenFamilies).where(eq(refreshTokenFamilies.userId, demo!.id));
    expect(families.length).toBeGreaterThan(0);
    expect(families.filter((family) => family.revokedAt === null)).toEqual([]);
    const [untouched] = await t.db.select().from(users).where(eq(users.id, made.id));
    expect(untouched!.lockedAt).not.toBeNull();

    // The member signs in again to an empty bag.
    const again = await signIn(t, 2);
    const bag = await (await t.request('/cart', { jar: again, headers: LOCALES.th })).json();
    expect(JSON.stringify(bag)).not.toContain(`"variantId":${other!.variantId}`);
  });
});
