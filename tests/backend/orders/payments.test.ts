import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockReservations } from '@/backend/db/schema';
import { setCommerceClock } from '@/backend/shared/clock';
import {
  DEFAULT_PAYMENT_EXPIRY_MINUTES,
  enquireKbankPaymentResponseSchema,
  ORDER_ERROR_CODES,
} from '@/contract';
import type { CookieJar } from '../harness';
import { createTestApp, type TestApp } from '../harness';
import {
  addItem,
  cartOf,
  DELIVERY,
  errorOf,
  LOCALES,
  orderOf,
  placeOrder,
  type SellableVariant,
  sellableVariants,
  signIn,
  variantStock,
} from '../bag/helpers';

let t: TestApp;
let jar: CookieJar;
const catalogue: Record<string, SellableVariant[]> = {};
let cursor = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  for (const country of ['sg', 'th', 'au', 'nz', 'id', 'my']) {
    catalogue[country] = await sellableVariants(t, { country, limit: 30 });
  }
  jar = await signIn(t, 2);
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** A variant not used by an earlier test, with a bag holding 2 of it. */
async function bagWith(country = 'sg'): Promise<SellableVariant> {
  const item = catalogue[country]![cursor++ % 30]!;
  await cartOf(await addItem(t, { jar, headers: LOCALES[country] }, item.variantId, 2), 201);
  return item;
}

const retry = (orderId: number, payment: { method: string; cardNumber?: string }, country = 'sg') =>
  t.request(`/orders/${orderId}/payments`, { method: 'POST', jar, headers: LOCALES[country], json: { payment } });

const settle = (orderId: number, outcome: 'paid' | 'failed' | 'blocked' = 'paid') =>
  t.request(`/sandbox/payments/${orderId}/settle`, { method: 'POST', json: { outcome } });

const heldStatuses = async (orderId: number) =>
  (await t.db.select().from(stockReservations).where(eq(stockReservations.orderId, orderId))).map((row) => row.status);

describe('test gateway cards', () => {
  it('declined: payment_failed, stock released, then a retry on the same order pays', async () => {
    const item = await bagWith();
    const before = await variantStock(t, item.variantId);
    const failed = await orderOf(await placeOrder(t, jar, { method: 'card', cardNumber: '4000 0000 0000 0002' }));
    expect(failed).toMatchObject({ status: 'payment_failed', pageVariant: 'payment_failed' });
    expect(failed.payment).toMatchObject({ status: 'failed', failureReason: 'card_declined', attempts: 1 });
    expect(await variantStock(t, item.variantId)).toBe(before);
    expect(await heldStatuses(failed.id)).toEqual(['released']);

    const paid = await orderOf(await retry(failed.id, { method: 'card', cardNumber: '4242424242424242' }), 200);
    expect(paid).toMatchObject({ id: failed.id, number: failed.number, status: 'paid', pageVariant: 'confirmation' });
    expect(paid.payment.attempts).toBe(2);
    expect(await variantStock(t, item.variantId)).toBe(before - 2);
    expect(await heldStatuses(failed.id)).toEqual(['released', 'committed']);
    expect((await errorOf(await retry(failed.id, { method: 'card', cardNumber: '4242424242424242' }), 409)).code).toBe(
      ORDER_ERROR_CODES.notRetryable,
    );
  });

  it('insufficient funds: payment_failed_with_inventory keeps the stock for the retry', async () => {
    const item = await bagWith();
    const before = await variantStock(t, item.variantId);
    const failed = await orderOf(await placeOrder(t, jar, { method: 'card', cardNumber: '4000000000009995' }));
    expect(failed.status).toBe('payment_failed_with_inventory');
    expect(await variantStock(t, item.variantId)).toBe(before - 2);
    const paid = await orderOf(await retry(failed.id, { method: 'card', cardNumber: '4242424242424242' }), 200);
    expect(paid.status).toBe('paid');
    expect(await variantStock(t, item.variantId)).toBe(before - 2);
  });

  it('fraud block: payment_blocked, stock released, no retry', async () => {
    const item = await bagWith();
    const before = await variantStock(t, item.variantId);
    const blocked = await orderOf(await placeOrder(t, jar, { method: 'card', cardNumber: '4100000000000019' }));
    expect(blocked).toMatchObject({ status: 'payment_blocked', pageVariant: 'payment_failed' });
    expect(await variantStock(t, item.variantId)).toBe(before);
    expect((await errorOf(await retry(blocked.id, { method: 'card', cardNumber: '4242424242424242' }), 409)).code).toBe(
      ORDER_ERROR_CODES.notRetryable,
    );
  });

  it('review: fraud_check_pending until the gateway decides', async () => {
    await bagWith();
    const review = await orderOf(await placeOrder(t, jar, { method: 'card', cardNumber: '4000000000003220' }));
    expect(review).toMatchObject({ status: 'fraud_check_pending', pageVariant: 'confirmation' });
    expect(review.payment.status).toBe('review');
    const settled = await orderOf(await settle(review.id), 200);
    expect(settled.status).toBe('paid');
    expect((await orderOf(await settle(review.id), 200)).status).toBe('paid');
    expect((await errorOf(await settle(review.id, 'failed'), 409)).code).toBe(ORDER_ERROR_CODES.notRetryable);
  });

  it('cancels an unpaid order and releases its stock', async () => {
    const item = await bagWith();
    const before = await variantStock(t, item.variantId);
    const pending = await orderOf(await placeOrder(t, jar, { method: 'card', cardNumber: '4000000000003220' }));
    expect(await variantStock(t, item.variantId)).toBe(before - 2);
    const cancelled = await orderOf(await t.request(`/orders/${pending.id}/cancel`, { method: 'POST', jar }), 200);
    expect(cancelled.status).toBe('cancelled');
    expect(await variantStock(t, item.variantId)).toBe(before);
  });
});

describe('buy now pay later', () => {
  it('Afterpay and Klarna in AU, through the test gateway', async () => {
    await bagWith('au');
    const afterpay = await orderOf(await placeOrder(t, jar, { method: 'bnpl:afterpay' }, { country: 'au' }));
    expect(afterpay).toMatchObject({ status: 'paid', country: 'au', payment: { method: 'bnpl:afterpay' } });
    expect(afterpay.costSummary.total.currency).toBe('AUD');

    await bagWith('au');
    const klarna = await orderOf(
      await placeOrder(t, jar, { method: 'bnpl:klarna', cardNumber: '4000000000003220' }, { country: 'au' }),
    );
    expect(klarna).toMatchObject({ status: 'payment_pending', pageVariant: 'payment_pending' });
    expect((await orderOf(await settle(klarna.id, 'failed'), 200)).status).toBe('payment_failed');
  });

  it('Afterpay in NZ, Atome in MY, and not Klarna in NZ', async () => {
    await bagWith('nz');
    expect((await errorOf(await placeOrder(t, jar, { method: 'bnpl:klarna' }, { country: 'nz' }), 422)).code).toBe(
      ORDER_ERROR_CODES.paymentMethodNotAvailable,
    );
    expect((await orderOf(await placeOrder(t, jar, { method: 'bnpl:afterpay' }, { country: 'nz' }))).status).toBe(
      'paid',
    );
    await bagWith('my');
    const declined = await orderOf(
      await placeOrder(t, jar, { method: 'bnpl:atome', cardNumber: '4000000000000002' }, { country: 'my' }),
    );
    expect(declined.status).toBe('payment_failed');
  });
});

describe('PromptPay QR (TH)', () => {
  it('waits for payment, then is paid once the sandbox settles it', async () => {
    await bagWith('th');
    const now = new Date('2026-11-21T10:00:00Z');
    const restore = setCommerceClock({ now: () => now });
    try {
      const order = await orderOf(await placeOrder(t, jar, { method: 'promptpay_qr' }, { country: 'th' }));
      expect(order).toMatchObject({ status: 'payment_pending', pageVariant: 'payment_instruction' });
      expect(order.payment.qr?.payload).toMatch(/^000201/);
      expect(order.payment.qr?.expiresAt).toBe(
        new Date(now.getTime() + DEFAULT_PAYMENT_EXPIRY_MINUTES * 60_000).toISOString(),
      );
      const enquire = async () =>
        enquireKbankPaymentResponseSchema.parse(
          await (
            await t.request('/orders/enquireKbankPayment', {
              method: 'POST',
              jar,
              headers: LOCALES.th,
              json: { orderId: order.id },
            })
          ).json(),
        ).data;
      expect((await enquire()).status).toBe('pending');
      await orderOf(await settle(order.id), 200);
      const paid = await enquire();
      expect(paid.status).toBe('paid');
      expect(paid.order.status).toBe('paid');
    } finally {
      restore();
    }
  });

  it('expires after the window, releases stock, and a retry issues a new QR code', async () => {
    const item = await bagWith('th');
    const before = await variantStock(t, item.variantId);
    let now = new Date('2026-11-21T10:00:00Z');
    const restore = setCommerceClock({ now: () => now, qrExpiryMinutes: 5 });
    try {
      const order = await orderOf(await placeOrder(t, jar, { method: 'promptpay_qr' }, { country: 'th' }));
      expect(await variantStock(t, item.variantId)).toBe(before - 2);
      now = new Date(now.getTime() + 6 * 60_000);
      const enquiry = enquireKbankPaymentResponseSchema.parse(
        await (
          await t.request('/orders/enquireKbankPayment', {
            method: 'POST',
            jar,
            headers: LOCALES.th,
            json: { orderId: order.id },
          })
        ).json(),
      ).data;
      expect(enquiry.status).toBe('expired');
      expect(enquiry.order).toMatchObject({ status: 'payment_expired', pageVariant: 'payment_failed' });
      expect(await variantStock(t, item.variantId)).toBe(before);

      const again = await orderOf(await retry(order.id, { method: 'promptpay_qr' }, 'th'), 200);
      expect(again.status).toBe('payment_pending');
      expect(again.payment.attempts).toBe(2);
      expect(again.payment.qr?.payload).not.toBe(order.payment.qr?.payload);
      expect(await variantStock(t, item.variantId)).toBe(before - 2);
    } finally {
      restore();
    }
  });

  it('is only for TH, and the status check is only for QR orders', async () => {
    await bagWith();
    expect((await errorOf(await placeOrder(t, jar, { method: 'promptpay_qr' }), 422)).code).toBe(
      ORDER_ERROR_CODES.paymentMethodNotAvailable,
    );
    const card = await orderOf(await placeOrder(t, jar, { method: 'card', cardNumber: '4242424242424242' }));
    const error = await errorOf(
      await t.request('/orders/enquireKbankPayment', { method: 'POST', jar, json: { orderId: card.id } }),
      422,
    );
    expect(error.code).toBe(ORDER_ERROR_CODES.notQrOrder);
  });
});

describe('virtual account (ID)', () => {
  it('gives a bank, an account number and an expiry, then is paid when settled', async () => {
    await bagWith('id');
    const order = await orderOf(
      await placeOrder(t, jar, { method: 'virtual_account' }, { country: 'id', delivery: DELIVERY }),
    );
    expect(order).toMatchObject({ status: 'payment_pending', pageVariant: 'payment_instruction' });
    expect(order.payment.virtualAccount?.accountNumber).toMatch(/^8808\d{10}$/);
    expect(order.payment.virtualAccount?.bank).toContain('BCA');
    expect(order.costSummary.total.currency).toBe('IDR');
    expect((await orderOf(await settle(order.id), 200)).status).toBe('paid');
  });
});
