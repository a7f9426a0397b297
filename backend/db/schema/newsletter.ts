import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Newsletter subscriptions, one per address and country, with the language to write in and when
 * consent was given (a new sign-up renews it).
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    email: text('email').notNull(),
    country: text('country').notNull(),
    language: text('language').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.country] })],
);
