import { activities, activityTimeSlots, bookings, stores, users } from '@/backend/db/schema';
import { wallClockToUtc } from '@/backend/shared/time-zone';
import type { Db } from '@/backend/types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The member fields a booking records (select them from `users`). */
export const bookingMemberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The activity fields a past booking needs (select them from `activities` joined to its store). */
export const pastActivityColumns = {
  id: activities.id,
  country: activities.country,
  capacity: activities.capacity,
  minutes: activities.durationMinutes,
  timeZone: stores.timeZone,
};

interface PastBooking {
  number: string;
  member: { id: number; email: string; firstName: string; lastName: string };
  activity: { id: number; country: string; capacity: number; minutes: number; timeZone: string };
  daysAgo: number;
  now: Date;
}

/**
 * A booking the member made of the activity at a time that has passed: a slot of its own (so no
 * shopper's times change) at 14:00 store time `daysAgo` days before `now`, with the member's place
 * in it, booked five days before it started. Null when no slot was written.
 */
export async function insertPastBooking(db: Db, input: PastBooking): Promise<{ startsAt: Date } | null> {
  const { number, member, activity } = input;
  const startsAt = wallClockToUtc(new Date(input.now.getTime() - input.daysAgo * DAY_MS), 14, 0, activity.timeZone);
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
  if (!slot) return null;
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
  return { startsAt };
}
