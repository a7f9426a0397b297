import { eq } from 'drizzle-orm';
import { payments } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import { commerceClock } from '@/backend/shared/clock';
import {
  cardOutcome,
  FAILURE_REASONS,
  type GatewayOutcome,
  orderStatusOf,
  paymentStatusOf,
  promptPayPayload,
  virtualAccountNumber,
} from '@/backend/rules/payments';
import type { Db } from '@/backend/types';
import { ORDER_ERROR_CODES, ORDER_MESSAGES, type OrderStatus, type PaymentInput } from '@/contract';
import { setOrderStatus } from './order-status';
import { latestPayment, lockOrder, type OrderRow } from './service';

const VIRTUAL_ACCOUNT_BANK = 'Bank Central Asia (BCA)';
const minutes = (count: number) => count * 60_000;

/** One payment attempt through the test gateway (or a QR / virtual account awaiting payment). */
export async function startPayment(db: Db, order: OrderRow, input: PaymentInput, attempt: number): Promise<OrderRow> {
  const now = commerceClock.now();
  const base = { orderId: order.id, attempt, method: input.method, amount: order.total };
  let outcome: GatewayOutcome;
  if (order.total === 0) {
    // A gift card paid it all: nothing to charge.
    outcome = 'paid';
    await db.insert(payments).values({ ...base, status: paymentStatusOf(outcome), cardLast4: null });
  } else if (input.method === 'promptpay_qr') {
    outcome = 'pending';
    await db.insert(payments).values({
      ...base,
      status: 'pending',
      qrPayload: promptPayPayload(order.number, attempt, order.total),
      expiresAt: new Date(now.getTime() + minutes(commerceClock.qrExpiryMinutes)),
    });
  } else if (input.method === 'virtual_account') {
    outcome = 'pending';
    await db.insert(payments).values({
      ...base,
      status: 'pending',
      vaBank: VIRTUAL_ACCOUNT_BANK,
      vaAccountNumber: virtualAccountNumber(order.id, attempt),
      expiresAt: new Date(now.getTime() + minutes(commerceClock.virtualAccountExpiryMinutes)),
    });
  } else {
    outcome = cardOutcome(input.cardNumber, input.method);
    const digits = input.cardNumber?.replace(/\s+/g, '') ?? null;
    await db.insert(payments).values({
      ...base,
      status: paymentStatusOf(outcome),
      cardLast4: digits ? digits.slice(-4) : null,
      failureReason: FAILURE_REASONS[outcome] ?? null,
    });
  }
  return setOrderStatus(db, order, orderStatusOf(outcome, input.method));
}

/** A QR code or virtual account past its expiry expires the order's payment and frees its stock and points. */
export async function expireIfDue(db: Db, order: OrderRow): Promise<OrderRow> {
  const due = async (orderId: number) => {
    const payment = await latestPayment(db, orderId);
    if (!payment || payment.status !== 'pending' || !payment.expiresAt) return null;
    return payment.expiresAt.getTime() > commerceClock.now().getTime() ? null : payment;
  };
  if (order.status !== 'payment_pending' || !(await due(order.id))) return order;
  // Looked at again under the lock: a concurrent request may have expired or settled it meanwhile.
  const locked = await lockOrder(db, order.id);
  if (!locked) return order;
  const payment = locked.status === 'payment_pending' ? await due(locked.id) : null;
  if (!payment) return locked;
  await db.update(payments).set({ status: 'expired' }).where(eq(payments.id, payment.id));
  return setOrderStatus(db, locked, 'payment_expired');
}

/** The gateway's decision on a payment that was waiting (sandbox settle); repeating it is harmless. */
export async function settlePayment(
  db: Db,
  order: OrderRow,
  outcome: 'paid' | 'failed' | 'blocked',
): Promise<OrderRow> {
  const payment = await latestPayment(db, order.id);
  // The same decision sent again (a retry after a lost answer) changes nothing and answers the order.
  if (payment && payment.status === outcome) return order;
  const waiting = payment && (payment.status === 'pending' || payment.status === 'review');
  if (!payment || !waiting) throw new ApiError(409, ORDER_ERROR_CODES.notRetryable, ORDER_MESSAGES.notRetryable);
  await db
    .update(payments)
    .set({
      status: outcome,
      failureReason: outcome === 'paid' ? null : outcome === 'failed' ? 'card_declined' : 'blocked_by_fraud_screening',
    })
    .where(eq(payments.id, payment.id));
  const status: OrderStatus = outcome === 'paid' ? 'paid' : outcome === 'failed' ? 'payment_failed' : 'payment_blocked';
  return setOrderStatus(db, order, status);
}
