import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import type { PointsSource } from '@/contract/loyalty';
import { users } from './auth';
import type { LocalizedText } from './catalogue';

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
    orderId: integer('order_id'),
    orderNumber: text('order_number'),
    /** What the description names: the product reviewed, the account registered for. */
    subject: text('subject'),
    /** The review an entry is earned for (written, published): each once per review. */
    reviewId: integer('review_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('points_ledger_user_idx').on(t.userId, t.createdAt),
    // Points a member earns once only, however many requests race for them.
    uniqueIndex('points_ledger_once_unique')
      .on(t.userId, t.source)
      .where(sql`${t.source} in ('registration_of_{product}_account', 'completed_beauty_profile')`),
    uniqueIndex('points_ledger_review_once_unique')
      .on(t.reviewId, t.source)
      .where(sql`${t.reviewId} is not null`),
    check('points_ledger_balance_check', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * The member's last tier change and next review; a member without a row has never changed tier
 * and is reviewed on each anniversary of joining.
 */
export const memberTiers = pgTable('member_tiers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  previousTier: text('previous_tier').$type<'white' | 'black' | 'gold'>(),
  changedAt: timestamp('changed_at', { withTimezone: true }),
  /** The day the tier is next reviewed: tier points earned until then count. */
  reviewOn: date('review_on', { mode: 'string' }).notNull(),
});

export type PointsLedgerRow = typeof pointsLedger.$inferSelect;

/**
 * A one-time Beauty Pass voucher or gift taken by an order: the welcome voucher once, the birthday
 * voucher once a birthday year, the Gold welcome gift once a tier year (`period`). The unique key
 * lets one order of many in parallel take it; an order that fails or is cancelled gives it back
 * (the row goes), and a retry of that order takes it again if it is still there.
 */
export const memberPerkUses = pgTable(
  'member_perk_uses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    perk: text('perk').$type<'welcome_voucher' | 'birthday_voucher' | 'gold_welcome'>().notNull(),
    period: text('period').notNull(),
    orderId: integer('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('member_perk_uses_once').on(t.userId, t.perk, t.period),
    index('member_perk_uses_order_idx').on(t.orderId),
  ],
);

/**
 * A Beauty Pass Sale of a country: `percentOff` the products listed, for Gold members from
 * `goldOpensAt` (early access), for Black members from `blackOpensAt`, until `endsAt`.
 */
export const beautyPassSales = pgTable(
  'beauty_pass_sales',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    percentOff: integer('percent_off').notNull(),
    productIds: integer('product_ids').array().notNull(),
    goldOpensAt: timestamp('gold_opens_at', { withTimezone: true }).notNull(),
    blackOpensAt: timestamp('black_opens_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('beauty_pass_sales_country_idx').on(t.country, t.endsAt),
    check(
      'beauty_pass_sales_window_check',
      sql`${t.goldOpensAt} <= ${t.blackOpensAt} and ${t.blackOpensAt} < ${t.endsAt}`,
    ),
    check('beauty_pass_sales_percent_check', sql`${t.percentOff} between 1 and 90`),
  ],
);
