import { and, eq, gte, sql } from 'drizzle-orm';
import { pointsLedger, type PointsLedgerRow, users } from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import type { PointsSource } from '@/contract';

export interface PointsEntry {
  userId: number;
  source: PointsSource;
  /** Signed: positive to earn, negative to spend or expire. */
  points: number;
  orderId?: number | null;
  orderNumber?: string | null;
  subject?: string | null;
  reviewId?: number | null;
}

/**
 * Moves the member's balance and appends the entry that explains it, in the caller's transaction.
 * The balance moves by one conditional UPDATE ... RETURNING, so parallel entries each see the
 * balance the previous one left (the row lock orders them on Postgres) and a debit that would go
 * below zero changes nothing: it answers null and appends nothing.
 */
export async function appendPoints(db: Db, entry: PointsEntry): Promise<PointsLedgerRow | null> {
  const [moved] = await db
    .update(users)
    .set({ loyaltyPoints: sql`${users.loyaltyPoints} + ${entry.points}` })
    .where(and(eq(users.id, entry.userId), gte(sql`${users.loyaltyPoints} + ${entry.points}`, 0)))
    .returning({ balance: users.loyaltyPoints });
  if (!moved) return null;
  const [row] = await db
    .insert(pointsLedger)
    .values({
      userId: entry.userId,
      source: entry.source,
      points: entry.points,
      balanceAfter: moved.balance,
      orderId: entry.orderId ?? null,
      orderNumber: entry.orderNumber ?? null,
      subject: entry.subject ?? null,
      reviewId: entry.reviewId ?? null,
    })
    .returning();
  if (!row) throw new Error('The points entry was not written');
  return row;
}
