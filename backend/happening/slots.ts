import type { InferInsertModel } from 'drizzle-orm';
import type { activityTimeSlots } from '@/backend/db/schema';
import { Random } from '@/backend/shared/random';
import { wallClockToUtc } from '@/backend/shared/time-zone';

const DAY_MS = 86_400_000;

/** How far ahead time slots exist; reads extend the schedule as days pass (see schedule.ts). */
export const SCHEDULE_DAYS = 21;

export interface SlotActivity {
  id: number;
  kind: 'service' | 'class' | 'event';
  /** IANA time zone of the store the activity takes place in. */
  timeZone: string;
  capacity: number;
  durationMinutes: number;
  /** Artists a service slot is given to (empty for classes and events). */
  artistIds: number[];
}

export type SlotRow = InferInsertModel<typeof activityTimeSlots>;

/**
 * The slots of one activity on one day (`day` = midnight UTC of the calendar date). Depends only on
 * the activity and the date, so extending the schedule later produces the same slots a seed on that
 * day would have. Services run at 11:00, 13:00, 15:00 and 17:00 store time, classes at 14:00,
 * events on Saturdays at 18:00. Some slots start partly or fully booked, so lists show scarcity.
 */
export function slotsForDay(activity: SlotActivity, day: Date): SlotRow[] {
  const random = Random.from(`slots:${activity.id}:${day.toISOString().slice(0, 10)}`);
  if (activity.kind === 'event' ? day.getUTCDay() !== 6 : !random.chance(0.7)) return [];
  const hours = activity.kind === 'service' ? [11, 13, 15, 17] : activity.kind === 'class' ? [14] : [18];
  const rows: SlotRow[] = [];
  for (const hour of hours) {
    if (activity.kind === 'service' && !random.chance(0.7)) continue;
    const startsAt = wallClockToUtc(day, hour, 0, activity.timeZone);
    const booked = random.chance(0.25) ? activity.capacity : random.int(0, Math.max(0, activity.capacity - 1));
    rows.push({
      activityId: activity.id,
      artistId: activity.artistIds.length > 0 ? random.pick(activity.artistIds) : null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + activity.durationMinutes * 60_000),
      capacity: activity.capacity,
      booked,
    });
  }
  return rows;
}

/** The first day of the schedule: midnight UTC of the given date. */
export function scheduleStart(today: Date): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
}

/** The slots of an activity for `days` days from `start`. */
export function slotsForDays(activity: SlotActivity, start: Date, days: number): SlotRow[] {
  const rows: SlotRow[] = [];
  for (let day = 0; day < days; day += 1) rows.push(...slotsForDay(activity, new Date(start.getTime() + day * DAY_MS)));
  return rows;
}
