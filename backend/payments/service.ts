import { desc, eq, sql } from 'drizzle-orm';
import { orders, payments, users } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import type { Db } from '@/backend/types';
import { COUNTRIES, type CountryCode, ORDER_ERROR_CODES, ORDER_MESSAGES } from '@/contract';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

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
