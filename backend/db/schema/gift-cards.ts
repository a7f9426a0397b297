import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orders } from './orders';

/**
 * Gift cards of a country. The balance moves only by conditional updates (never below zero); the
 * PIN is kept as a hash. Test cards are seeded (docs/payments.md).
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    number: text('number').notNull(),
    pinHash: text('pin_hash').notNull(),
    balance: integer('balance').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('gift_cards_number_idx').on(t.number), check('gift_cards_balance_check', sql`${t.balance} >= 0`)],
);

/** What an order took from a gift card: held while it waits for payment, spent once paid, released if it fails. */
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    status: text('status').$type<'held' | 'spent' | 'released'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('gift_card_redemptions_order_idx').on(t.orderId)],
);
