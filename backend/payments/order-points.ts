import { and, eq } from 'drizzle-orm';
import { orders, users } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import { appendPoints } from '@/backend/loyalty/ledger';
import { creditTierSpend, tierPointsOf } from '@/backend/loyalty/tiers';
import { commerceClock } from '@/backend/shared/clock';
import type { Db } from '@/backend/types';
import { CART_ERROR_CODES, CART_MESSAGES, type CostSummary, type CountryCode } from '@/contract';
import type { OrderRow } from './service';

const insufficientPoints = (points: number, pointsCost: number) =>
  new ApiError(422, CART_ERROR_CODES.insufficientPoints, CART_MESSAGES.insufficientPoints, { points, pointsCost });

/**
 * Takes the points an order redeems off the member's balance, with one conditional update, so
 * that two orders can never spend the same points; 422 insufficient points when the balance (what
 * other orders hold is already off it) is short.
 */
export async function reservePoints(db: Db, order: OrderRow): Promise<OrderRow> {
  if (order.pointsRedeemed <= 0) return order;
  // A guest has no points to redeem.
  if (order.userId === null) throw insufficientPoints(0, order.pointsRedeemed);
  const taken = await appendPoints(db, {
    userId: order.userId,
    source: 'used_points',
    points: -order.pointsRedeemed,
    orderId: order.id,
    orderNumber: order.number,
  });
  if (!taken) {
    const [member] = await db.select({ points: users.loyaltyPoints }).from(users).where(eq(users.id, order.userId));
    throw insufficientPoints(member?.points ?? 0, order.pointsRedeemed);
  }
  const [held] = await db.update(orders).set({ pointsStatus: 'held' }).where(eq(orders.id, order.id)).returning();
  return held ?? { ...order, pointsStatus: 'held' };
}

/** Gives held points back to the member, once: only the request that moves them off `held` does. */
export async function releasePoints(db: Db, orderId: number): Promise<void> {
  const [released] = await db
    .update(orders)
    .set({ pointsStatus: 'released' })
    .where(and(eq(orders.id, orderId), eq(orders.pointsStatus, 'held')))
    .returning({ userId: orders.userId, points: orders.pointsRedeemed, number: orders.number });
  if (!released || released.userId === null) return;
  await appendPoints(db, {
    userId: released.userId,
    source: 'manual_points_adjustment',
    points: released.points,
    orderId,
    orderNumber: released.number,
  });
}

/**
 * Writes a paid order's points to the ledger: the points earned, then any redeemed points it had
 * not reserved, never taking the balance below zero.
 */
export async function settlePoints(db: Db, order: OrderRow, earned: number, unreserved: number): Promise<void> {
  // A guest's order keeps its points for the member the guest may become (claimGuestOrders).
  if (order.userId === null) return;
  const ref = { userId: order.userId, orderId: order.id, orderNumber: order.number };
  if (earned > 0) await appendPoints(db, { ...ref, source: 'purchase_points_with_order_number', points: earned });
  await creditTierSpend(db, order.userId, orderTierPoints(order), commerceClock.now());
  if (unreserved <= 0) return;
  const [member] = await db.select({ points: users.loyaltyPoints }).from(users).where(eq(users.id, order.userId));
  const debit = Math.min(unreserved, member?.points ?? 0);
  if (debit > 0) await appendPoints(db, { ...ref, source: 'used_points', points: -debit });
}

/** The tier points a paid order earns, from the cost summary it was placed with. */
export function orderTierPoints(order: Pick<OrderRow, 'country' | 'costSummary'>): number {
  return tierPointsOf(order.country as CountryCode, order.costSummary as unknown as CostSummary);
}
