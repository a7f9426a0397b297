import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BeautyProfileRow = typeof beautyProfiles.$inferSelect;
