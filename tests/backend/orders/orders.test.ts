import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, rewards, samples, stockReservations, stores, users, variantSaleRules } from '@/backend/db/schema';
import { setCommerceClock } from '@/backend/shared/clock';
import { DEMO_MEMBERS } from '@/backend/seed/members';
import {
  CART_ERROR_CODES,
  ERROR_MESSAGES,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  orderListResponseSchema,
  PICKUP_MESSAGES,
} from '@/contract';
import type { CookieJar } from '../harness';
import { createTestApp, type TestApp } from '../harness';
import {
  addItem,
  cartOf,
  DELIVERY,
  errorOf,
  getCart,
  orderOf,
  placeOrder,
  type SellableVariant,
  sellableVariants,
  signIn,
  variantStock,
} from '../bag/helpers';

let t: TestApp;
let items: SellableVariant[];
let jar: CookieJar;
const VISA = { method: 'card', cardNumber: '4242 4242 4242 4242' };
// The shop's clock stands still for this file, so dates relative to "today" never go stale.
const NOW = new Date('2026-11-21T10:00:00.000Z');
/** The calendar day `n` days after NOW, as the API takes it (YYYY-MM-DD). */
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString().slice(0, 10);
let restoreClock: () => void;

beforeAll(async () => {
  restoreClock = setCommerceClock({ now: () => new Date(NOW) });
  t = await createTestApp({ seed: 'all' });
  items = await sellableVariants(t, { limit: 12 });
  jar = await signIn(t, 0);
}, 120_000);
afterAll(async () => {
  restoreClock();
  await t.close();
});

describe('placing an order', () => {
  it("asks a guest for an e-mail address, and a guest without a bag has nothing to order; lists are members'", async () => {
    const response = await t.request('/orders', { method: 'POST', json: { delivery: DELIVERY, payment: VISA } });
    expect((await errorOf(response, 422)).code).toBe(ORDER_ERROR_CODES.guestEmailRequired);
    const bagless = await t.request('/orders', {
      method: 'POST',
      json: { delivery: DELIVERY, payment: VISA, email: 'someone@example.test' },
    });
    expect((await errorOf(bagless, 422)).code).toBe(CART_ERROR_CODES.emptyBag);
    expect((await errorOf(await t.request('/orders'), 401)).message).toBe(ERROR_MESSAGES.authenticationFailed);
  });

  it('refuses an empty bag', async () => {
    const error = await errorOf(await placeOrder(t, jar, VISA), 422);
    expect(error.code).toBe(CART_ERROR_CODES.emptyBag);
  });

  it('pays by card for delivery: reserves stock, closes the bag, earns points', async () => {
    const item = items[0]!;
    const stockBefore = await variantStock(t, item.variantId);
    const [memberBefore] = await t.db.select().from(users).where(eq(users.email, DEMO_MEMBERS[0]!.email));
    const cart = await cartOf(await addItem(t, { jar }, item.variantId, 2), 201);
    const order = await orderOf(await placeOrder(t, jar, VISA));
    expect(order).toMatchObject({ status: 'paid', pageVariant: 'confirmation', country: 'sg', promoCode: null });
    expect(order.number).toBe(`HBSG${String(order.id).padStart(8, '0')}`);
    expect(order.payment).toMatchObject({ method: 'card', status: 'paid', attempts: 1, cardLast4: '4242', qr: null });
    expect(order.lines).toEqual([
      expect.objectContaining({
        variantId: item.variantId,
        quantity: 2,
        unitPrice: { amount: item.price, currency: 'SGD' },
      }),
    ]);
    expect(order.costSummary).toEqual(cart.data.costSummary);
    expect(order.delivery.type).toBe('delivery');
    if (order.delivery.type === 'delivery') {
      expect(order.delivery.recipient).toEqual(DELIVERY.recipient);
      expect(order.delivery.estimatedDelivery.from < order.delivery.estimatedDelivery.to).toBe(true);
    }
    expect(await variantStock(t, item.variantId)).toBe(stockBefore - 2);
    const reservations = await t.db.select().from(stockReservations).where(eq(stockReservations.orderId, order.id));
    expect(reservations.map((row) => row.status)).toEqual(['committed']);
    expect((await getCart(t, { jar })).data.id).toBe(0);
    const [memberAfter] = await t.db.select().from(users).where(eq(users.email, DEMO_MEMBERS[0]!.email));
    expect(memberAfter!.loyaltyPoints).toBe(memberBefore!.loyaltyPoints + order.costSummary.pointsEarned);

    const list = orderListResponseSchema.parse(await (await t.request('/orders', { jar })).json());
    expect(list.data[0]).toMatchObject({
      id: order.id,
      number: order.number,
      itemsCount: 2,
      total: order.costSummary.total,
    });
    const shown = await orderOf(await t.request(`/orders/${order.id}`, { jar }), 200);
    expect(shown).toEqual(order);
  });

  it("keeps another member's order private", async () => {
    await cartOf(await addItem(t, { jar }, items[1]!.variantId, 1), 201);
    const order = await orderOf(await placeOrder(t, jar, VISA));
    const other = await signIn(t, 1);
    // Another member's order and a missing one answer alike: order numbers reveal nothing.
    const theirOrder = await t.request(`/orders/${order.id}`, { jar: other });
    const missingOrder = await t.request('/orders/99999999', { jar: other });
    expect(theirOrder.status).toBe(404);
    expect(missingOrder.status).toBe(404);
    expect(await theirOrder.json()).toEqual(await missingOrder.json());
    for (const path of [`/orders/${order.id}/payments`, `/orders/${order.id}/cancel`]) {
      const response = await t.request(path, { method: 'POST', json: {}, jar: other });
      expect([400, 404]).toContain(response.status);
      expect(response.status).not.toBe(403);
    }
    const theirs = orderListResponseSchema.parse(await (await t.request('/orders', { jar: other })).json());
    expect(theirs.data.map((row) => row.id)).not.toContain(order.id);
  });

  it('answers a double submit with the same order, never a second', async () => {
    await cartOf(await addItem(t, { jar }, items[2]!.variantId, 1), 201);
    const first = await orderOf(await placeOrder(t, jar, VISA, { key: 'checkout-1' }));
    const second = await orderOf(await placeOrder(t, jar, VISA, { key: 'checkout-1' }));
    expect(second).toEqual(first);
    const list = orderListResponseSchema.parse(await (await t.request('/orders', { jar })).json());
    expect(list.data.filter((row) => row.id === first.id)).toHaveLength(1);
  });

  it('creates one order for concurrent submits with one key', async () => {
    const member = await signIn(t, 4);
    await cartOf(await addItem(t, { jar: member }, items[3]!.variantId, 1), 201);
    const stockBefore = await variantStock(t, items[3]!.variantId);
    const answers = await Promise.all([1, 2, 3].map(() => placeOrder(t, member, VISA, { key: 'same-click' })));
    const placed = await Promise.all(answers.map((answer) => orderOf(answer)));
    expect(new Set(placed.map((order) => order.id)).size).toBe(1);
    const list = orderListResponseSchema.parse(await (await t.request('/orders', { jar: member })).json());
    expect(list.data).toHaveLength(1);
    expect(await variantStock(t, items[3]!.variantId)).toBe(stockBefore - 1);
  });

  it('offers only the country payment methods', async () => {
    await cartOf(await addItem(t, { jar }, items[4]!.variantId, 1), 201);
    for (const method of ['promptpay_qr', 'virtual_account', 'bnpl:klarna', 'bnpl:afterpay']) {
      const error = await errorOf(await placeOrder(t, jar, { method }), 422);
      expect(error.code).toBe(ORDER_ERROR_CODES.paymentMethodNotAvailable);
    }
    const missingCard = await errorOf(await placeOrder(t, jar, { method: 'card' }), 400);
    expect(missingCard.code).toBe('validation_error');
  });

  it('keeps the company an order is invoiced to, and refuses half of one', async () => {
    await cartOf(await addItem(t, { jar }, items[5]!.variantId, 1), 201);
    const half = await t.request('/orders', {
      method: 'POST',
      jar,
      json: { delivery: DELIVERY, payment: VISA, registration: { name: 'Halcyon Trading Pte Ltd' } },
    });
    expect(half.status).toBe(400);
    const placed = await orderOf(
      await t.request('/orders', {
        method: 'POST',
        jar,
        json: {
          delivery: DELIVERY,
          payment: VISA,
          registration: { name: ' Halcyon Trading Pte Ltd ', number: '201912345K' },
        },
      }),
    );
    expect(placed.registration).toEqual({ name: 'Halcyon Trading Pte Ltd', number: '201912345K' });
    const read = await orderOf(await t.request(`/orders/${placed.id}`, { jar }), 200);
    expect(read.registration).toEqual(placed.registration);
  });

  it('does not ship to another country: the address is refused and the bag kept', async () => {
    await cartOf(await addItem(t, { jar }, items[4]!.variantId, 1), 201);
    for (const elsewhere of ['MY', ' th ']) {
      const error = await errorOf(
        await placeOrder(
          t,
          jar,
          { method: 'card', cardNumber: '4242424242424242' },
          {
            delivery: { ...DELIVERY, address: { ...DELIVERY.address, country: elsewhere } },
          },
        ),
        422,
      );
      expect(error).toMatchObject({
        code: ORDER_ERROR_CODES.countryNotShipped,
        message: ORDER_MESSAGES.countryNotShipped,
      });
    }
    const home = await placeOrder(
      t,
      jar,
      { method: 'card', cardNumber: '4242424242424242' },
      {
        delivery: { ...DELIVERY, address: { ...DELIVERY.address, country: 'sg' } },
      },
    );
    expect(home.status).toBe(201);
  });
});

describe('click and collect', () => {
  it('holds a paid order 7 days and gives a pickup message per state', async () => {
    const member = await signIn(t, 1);
    const [store] = await t.db
      .select()
      .from(stores)
      .where(and(eq(stores.country, 'sg'), eq(stores.clickAndCollect, true)))
      .limit(1);
    expect(store).toBeDefined();
    const delivery = {
      type: 'click_and_collect',
      storeSlug: store!.slug,
      pickupDate: day(10),
      pickupTime: '14:00',
    };
    const cart = await cartOf(await addItem(t, { jar: member }, items[5]!.variantId, 1), 201);
    // The bag priced for collection (what the checkout shows) is what the order charges.
    const priced = await cartOf(await t.request('/cart?delivery=click_and_collect', { jar: member }));
    expect(priced.data.costSummary.shipping.amount).toBe(0);
    expect(cart.data.costSummary.shipping.amount).toBeGreaterThan(0);
    await errorOf(await t.request('/cart?delivery=drone', { jar: member }), 400);
    const order = await orderOf(await placeOrder(t, member, VISA, { delivery }));
    expect(order.costSummary).toEqual(priced.data.costSummary);
    expect(order.costSummary.total.amount).toBe(cart.data.costSummary.subtotal.amount);
    expect(order.delivery).toMatchObject({
      type: 'click_and_collect',
      store: { slug: store!.slug, name: store!.name },
      pickupDate: day(10),
      pickupTime: '14:00',
      pickupMessage: PICKUP_MESSAGES.paid,
      // Held 7 days from the pickup day (it is later than the payment).
      holdUntil: `${day(17)}T00:00:00.000Z`,
    });

    await cartOf(await addItem(t, { jar: member }, items[6]!.variantId, 1), 201);
    const failed = await orderOf(
      await placeOrder(t, member, { method: 'card', cardNumber: '4000000000000002' }, { delivery }),
    );
    expect(failed.status).toBe('payment_failed');
    expect(failed.delivery).toMatchObject({ pickupMessage: PICKUP_MESSAGES.payment_failed, holdUntil: null });

    // The failed order took the bag with it: it is paid again on the order, not re-placed.
    const bagClosed = await errorOf(await placeOrder(t, member, VISA, { delivery }), 422);
    expect(bagClosed.code).toBe(CART_ERROR_CODES.emptyBag);
  });

  it('refuses a store that does not offer click and collect', async () => {
    const member = await signIn(t, 1);
    await cartOf(await addItem(t, { jar: member }, items[7]!.variantId, 1), 201);
    const error = await errorOf(
      await placeOrder(t, member, VISA, {
        delivery: { type: 'click_and_collect', storeSlug: 'nowhere', pickupDate: day(10), pickupTime: '10:00' },
      }),
      422,
    );
    expect(error.code).toBe(ORDER_ERROR_CODES.storeNotAvailable);
  });

  it('takes a pickup date from today up to 30 days ahead, and keeps the bag when refusing one', async () => {
    const member = await signIn(t, 1);
    const [store] = await t.db
      .select()
      .from(stores)
      .where(and(eq(stores.country, 'sg'), eq(stores.clickAndCollect, true)))
      .limit(1);
    const bag = await cartOf(await addItem(t, { jar: member }, items[10]!.variantId, 1), 201);
    const at = (pickupDate: string) => ({
      delivery: { type: 'click_and_collect', storeSlug: store!.slug, pickupDate, pickupTime: '10:00' },
    });
    for (const pickupDate of [day(-1), day(31)]) {
      const error = await errorOf(await placeOrder(t, member, VISA, at(pickupDate)), 422);
      expect(error).toMatchObject({
        code: ORDER_ERROR_CODES.pickupDateNotAvailable,
        message: ORDER_MESSAGES.pickupDateNotAvailable,
      });
    }
    expect((await getCart(t, { jar: member })).data.lineItems).toEqual(bag.data.lineItems);
    const order = await orderOf(await placeOrder(t, member, VISA, at(day(30))));
    expect(order.delivery).toMatchObject({ pickupDate: day(30), holdUntil: `${day(37)}T00:00:00.000Z` });
  });
});

describe('checkout rules', () => {
  it('refuses delivery for click-and-collect-only items', async () => {
    const member = await signIn(t, 3);
    await t.db
      .insert(variantSaleRules)
      .values({ country: 'sg', variantId: items[8]!.variantId, clickAndCollectOnly: true });
    const cart = await cartOf(await addItem(t, { jar: member }, items[8]!.variantId, 1), 201);
    expect(cart.data.lineItems[0]?.clickAndCollectOnly).toBe(true);
    const error = await errorOf(await placeOrder(t, member, VISA), 422);
    expect(error).toMatchObject({
      code: ORDER_ERROR_CODES.clickAndCollectOnly,
      message: ORDER_MESSAGES.clickAndCollectOnly,
    });
    const [store] = await t.db
      .select()
      .from(stores)
      .where(and(eq(stores.country, 'sg'), eq(stores.clickAndCollect, true)))
      .limit(1);
    const delivery = {
      type: 'click_and_collect',
      storeSlug: store!.slug,
      pickupDate: day(11),
      pickupTime: '11:00',
    };
    expect((await orderOf(await placeOrder(t, member, VISA, { delivery }))).status).toBe('paid');
  });

  it('refuses a promo the member no longer qualifies for, naming the rule', async () => {
    const member = await signIn(t, 3);
    await cartOf(await addItem(t, { jar: member }, items[9]!.variantId, 1), 201);
    const error = await errorOf(
      await t.request('/cart/discount-coupon', { method: 'POST', json: { code: 'FIRSTBUY' }, jar: member }),
      422,
    );
    // The staff member already ordered above.
    expect(error.details?.hint).toBe('first_time_customers_only');

    const fresh = await signIn(t, 1);
    await t.db.delete(orders).where(eq(orders.userId, await userIdOf(1)));
    await cartOf(await addItem(t, { jar: fresh }, items[9]!.variantId, 1), 201);
    await cartOf(await t.request('/cart/discount-coupon', { method: 'POST', json: { code: 'FIRSTBUY' }, jar: fresh }));
    await t.db.insert(orders).values({
      number: 'HBSG-ELSEWHERE',
      userId: await userIdOf(1),
      country: 'sg',
      status: 'paid',
      delivery: { type: 'delivery' },
      costSummary: {},
      total: 1000,
      currency: 'SGD',
    });
    const refused = await errorOf(await placeOrder(t, fresh, VISA), 422);
    expect(refused).toMatchObject({
      message: ERROR_MESSAGES.promotionInvalid,
      details: { hint: 'first_time_customers_only' },
    });
  });

  it('orders samples and a reward: their stock is reserved and the points are spent', async () => {
    const restore = setCommerceClock({ now: () => new Date('2026-03-01T00:00:00Z') });
    try {
      const member = await signIn(t, 2);
      await cartOf(await addItem(t, { jar: member }, items[10]!.variantId, 1), 201);
      const [sample] = await t.db
        .select()
        .from(samples)
        .where(and(eq(samples.country, 'sg'), eq(samples.fullyRedeemed, false)))
        .limit(1);
      await cartOf(
        await t.request('/cart/samples', { method: 'POST', json: { sampleIds: [sample!.id] }, jar: member }),
      );
      const [reward] = await t.db
        .select()
        .from(rewards)
        .where(and(eq(rewards.country, 'sg'), eq(rewards.fullyRedeemed, false), isNull(rewards.minimumTier)))
        .orderBy(asc(rewards.pointsCost))
        .limit(1);
      await cartOf(await t.request('/rewards', { method: 'POST', json: { rewardId: reward!.id }, jar: member }));
      const [before] = await t.db
        .select()
        .from(users)
        .where(eq(users.id, await userIdOf(2)));
      const order = await orderOf(await placeOrder(t, member, VISA));
      expect(order.lines.map((line) => line.type).sort()).toEqual(['product', 'reward', 'sample']);
      expect(order.costSummary.pointsRedeemed).toBe(reward!.pointsCost);
      const [after] = await t.db
        .select()
        .from(users)
        .where(eq(users.id, await userIdOf(2)));
      expect(after!.loyaltyPoints).toBe(before!.loyaltyPoints + order.costSummary.pointsEarned - reward!.pointsCost);
      const [sampleAfter] = await t.db.select().from(samples).where(eq(samples.id, sample!.id));
      expect(sampleAfter!.stock).toBe(sample!.stock - 1);
    } finally {
      restore();
    }
  });
});

async function userIdOf(index: number): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_MEMBERS[index]!.email));
  return row!.id;
}
