import { and, desc, eq, gte, sql } from 'drizzle-orm';
import {
  giftWithPurchaseItems,
  orders,
  payments,
  productVariants,
  samples,
  stockReservations,
  users,
} from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import { appendPoints } from '@/backend/loyalty/ledger';
import { creditTierSpend, tierPointsOf } from '@/backend/loyalty/tiers';
import { releasePerks } from '@/backend/loyalty/vouchers';
import { settleGiftCard } from './gift-cards';
import { queueOrderConfirmation } from '@/backend/mail';
import { commerceClock } from '@/backend/shared/clock';
import {
  cardOutcome,
  FAILURE_REASONS,
  type GatewayOutcome,
  orderStatusOf,
  paymentStatusOf,
  promptPayPayload,
  RELEASING_STATES,
  virtualAccountNumber,
} from '@/backend/rules/payments';
import type { Db } from '@/backend/types';
import {
  CART_ERROR_CODES,
  CART_MESSAGES,
  COUNTRIES,
  type CostSummary,
  type CountryCode,
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  type OrderStatus,
  type PaymentInput,
} from '@/lib/api/contract';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

const VIRTUAL_ACCOUNT_BANK = 'Bank Central Asia (BCA)';
const minutes = (count: number) => count * 60_000;

/** Refuses a method the order's country does not offer. */
export function assertMethodAvailable(country: CountryCode, method: string): void {
  const site = COUNTRIES[country];
  const available = method.startsWith('bnpl:')
    ? site.bnplProviders.some((provider) => `bnpl:${provider}` === method)
    : site.paymentMethods.some((candidate) => candidate === method);
  if (!available) {
    throw new ApiError(422, ORDER_ERROR_CODES.paymentMethodNotAvailable, ORDER_MESSAGES.paymentMethodNotAvailable, {
      method,
      available: [...site.paymentMethods, ...site.bnplProviders.map((provider) => `bnpl:${provider}`)],
    });
  }
}

export async function latestPayment(db: Db, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.attempt))
    .limit(1);
  return row ?? null;
}

/** Takes the order's units off sale; 409 out of stock when any is short (nothing is taken then). */
export async function reserveStock(
  db: Db,
  orderId: number,
  lines: ReadonlyArray<{
    type: string;
    variantId: number;
    quantity: number;
    sampleId: number | null;
    giftId: number | null;
  }>,
): Promise<void> {
  for (const line of lines) {
    let taken: unknown[] = [];
    if (line.type === 'product') {
      taken = await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
        .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
        .returning({ id: productVariants.id });
    } else if (line.type === 'sample' && line.sampleId !== null) {
      taken = await db
        .update(samples)
        .set({ stock: sql`${samples.stock} - ${line.quantity}` })
        .where(and(eq(samples.id, line.sampleId), gte(samples.stock, line.quantity)))
        .returning({ id: samples.id });
    } else if (line.type === 'gift' && line.giftId !== null) {
      taken = await db
        .update(giftWithPurchaseItems)
        .set({ stock: sql`${giftWithPurchaseItems.stock} - ${line.quantity}` })
        .where(
          and(
            eq(giftWithPurchaseItems.giftId, line.giftId),
            eq(giftWithPurchaseItems.variantId, line.variantId),
            gte(giftWithPurchaseItems.stock, line.quantity),
          ),
        )
        .returning({ variantId: giftWithPurchaseItems.variantId });
    } else {
      // Rewards come from the loyalty allocation, not the shelf.
      continue;
    }
    if (taken.length === 0) {
      throw new ApiError(409, CART_ERROR_CODES.outOfStock, CART_MESSAGES.outOfStock, { variantId: line.variantId });
    }
    await db.insert(stockReservations).values({
      orderId,
      variantId: line.variantId,
      sampleId: line.type === 'sample' ? line.sampleId : null,
      giftId: line.type === 'gift' ? line.giftId : null,
      quantity: line.quantity,
    });
  }
}

/** Puts held units back on sale. */
export async function releaseStock(db: Db, orderId: number): Promise<void> {
  const held = await db
    .update(stockReservations)
    .set({ status: 'released', releasedAt: commerceClock.now() })
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, 'held')))
    .returning();
  for (const row of held) {
    if (row.sampleId !== null) {
      await db
        .update(samples)
        .set({ stock: sql`${samples.stock} + ${row.quantity}` })
        .where(eq(samples.id, row.sampleId));
    } else if (row.giftId !== null) {
      await db
        .update(giftWithPurchaseItems)
        .set({ stock: sql`${giftWithPurchaseItems.stock} + ${row.quantity}` })
        .where(and(eq(giftWithPurchaseItems.giftId, row.giftId), eq(giftWithPurchaseItems.variantId, row.variantId)));
    } else {
      await db
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} + ${row.quantity}` })
        .where(eq(productVariants.id, row.variantId));
    }
  }
}

export async function hasHeldStock(db: Db, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: stockReservations.id })
    .from(stockReservations)
    .where(and(eq(stockReservations.orderId, orderId), eq(stockReservations.status, 'held')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Reads the order and locks it for the rest of the transaction: every change of an order's state
 * (payment, retry, cancel, expiry, the gateway's decision) runs under this lock and sees the state
 * the previous change left. The member (or a guest's address) is locked first, as placing an order
 * does, since a change of state may move their points or their first order: requests always lock
 * member, then order, never the reverse.
 */
export async function lockOrder(db: Db, orderId: number): Promise<OrderRow | null> {
  const [owner] = await db
    .select({ userId: orders.userId, guestEmail: orders.guestEmail })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!owner) return null;
  if (owner.userId !== null)
    await db.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
  else if (owner.guestEmail !== null) await lockGuestAddress(db, owner.guestEmail);
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/**
 * A guest's address has no row to lock: a transaction-scoped advisory lock on it orders the
 * requests that may make or take back its first order (placing, paying again), as a member's row does.
 */
export async function lockGuestAddress(db: Db, email: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${email}, 0))`);
}

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
async function releasePoints(db: Db, orderId: number): Promise<void> {
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

/**
 * Writes a paid order's points to the ledger: the points earned, then any redeemed points it had
 * not reserved, never taking the balance below zero.
 */
async function settlePoints(db: Db, order: OrderRow, earned: number, unreserved: number): Promise<void> {
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
