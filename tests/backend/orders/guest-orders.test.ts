import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '@/backend/db/schema';
import { GUEST_ORDER_PASS_COOKIE, ORDER_MESSAGES, orderListResponseSchema } from '@/contract';
import { CookieJar, createTestApp, responseCookies, signUp, type TestApp } from '../harness';
import { addItem, cartOf, DELIVERY, errorOf, orderOf, sellableVariants, signIn, type SellableVariant } from '../bag/helpers';

let t: TestApp;
let items: SellableVariant[];
let used = 0;
let mails = 0;
const VISA = { method: 'card', cardNumber: '4242 4242 4242 4242' };
const DECLINED = { method: 'card', cardNumber: '4000000000000002' };

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  items = await sellableVariants(t, { limit: 12 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const newEmail = () => `guest-${process.pid}-${++mails}@example.test`;

/** A new guest browser with one product in its bag. */
async function guestWithBag(jar = new CookieJar()) {
  await cartOf(await addItem(t, { jar }, items[used++ % items.length]!.variantId, 1), 201);
  return jar;
}

function order(jar: CookieJar, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return t.request('/orders', { method: 'POST', jar, headers, json: { delivery: DELIVERY, payment: VISA, ...body } });
}

const lookup = (jar: CookieJar, body: Record<string, unknown>) =>
  t.request('/orders/lookup', { method: 'POST', jar, json: body });

describe("a guest's order", () => {
  it('is placed with an e-mail address, and only the browser that placed it may open it', async () => {
    const jar = await guestWithBag();
    const email = newEmail();
    const response = await order(jar, { email: `  ${email.toUpperCase()} ` });
    const pass = responseCookies(response).get(GUEST_ORDER_PASS_COOKIE);
    const placed = await orderOf(response);
    expect(placed.status).toBe('paid');
    expect(placed.guestEmail).toBe(email);
    // The pass is out of reach of scripts and lasts as long as a shopper would come back for it.
    expect(pass?.httpOnly).toBe(true);
    expect(pass?.maxAge).toBe(90 * 24 * 60 * 60);

    expect((await orderOf(await t.request(`/orders/${placed.id}`, { jar }), 200)).number).toBe(placed.number);
    // Another browser, or one with a pass of its own, does not see it.
    expect((await t.request(`/orders/${placed.id}`)).status).toBe(401);
    const other = await guestWithBag();
    await orderOf(await order(other, { email: newEmail() }));
    await errorOf(await t.request(`/orders/${placed.id}`, { jar: other }), 404);
    // A guest has no order list.
    await errorOf(await t.request('/orders', { jar }), 401);
    // Signed in since, the browser still opens the order it placed as a guest; another member's
    // stays hidden from it.
    await signIn(t, 3, jar);
    expect((await orderOf(await t.request(`/orders/${placed.id}`, { jar }), 200)).guestEmail).toBe(email);
    await errorOf(await t.request(`/orders/${placed.id}`, { jar: await signIn(t, 4) }), 404);
    await errorOf(await t.request('/orders/999999', { jar }), 404);
    // And the bag it ordered is closed.
    expect((await cartOf(await t.request('/cart', { jar }))).data.lineItems).toEqual([]);
  });

  it('needs an e-mail address, well formed', async () => {
    const jar = await guestWithBag();
    expect((await errorOf(await order(jar, {}), 422)).message).toBe(ORDER_MESSAGES.guestEmailRequired);
    await errorOf(await order(jar, { email: 'not an address' }), 400);
    // Nothing was ordered: the bag keeps its line.
    expect((await cartOf(await t.request('/cart', { jar }))).data.lineItems).toHaveLength(1);
  });

  it('answers a retried request with the same order and the same pass', async () => {
    const jar = await guestWithBag();
    const email = newEmail();
    const headers = { 'Idempotency-Key': `guest-retry-${process.pid}` };
    const first = await orderOf(await order(jar, { email }, headers));
    const again = await order(jar, { email }, headers);
    expect(responseCookies(again).get(GUEST_ORDER_PASS_COOKIE)?.value).toBeTruthy();
    expect((await orderOf(again)).id).toBe(first.id);
    expect(await t.db.select().from(orders).where(eq(orders.guestEmail, email))).toHaveLength(1);
  });

  it('is paid again after a declined card by the browser that placed it', async () => {
    const jar = await guestWithBag();
    const declined = await orderOf(await order(jar, { email: newEmail(), payment: DECLINED }));
    expect(declined.status).toBe('payment_failed');
    const retry = (who?: CookieJar) =>
      t.request(`/orders/${declined.id}/payments`, { method: 'POST', jar: who, json: { payment: VISA } });
    // A browser without a pass is asked to sign in; one with a pass to other orders finds nothing.
    await errorOf(await retry(new CookieJar()), 401);
    const other = await guestWithBag();
    await orderOf(await order(other, { email: newEmail() }));
    await errorOf(await retry(other), 404);
    expect((await orderOf(await retry(jar), 200)).status).toBe('paid');
  });

  it('is found again by its number and e-mail address, in another browser', async () => {
    const email = newEmail();
    const placed = await orderOf(await order(await guestWithBag(), { email }));
    const elsewhere = new CookieJar();
    // A wrong address, an unknown number and a member's order answer alike.
    const notFound = async (body: Record<string, unknown>) =>
      expect((await errorOf(await lookup(elsewhere, body), 404)).message).toBe(ORDER_MESSAGES.orderNotFound);
    await notFound({ number: placed.number, email: newEmail() });
    await notFound({ number: 'HBSG99999999', email });
    const member = await signIn(t, 1);
    await cartOf(await addItem(t, { jar: member }, items[used++ % items.length]!.variantId, 1), 201);
    const members = await orderOf(await order(member, {}));
    const [owner] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, 2));
    await notFound({ number: members.number, email: owner?.email ?? '' });
    await errorOf(await lookup(elsewhere, { number: 'DROP TABLE', email }), 400);

    const found = await lookup(elsewhere, { number: ` ${placed.number.toLowerCase()} `, email: email.toUpperCase() });
    expect(found.status).toBe(200);
    expect(((await found.json()) as { data: { id: number } }).data.id).toBe(placed.id);
    expect((await orderOf(await t.request(`/orders/${placed.id}`, { jar: elsewhere }), 200)).id).toBe(placed.id);
  });

  it('is limited per order number and per client, so nobody tries addresses one by one', async () => {
    const strict = await createTestApp({ seed: false, env: { RATE_LIMIT_MULTIPLIER: '1' } });
    try {
      const attempt = (number: string, client: string) =>
        strict.request('/orders/lookup', {
          method: 'POST',
          headers: { 'X-Forwarded-For': client },
          json: { number, email: newEmail() },
        });
      // Five tries at one number, from as many clients; the sixth waits.
      const statuses = [];
      for (let i = 1; i <= 6; i += 1) statuses.push((await attempt('HBSG00000077', `203.0.113.${i}`)).status);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
      // Another number is not held up by it.
      expect((await attempt('HBSG00000078', '203.0.113.1')).status).toBe(404);
    } finally {
      await strict.close();
    }
  });
});

describe('a first-time-customer promo for guests', () => {
  async function withWelcome(jar: CookieJar) {
    const applied = await t.request('/cart/discount-coupon', { method: 'POST', jar, json: { code: 'FIRSTBUY' } });
    expect(applied.status).toBe(200);
    return jar;
  }

  it('holds per address: a second order from the same address is refused, a new address is welcome', async () => {
    const email = newEmail();
    await orderOf(await order(await withWelcome(await guestWithBag()), { email }));
    const again = await withWelcome(await guestWithBag());
    expect((await errorOf(await order(again, { email }), 422)).code).toBe('promotion_invalid');
    await orderOf(await order(again, { email: newEmail() }));
  });

  it('holds for parallel orders from two browsers with one address', async () => {
    const email = newEmail();
    const [a, b] = [await withWelcome(await guestWithBag()), await withWelcome(await guestWithBag())];
    const statuses = (await Promise.all([order(a, { email }), order(b, { email })])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422]);
  });

  it('holds for two declined orders of one address paid again at once: one is paid, the other refused', async () => {
    const email = newEmail();
    const declined = async () => {
      const jar = await withWelcome(await guestWithBag());
      return { jar, placed: await orderOf(await order(jar, { email, payment: DECLINED })) };
    };
    const a = await declined();
    const b = await declined();
    expect([a.placed.status, b.placed.status]).toEqual(['payment_failed', 'payment_failed']);
    const retry = ({ jar, placed }: { jar: CookieJar; placed: { id: number } }) =>
      t.request(`/orders/${placed.id}/payments`, { method: 'POST', jar, json: { payment: VISA } });
    const statuses = (await Promise.all([retry(a), retry(b)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 422]);
  });

  it("is refused to a guest using a member's address who has ordered", async () => {
    const [owner] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, 1));
    const member = await signIn(t, 0);
    await cartOf(await addItem(t, { jar: member }, items[used++ % items.length]!.variantId, 1), 201);
    await orderOf(await order(member, {}));
    const guest = await withWelcome(await guestWithBag());
    expect((await errorOf(await order(guest, { email: owner?.email ?? '' }), 422)).code).toBe('promotion_invalid');
  });
});

describe('joining after ordering as a guest', () => {
  it("takes the guest's orders into the new account, with the points each paid one earned", async () => {
    const email = newEmail();
    const paid = await orderOf(await order(await guestWithBag(), { email }));
    const unpaid = await orderOf(await order(await guestWithBag(), { email, payment: DECLINED }));
    const stranger = await orderOf(await order(await guestWithBag(), { email: newEmail() }));
    expect(paid.costSummary.pointsEarned).toBeGreaterThan(0);

    const jar = new CookieJar();
    const joined = await signUp(
      t,
      {
        firstName: 'Mei',
        lastName: 'Lim',
        email,
        password: 'Str0ng!Pass',
        passwordConfirmation: 'Str0ng!Pass',
        consents: { personalData: true, thirdPartyDisclosure: true, policy: true, over14: true },
      },
      jar,
    );
    expect(joined.status).toBe(201);
    const list = orderListResponseSchema.parse(await (await t.request('/orders', { jar })).json()).data;
    expect(list.map((row) => row.id).sort()).toEqual([paid.id, unpaid.id].sort());
    expect(list.some((row) => row.id === stranger.id)).toBe(false);
    const [member] = await t.db.select().from(users).where(eq(users.email, email));
    // The sign-up points and the paid order's; the declined one earns its points when it is paid.
    const before = member?.loyaltyPoints ?? 0;
    expect(before).toBeGreaterThanOrEqual(paid.costSummary.pointsEarned);
    await orderOf(
      await t.request(`/orders/${unpaid.id}/payments`, { method: 'POST', jar, json: { payment: VISA } }),
      200,
    );
    const [after] = await t.db.select().from(users).where(eq(users.email, email));
    expect(after?.loyaltyPoints).toBe(before + unpaid.costSummary.pointsEarned);
  });
});
