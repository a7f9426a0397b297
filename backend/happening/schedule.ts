import { asc, eq, sql } from 'drizzle-orm';
import { activities, activityTimeSlots, stores } from '@/backend/db/schema';
import { insertBatched } from '@/backend/shared/insert';
import type { Db } from '@/backend/types';
import { SCHEDULE_DAYS, scheduleStart, slotsForDay, type SlotActivity, type SlotRow } from './slots';

const DAY_MS = 86_400_000;
const CHECK_EVERY_MS = 60 * 60_000;
const lastCheck = new WeakMap<Db, number>();

/**
 * Keeps time slots available SCHEDULE_DAYS ahead in a long-lived database: the seed writes slots
 * from its own day, so without this a database seeded weeks ago would offer nothing to book.
 * Missing days are filled with the same deterministic slots a seed on that day would write.
 * Checked at most once an hour per database.
 */
export async function ensureSchedule(db: Db, now: Date = new Date()): Promise<void> {
  const checkedAt = lastCheck.get(db);
  if (checkedAt !== undefined && now.getTime() - checkedAt < CHECK_EVERY_MS) return;
  lastCheck.set(db, now.getTime());

  const [latest] = await db
    .select({ value: sql<string | null>`max(${activityTimeSlots.startsAt})` })
    .from(activityTimeSlots);
  const today = scheduleStart(now);
  const horizon = today.getTime() + SCHEDULE_DAYS * DAY_MS;
  const nextDay = latest?.value ? scheduleStart(new Date(latest.value)).getTime() + DAY_MS : today.getTime();
  const from = Math.max(nextDay, today.getTime());
  if (from >= horizon) return;

  const rows = await db
    .select({
      id: activities.id,
      kind: activities.kind,
      timeZone: stores.timeZone,
      capacity: activities.capacity,
      durationMinutes: activities.durationMinutes,
      artistIds: activities.artistIds,
    })
    .from(activities)
    .innerJoin(stores, eq(stores.id, activities.storeId))
    .orderBy(asc(activities.id));
  const slots: SlotRow[] = [];
  for (let day = from; day < horizon; day += DAY_MS) {
    for (const row of rows) {
      const activity: SlotActivity = { ...row, artistIds: row.kind === 'service' ? row.artistIds : [] };
      slots.push(...slotsForDay(activity, new Date(day)));
    }
  }
  await insertBatched(db, activityTimeSlots, slots);
}
