/** The tier year: a member's tier is reviewed on the anniversary of joining, or on the day on record. */
import { eq } from 'drizzle-orm';
import { memberTiers } from '@/backend/db/schema';
import type { Db } from '@/backend/types';

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/** The next anniversary of joining on or after `now`: the day the tier is reviewed. */
export function nextAnniversary(joined: Date, now: Date): string {
  let review = addMonths(joined, 12);
  while (review.getTime() < now.getTime()) review = addMonths(review, 12);
  return isoDate(review);
}

/** The member's last tier change and the day of their next review. */
export async function tierRecord(db: Db, member: { id: number; createdAt: Date }, now: Date) {
  const [record] = await db.select().from(memberTiers).where(eq(memberTiers.userId, member.id));
  return {
    previousTier: record?.previousTier ?? null,
    changedAt: record?.changedAt ?? null,
    reviewOn: record?.reviewOn ?? nextAnniversary(member.createdAt, now),
  };
}
