import { and, eq } from 'drizzle-orm';
import { orders, stockReservations } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import { releasePerks } from '@/backend/loyalty/vouchers';
import { settleGiftCard } from './gift-cards';
import { queueOrderConfirmation } from '@/backend/mail';
import { commerceClock } from '@/backend/shared/clock';
import { RELEASING_STATES } from '@/backend/rules/payments';
import type { Db } from '@/backend/types';
import { ORDER_ERROR_CODES, ORDER_MESSAGES, type OrderStatus } from '@/contract';
import { releasePoints, settlePoints } from './order-points';
import type { OrderRow } from './service';
import { releaseStock } from './stock-holds';

/**
 * Moves the order to a state: states that give up the order put its stock and its points back;
 * paid commits the stock, spends the held points and adds the points earned. The move only happens
 * from the state the caller read (under the order's lock), so it is never applied twice.
 */
export async function setOrderStatus(db: Db, order: OrderRow, status: OrderStatus): Promise<OrderRow> {
  const now = commerceClock.now();
  const paid = status === 'paid' && order.status !== 'paid';
  const [updated] = await db
    .update(orders)
    .set({ status, ...(paid ? { paidAt: now } : {}) })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!updated) {
    throw new ApiError(409, ORDER_ERROR_CODES.notRetryable, ORDER_MESSAGES.notRetryable, { status: order.status });
  }
  if (RELEASING_STATES.includes(status)) {
    await releaseStock(db, order.id);
    await releasePoints(db, order.id);
  }
  // An order that can no longer be paid without a retry gives up the first order (a retry checks
  // the promo again and takes it back); a paid one keeps it for good.
  if (status === 'paid' || RELEASING_STATES.includes(status) || status === 'payment_failed_with_inventory') {
    await db
      .update(orders)
      .set({ firstOrder: status === 'paid' ? 'kept' : 'released' })
      .where(and(eq(orders.id, order.id), eq(orders.firstOrder, 'held')));
    // Its vouchers and gift card likewise: a retry takes them again if they are still there.
    if (status !== 'paid') await releasePerks(db, order.id);
    await settleGiftCard(db, order.id, status === 'paid' ? 'spent' : 'released');
  }
  if (paid) {
    await db
      .update(stockReservations)
      .set({ status: 'committed' })
      .where(and(eq(stockReservations.orderId, order.id), eq(stockReservations.status, 'held')));
    await db
      .update(orders)
      .set({ pointsStatus: 'spent' })
      .where(and(eq(orders.id, order.id), eq(orders.pointsStatus, 'held')));
    const earned = Number((order.costSummary as { pointsEarned?: number }).pointsEarned ?? 0);
    // An order placed before points were reserved pays its points now.
    const unreserved = updated.pointsStatus === 'none' ? order.pointsRedeemed : 0;
    await settlePoints(db, order, earned, unreserved);
    await queueOrderConfirmation(db, updated);
  }
  const [fresh] = await db.select().from(orders).where(eq(orders.id, order.id));
  return fresh ?? updated;
}
