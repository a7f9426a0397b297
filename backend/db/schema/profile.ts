import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './auth';

/**
 * A member's beauty profile: one row per member, every section optional until it is saved whole.
 * `completed_at` is set once, by the save that first fills every section; that conditional update is
 * what earns the completion points, so they are earned once however many saves race.
 */
export const beautyProfiles = pgTable('beauty_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  skinType: text('skin_type'),
  skinConcerns: text('skin_concerns').array().notNull().default([]),
  skinTone: text('skin_tone'),
  hairType: text('hair_type'),
  hairConcerns: text('hair_concerns').array().notNull().default([]),
  eyeColour: text('eye_colour'),
  /** Slugs of top categories of the catalogue. */
  favouriteCategories: text('favourite_categories').array().notNull().default([]),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

export type BeautyProfileRow = typeof beautyProfiles.$inferSelect;

/**
 * A member's delivery addresses, kept from their orders (unless they untick "Save this address") to
 * pick at the next checkout: per country, the same address once (its last use moves it first), at
 * most `MAX_SAVED_ADDRESSES` per country, the least recently used going first.
 */
export const memberAddresses = pgTable(
  'member_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_addresses_unique').on(t.userId, t.country, t.line1, t.line2, t.city, t.postalCode)],
);

export type MemberAddressRow = typeof memberAddresses.$inferSelect;
