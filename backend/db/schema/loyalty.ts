import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PointsSource } from '@/lib/api/contract/loyalty';
import { users } from './auth';

/**
 * The Beauty Pass points ledger: every change of a member's balance, appended and never updated.
 * users.loyalty_points is the running total; each entry records the balance right after it, taken
 * from the same conditional update, so the two cannot drift apart and the balance never goes
 * below zero.
 */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<PointsSource>().notNull(),
    /** Signed: earned points are positive, spent or expired points negative. */
    points: integer('points').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** The order an entry belongs to (purchase points, points used). */
    orderNumber: text('order_number'),
    /** What the description names: the product reviewed, the account registered for. */
    subject: text('subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    // Points a member earns once only, however many requests race for them.
    uniqueIndex('points_ledger_once_unique')
      .on(t.userId, t.source)
      .where(sql`${t.source} in ('registration_of_{product}_account', 'completed_beauty_profile')`),
    check('points_ledger_balance_check', sql`${t.balanceAfter} >= 0`),
  ],
);

export type PointsLedgerRow = typeof pointsLedger.$inferSelect;
