import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './auth';

/**
 * A member's lists, per country: `wishlist` holds product ids, `waitlist` and `reminder` hold
 * variant ids. Membership is the row itself, so adding twice or removing twice changes nothing.
 */
export const memberListItems = pgTable(
  'member_list_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    kind: text('kind').$type<'wishlist' | 'waitlist' | 'reminder'>().notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.country, table.kind, table.itemId] }),
    index('member_list_items_user_kind_idx').on(table.userId, table.country, table.kind, table.createdAt),
  ],
);
