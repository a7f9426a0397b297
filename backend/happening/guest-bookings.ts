import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { activityTimeSlots, bookings } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import type { Db } from '@/backend/types';
import { BOOKING_ERROR_CODES, BOOKING_MESSAGES, MAX_UPCOMING_GUEST_BOOKINGS } from '@/contract';

const contactLimit = () =>
  new ApiError(422, BOOKING_ERROR_CODES.contactLimit, BOOKING_MESSAGES.contactLimit, {
    limit: MAX_UPCOMING_GUEST_BOOKINGS,
  });

/**
 * Ends the pending guest bookings whose confirmation link has run out (one booking, or one
 * address's): read lazily, where the booking or the address's next booking is looked at. A pending
 * booking holds no place, so there is nothing to give back.
 */
export async function lapseUnconfirmed(
  db: Db,
  now: Date,
  where: { bookingId: number } | { email: string },
): Promise<void> {
  const scope =
    'bookingId' in where
      ? eq(bookings.id, where.bookingId)
      : and(isNull(bookings.userId), sql`lower(${bookings.email}) = ${where.email}`);
  await db
    .update(bookings)
    .set({ status: 'cancelled', holdExpiresAt: null, updatedAt: now })
    .where(
      and(scope, eq(bookings.status, 'pending'), lte(bookings.holdExpiresAt, sql`${now.toISOString()}::timestamptz`)),
    );
}

/**
 * A guest contact may hold a few upcoming bookings at once, not every slot: counted under a lock on
 * the address, so parallel bookings with one address are counted one after the other.
 */
export async function assertGuestContactMayBook(db: Db, email: string, now: Date): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-booking:${email}`}))`);
  await lapseUnconfirmed(db, now, { email });
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(activityTimeSlots, eq(activityTimeSlots.id, bookings.slotId))
    .where(
      and(
        isNull(bookings.userId),
        sql`lower(${bookings.email}) = ${email}`,
        inArray(bookings.status, ['pending', 'confirmed', 'rescheduled']),
        gt(activityTimeSlots.startsAt, sql`${now.toISOString()}::timestamptz`),
      ),
    );
  if ((row?.count ?? 0) >= MAX_UPCOMING_GUEST_BOOKINGS) throw contactLimit();
}
