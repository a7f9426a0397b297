import { and, asc, eq, gt } from 'drizzle-orm';
import { users } from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import { appendPoints } from './ledger';
import { pointsLapseDate } from './summary';

export interface LapsedPoints {
  userId: number;
  email: string;
  points: number;
  lapsedOn: string;
}

/**
 * Runs the expiry rule as of `now`: a member whose points have lapsed (see `pointsLapseDate`) loses
 * the whole balance, written to the ledger as `expired_points`. Each member is looked at again
 * under a row lock, so a purchase that lands meanwhile keeps its points alive, and running it twice
 * expires nothing more.
 */
export async function expireLapsedPoints(db: Db, options: { userId?: number; now: Date }): Promise<LapsedPoints[]> {
  const candidates = await db
    .select({ id: users.id })
    .from(users)
    .where(and(gt(users.loyaltyPoints, 0), options.userId === undefined ? undefined : eq(users.id, options.userId)))
    .orderBy(asc(users.id));
  const lapsed: LapsedPoints[] = [];
  for (const candidate of candidates) {
    const entry = await db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, candidate.id)).for('update');
      if (!user || user.loyaltyPoints <= 0) return null;
      const lapsesOn = await pointsLapseDate(tx, user);
      if (lapsesOn.getTime() > options.now.getTime()) return null;
      const written = await appendPoints(tx, {
        userId: user.id,
        source: 'expired_points',
        points: -user.loyaltyPoints,
      });
      if (!written) return null;
      return {
        userId: user.id,
        email: user.email,
        points: user.loyaltyPoints,
        lapsedOn: lapsesOn.toISOString().slice(0, 10),
      };
    });
    if (entry) lapsed.push(entry);
  }
  return lapsed;
}
