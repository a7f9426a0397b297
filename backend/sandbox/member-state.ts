import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  activities,
  activityTimeSlots,
  bookings,
  memberTiers,
  pointsLedger,
  stores,
  users,
} from '@/backend/db/schema';
import { notFoundError, userNotFoundError } from '@/backend/http/errors';
import { wallClockToUtc } from '@/backend/shared/time-zone';
import type { Db } from '@/backend/types';
import type { SandboxCreateUserBody } from '@/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

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

const NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A booking the member made of the activity at a time that has passed: a slot of its own (so no
 * shopper's times change) at 14:00 store time `daysAgo` days ago, with the member's place in it.
 */
export async function bookPastSlot(
  db: Db,
  input: { userId: number; activityId: number; daysAgo: number },
  now = new Date(),
): Promise<{ number: string; activityId: number; startsAt: string }> {
  const [member] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!member) throw userNotFoundError();
  const [activity] = await db
    .select({
      id: activities.id,
      country: activities.country,
      capacity: activities.capacity,
      minutes: activities.durationMinutes,
      timeZone: stores.timeZone,
    })
    .from(activities)
    .innerJoin(stores, eq(stores.id, activities.storeId))
    .where(eq(activities.id, input.activityId));
  if (!activity) throw notFoundError();
  const startsAt = wallClockToUtc(new Date(now.getTime() - input.daysAgo * DAY_MS), 14, 0, activity.timeZone);
  const [slot] = await db
    .insert(activityTimeSlots)
    .values({
      activityId: activity.id,
      artistId: null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + activity.minutes * 60_000),
      capacity: activity.capacity,
      booked: 1,
    })
    .returning({ id: activityTimeSlots.id });
  if (!slot) throw new Error('Insert returned no slot');
  let number = 'HB';
  for (let i = 0; i < 8; i += 1) number += NUMBER_ALPHABET[randomInt(NUMBER_ALPHABET.length)];
  const bookedAt = new Date(startsAt.getTime() - 5 * DAY_MS);
  await db.insert(bookings).values({
    number,
    country: activity.country,
    language: 'en',
    activityId: activity.id,
    slotId: slot.id,
    userId: member.id,
    status: 'confirmed',
    fullName: `${member.firstName} ${member.lastName}`,
    email: member.email,
    phone: null,
    answers: {},
    createdAt: bookedAt,
    updatedAt: bookedAt,
  });
  return { number, activityId: activity.id, startsAt: startsAt.toISOString() };
}
