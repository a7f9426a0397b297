import { asc, eq } from 'drizzle-orm';
import { orderLines } from '@/backend/db/schema';
import { latestPayment, type OrderRow } from '@/backend/payments/service';
import type { Db } from '@/backend/types';
import {
  CLICK_AND_COLLECT_HOLD_DAYS,
  type CostSummary,
  PICKUP_MESSAGES,
  type Order,
  type OrderPageVariant,
  type OrderStatus,
} from '@/contract';

const DAY = 86_400_000;

export function pageVariantOf(status: OrderStatus, method: string): OrderPageVariant {
  switch (status) {
    case 'paid':
    case 'fraud_check_pending':
      return 'confirmation';
    case 'payment_pending':
      return method === 'promptpay_qr' || method === 'virtual_account' ? 'payment_instruction' : 'payment_pending';
    default:
      return 'payment_failed';
  }
}

export async function orderView(db: Db, order: OrderRow): Promise<Order> {
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  const payment = await latestPayment(db, order.id);
  if (!payment) throw new Error(`order ${order.id} has no payment`);
  const money = (amount: number) => ({ amount, currency: order.currency });
  const status = order.status as OrderStatus;
  const row = order.delivery;
  const delivery: Order['delivery'] =
    row.type === 'delivery'
      ? {
          type: 'delivery',
          address: row.address ?? { line1: '', city: '', postalCode: '' },
          recipient: row.recipient ?? { name: '', mobile: { callingCode: '', phoneNumber: '' } },
          estimatedDelivery: row.estimatedDelivery ?? { from: '', to: '' },
        }
      : {
          type: 'click_and_collect',
          store: row.store ?? { slug: '', name: '', address: '' },
          pickupDate: row.pickupDate ?? '',
          pickupTime: row.pickupTime ?? '',
          recipient: row.recipient ?? null,
          holdUntil: order.paidAt
            ? new Date(
                Math.max(order.paidAt.getTime(), Date.parse(`${row.pickupDate ?? ''}T00:00:00Z`) || 0) +
                  CLICK_AND_COLLECT_HOLD_DAYS * DAY,
              ).toISOString()
            : null,
          pickupMessage: PICKUP_MESSAGES[status],
        };
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    country: order.country,
    status,
    pageVariant: pageVariantOf(status, payment.method),
    delivery,
    payment: {
      method: payment.method,
      status: payment.status,
      attempts: payment.attempt,
      cardLast4: payment.cardLast4,
      amount: money(payment.amount),
      qr:
        payment.qrPayload && payment.expiresAt
          ? { payload: payment.qrPayload, expiresAt: payment.expiresAt.toISOString() }
          : null,
      virtualAccount:
        payment.vaBank && payment.vaAccountNumber && payment.expiresAt
          ? { bank: payment.vaBank, accountNumber: payment.vaAccountNumber, expiresAt: payment.expiresAt.toISOString() }
          : null,
      failureReason: payment.failureReason,
    },
    lines: lines.map((line) => ({
      type: line.type,
      variantId: line.variantId,
      productId: line.productId,
      name: line.name,
      variantName: line.variantName,
      brand: line.brand,
      quantity: line.quantity,
      unitPrice: money(line.unitPrice),
      price: money(line.unitPrice * line.quantity),
      pointsCost: line.pointsCost,
    })),
    promoCode: order.promoCode,
    costSummary: order.costSummary as unknown as CostSummary,
    guestEmail: order.userId === null ? order.guestEmail : null,
    registration: order.registration ?? null,
  };
}
