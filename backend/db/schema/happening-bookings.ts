import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './auth';
import { activities, activityTimeSlots } from './stores-happening';

/**
 * Reservations of Happening time slots. A slot's `booked` counter moves with every booking,
 * reschedule and cancellation in the same transaction, so capacity is enforced by one conditional
 * update. `expired` is never stored: a confirmed or rescheduled booking whose slot has started is
 * expired.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** Confirmation number shown to the shopper and used in links (`HB…`). */
    number: text('number').notNull(),
    country: text('country').notNull(),
    language: text('language').notNull(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id),
    slotId: integer('slot_id')
      .notNull()
      .references(() => activityTimeSlots.id),
    /** The member who booked; null for a guest (who manages the booking through a signed link). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * `pending`: a guest's booking waiting, until `holdExpiresAt`, for the guest to open the link
     * sent to their address; it holds no place until then (docs/booking.md, Guests). Unconfirmed in
     * time, or confirmed after its slot filled, it is `cancelled`.
     */
    status: text('status').$type<'pending' | 'confirmed' | 'rescheduled' | 'cancelled'>().notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    answers: jsonb('answers').$type<Record<string, string | boolean>>().notNull(),
    /** Until when a pending booking's confirmation link works. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_number_idx').on(t.number),
    index('bookings_user_idx').on(t.userId),
    index('bookings_slot_idx').on(t.slotId),
    index('bookings_guest_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.userId} is null`),
    index('bookings_pending_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
