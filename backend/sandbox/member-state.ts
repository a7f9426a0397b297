import { eq } from 'drizzle-orm';
import { activities, memberTiers, pointsLedger, stores, users } from '@/backend/db/schema';
import { newBookingNumber } from '@/backend/happening/create-booking';
import { bookingMemberColumns, insertPastBooking, pastActivityColumns } from '@/backend/happening/past-bookings';
import { notFoundError, userNotFoundError } from '@/backend/http/errors';
import type { Db } from '@/backend/types';
import type { SandboxCreateUserBody } from '@/contract';

/** The tier review day and points log a new sandbox member is made with, when asked for. */
export async function writeMemberHistory(
  db: Db,
  userId: number,
  body: Pick<SandboxCreateUserBody, 'tierReviewOn' | 'pointsHistory'>,
): Promise<void> {
  if (body.tierReviewOn) {
    await db.insert(memberTiers).values({ userId, previousTier: null, changedAt: null, reviewOn: body.tierReviewOn });
  }
  const entries = body.pointsHistory ?? [];
  if (entries.length === 0) return;
  let balance = 0;
  await db.insert(pointsLedger).values(
    entries.map((entry) => {
      balance += entry.points;
      return {
        userId,
        source: entry.source,
        points: entry.points,
        // The ledger never shows a negative balance: a log that overspends stops at zero.
        balanceAfter: Math.max(0, balance),
        orderNumber: entry.orderNumber ?? null,
        subject: entry.subject ?? null,
        createdAt: new Date(entry.at),
      };
    }),
  );
}

/**
 * A booking the member made of the activity at a time that has passed: a slot of its own (so no
 * shopper's times change) at 14:00 store time `daysAgo` days ago, with the member's place in it.
 */
export async function bookPastSlot(
  db: Db,
  input: { userId: number; activityId: number; daysAgo: number },
  now = new Date(),
): Promise<{ number: string; activityId: number; startsAt: string }> {
  const [member] = await db.select(bookingMemberColumns).from(users).where(eq(users.id, input.userId));
  if (!member) throw userNotFoundError();
  const [activity] = await db
    .select(pastActivityColumns)
    .from(activities)
    .innerJoin(stores, eq(stores.id, activities.storeId))
    .where(eq(activities.id, input.activityId));
  if (!activity) throw notFoundError();
  const number = newBookingNumber();
  const booked = await insertPastBooking(db, { number, member, activity, daysAgo: input.daysAgo, now });
  if (!booked) throw new Error('Insert returned no slot');
  return { number, activityId: activity.id, startsAt: booked.startsAt.toISOString() };
}
