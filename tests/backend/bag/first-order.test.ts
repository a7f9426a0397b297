import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, promos, users } from '@/backend/db/schema';
import { CART_ERROR_CODES, type PromoHint } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { CARDS, createMembers, type TestMember } from '../concurrency/support';
import {
  addItem,
  cartOf,
  errorOf,
  LOCALES,
  orderOf,
  placeOrder,
  type SellableVariant,
  sellableVariants,
} from './helpers';

/**
 * Every path to a paid order checks the order's promo and perks again (docs/product-rules.md,
 * Rules on every path to a paid order): placing, paying again, and settling a QR code or virtual
 * account. Runs on PGlite and, in the backend-pg suite, on Postgres.
 */

let t: TestApp;
const catalogue: Record<string, SellableVariant[]> = {};
const cursor: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  for (const country of ['sg', 'th', 'id']) {
    catalogue[country] = await sellableVariants(t, {
      country,
      limit: 40,
      excludeBrandSlugs: ['halcyon-collection', 'fenty-beauty'],
    });
    cursor[country] = 0;
  }
}, 120_000);
afterAll(async () => {
  await t.close();
});

async function bagWithPromo(member: TestMember, code: string | null, country = 'sg', quantity = 1) {
  const list = catalogue[country]!;
  const item = list[cursor[country]!++ % list.length]!;
  await cartOf(await addItem(t, { jar: member.jar, headers: LOCALES[country] }, item.variantId, quantity), 201);
  if (code) {
    await cartOf(
      await t.request('/cart/discount-coupon', {
        method: 'POST',
        json: { code },
        headers: LOCALES[country],
        jar: member.jar,
      }),
    );
  }
  return item;
}

const card = (cardNumber: string) => ({ method: 'card', cardNumber });

const retry = (member: TestMember, orderId: number, payment: { method: string; cardNumber?: string }, country = 'sg') =>
  t.request(`/orders/${orderId}/payments`, {
    method: 'POST',
    jar: member.jar,
    headers: LOCALES[country],
    json: { payment },
  });

const settle = (orderId: number) =>
  t.request(`/sandbox/payments/${orderId}/settle`, { method: 'POST', json: { outcome: 'paid' } });

async function expectRefused(response: Response, hint: PromoHint) {
  const error = await errorOf(response, 422);
  expect(error.code).toBe(CART_ERROR_CODES.promotionInvalid);
  expect(error.details).toMatchObject({ hint });
}

/** Paid orders of the member that carry a first-time-customer promo. */
async function paidFirstOrders(member: TestMember) {
  const rows = await t.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, member.id), eq(orders.status, 'paid'), eq(orders.promoCode, 'FIRSTBUY')));
  return rows.length;
}

async function withPromoChanged(
  country: string,
  code: string,
  change: Partial<typeof promos.$inferInsert>,
  run: () => Promise<void>,
) {
  const [before] = await t.db
    .select()
    .from(promos)
    .where(and(eq(promos.country, country), eq(promos.code, code)));
  await t.db.update(promos).set(change).where(eq(promos.id, before!.id));
  try {
    await run();
  } finally {
    await t.db.update(promos).set(before!).where(eq(promos.id, before!.id));
  }
}

describe('a first-time-customer promo: the member’s first paid order only', () => {
  it('pays one of two declined first-time orders, and refuses the other’s retry', async () => {
    const [member] = await createMembers(t, 1);
    await bagWithPromo(member!, 'FIRSTBUY');
    const first = await orderOf(await placeOrder(t, member!.jar, card(CARDS.declined)));
    expect(first.status).toBe('payment_failed');
    // A failed order is not an order: the next bag may still use the promo.
    await bagWithPromo(member!, 'FIRSTBUY');
    const second = await orderOf(await placeOrder(t, member!.jar, card(CARDS.declined)));
    expect(second).toMatchObject({ status: 'payment_failed', promoCode: 'FIRSTBUY' });

    expect((await orderOf(await retry(member!, first.id, card(CARDS.paid)), 200)).status).toBe('paid');
    await expectRefused(await retry(member!, second.id, card(CARDS.paid)), 'first_time_customers_only');
    expect(await paidFirstOrders(member!)).toBe(1);
    // Refused, the order stays as it was: the member can cancel it and order again from the bag.
    const [row] = await t.db.select().from(orders).where(eq(orders.id, second.id));
    expect(row!.status).toBe('payment_failed');
    expect(
      (
        await orderOf(
          await t.request(`/orders/${second.id}/cancel`, { method: 'POST', jar: member!.jar, headers: LOCALES.sg }),
          200,
        )
      ).status,
    ).toBe('cancelled');
  });

  it('refuses the retry of a first-time order once another order was paid', async () => {
    const [member] = await createMembers(t, 1);
    await bagWithPromo(member!, 'FIRSTBUY');
    const first = await orderOf(await placeOrder(t, member!.jar, card(CARDS.declined)));
    await bagWithPromo(member!, null);
    expect((await orderOf(await placeOrder(t, member!.jar, card(CARDS.paid)))).status).toBe('paid');
    await expectRefused(await retry(member!, first.id, card(CARDS.paid)), 'first_time_customers_only');
    expect(await paidFirstOrders(member!)).toBe(0);
  });

  it('keeps the first order for the order that holds it: a QR code waiting to be paid', async () => {
    const [member] = await createMembers(t, 1);
    await bagWithPromo(member!, 'FIRSTBUY', 'th');
    const waiting = await orderOf(await placeOrder(t, member!.jar, { method: 'promptpay_qr' }, { country: 'th' }));
    expect(waiting.status).toBe('payment_pending');
    // The bag can no longer take the promo while that order may still be paid.
    await bagWithPromo(member!, null, 'th');
    const refused = await t.request('/cart/discount-coupon', {
      method: 'POST',
      json: { code: 'FIRSTBUY' },
      headers: LOCALES.th,
      jar: member!.jar,
    });
    await expectRefused(refused, 'first_time_customers_only');
    expect((await orderOf(await settle(waiting.id), 200)).status).toBe('paid');
    expect(await paidFirstOrders(member!)).toBe(1);
  });

  it('never settles a second first order: a retry by QR code or virtual account is checked when it is issued', async () => {
    for (const [country, method] of [
      ['th', 'promptpay_qr'],
      ['id', 'virtual_account'],
    ] as const) {
      const [member] = await createMembers(t, 1);
      await bagWithPromo(member!, 'FIRSTBUY', country);
      const declined = await orderOf(await placeOrder(t, member!.jar, card(CARDS.declined), { country }));
      await bagWithPromo(member!, 'FIRSTBUY', country);
      const waiting = await orderOf(await placeOrder(t, member!.jar, { method }, { country }));
      expect(waiting.status).toBe('payment_pending');
      // The waiting order holds the first order: the declined one may not become a second one.
      await expectRefused(await retry(member!, declined.id, { method }, country), 'first_time_customers_only');
      expect((await orderOf(await settle(waiting.id), 200)).status).toBe('paid');
      expect(await paidFirstOrders(member!)).toBe(1);
    }
  });

  it('gives the first order back when a QR payment fails, and takes it again on the retry', async () => {
    const [member] = await createMembers(t, 1);
    await bagWithPromo(member!, 'FIRSTBUY', 'th');
    const first = await orderOf(await placeOrder(t, member!.jar, { method: 'promptpay_qr' }, { country: 'th' }));
    await t.request(`/sandbox/payments/${first.id}/settle`, { method: 'POST', json: { outcome: 'failed' } });
    const [released] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    expect(released).toMatchObject({ status: 'payment_failed', firstOrder: 'released' });
    const again = await orderOf(await retry(member!, first.id, { method: 'promptpay_qr' }, 'th'), 200);
    expect(again.status).toBe('payment_pending');
    const [held] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    expect(held!.firstOrder).toBe('held');
    expect((await orderOf(await settle(first.id), 200)).status).toBe('paid');
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, first.id));
    expect(kept!.firstOrder).toBe('kept');
  });
});

describe('every promo rule, checked again when an order is paid again', () => {
  it('refuses a retry once the promo has ended', async () => {
    const [member] = await createMembers(t, 1);
    await bagWithPromo(member!, 'WELCOME10');
    const failed = await orderOf(await placeOrder(t, member!.jar, card(CARDS.declined)));
    await withPromoChanged('sg', 'WELCOME10', { endsAt: new Date('2020-01-01T00:00:00Z') }, async () => {
      await expectRefused(await retry(member!, failed.id, card(CARDS.paid)), 'expired');
    });
    expect((await orderOf(await retry(member!, failed.id, card(CARDS.paid)), 200)).status).toBe('paid');
  });

  it('checks the minimum spend against the order’s own lines', async () => {
    const [member] = await createMembers(t, 1);
    const item = await bagWithPromo(member!, 'WELCOME10', 'sg', 2);
    const failed = await orderOf(await placeOrder(t, member!.jar, card(CARDS.declined)));
    await withPromoChanged('sg', 'WELCOME10', { minimumSpend: item.price * 2 + 1 }, async () => {
      await expectRefused(await retry(member!, failed.id, card(CARDS.paid)), 'minimum_order');
    });
    await withPromoChanged('sg', 'WELCOME10', { minimumSpend: item.price * 2 }, async () => {
      expect((await orderOf(await retry(member!, failed.id, card(CARDS.paid)), 200)).status).toBe('paid');
    });
  });

  it('checks the product and brand limits against the order’s own lines', async () => {
    const [member] = await createMembers(t, 1);
    const item = await bagWithPromo(member!, 'WELCOME10');
    const failed = await orderOf(await placeOrder(t, member!.jar, card(CARDS.declined)));
    await withPromoChanged('sg', 'WELCOME10', { brandIds: [item.brandId + 100_000] }, async () => {
      await expectRefused(await retry(member!, failed.id, card(CARDS.paid)), 'product_or_brand_limits');
    });
    await withPromoChanged('sg', 'WELCOME10', { productIds: [item.productId] }, async () => {
      expect((await orderOf(await retry(member!, failed.id, card(CARDS.paid)), 200)).status).toBe('paid');
    });
  });

  it('refuses a promo that no longer exists', async () => {
    const [member] = await createMembers(t, 1);
    await bagWithPromo(member!, 'WELCOME10');
    const failed = await orderOf(await placeOrder(t, member!.jar, card(CARDS.declined)));
    await t.db.update(orders).set({ promoId: null, promoCode: 'GONE-CODE' }).where(eq(orders.id, failed.id));
    await expectRefused(await retry(member!, failed.id, card(CARDS.paid)), 'expired');
  });
});

describe('perks, checked again when an order is paid again', () => {
  it('refuses the staff discount to a member who is no longer staff', async () => {
    const [member] = await createMembers(t, 1);
    await t.db.update(users).set({ isEmployee: true }).where(eq(users.id, member!.id));
    await bagWithPromo(member!, null);
    const failed = await orderOf(await placeOrder(t, member!.jar, card(CARDS.declined)));
    expect(failed.costSummary.discounts.map((d) => d.kind)).toContain('staff_discount');
    await t.db.update(users).set({ isEmployee: false }).where(eq(users.id, member!.id));
    const error = await errorOf(await retry(member!, failed.id, card(CARDS.paid)), 422);
    expect(error).toMatchObject({ code: CART_ERROR_CODES.offerNotFound, details: { offer: 'staff_discount' } });
    const [row] = await t.db
      .select({ status: orders.status })
      .from(orders)
      .where(inArray(orders.id, [failed.id]));
    expect(row!.status).toBe('payment_failed');
  });
});
