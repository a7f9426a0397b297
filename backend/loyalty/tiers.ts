import { eq, sql } from 'drizzle-orm';
import { memberTiers, users } from '@/backend/db/schema';
import { meetsTier, pointsForSpend } from '@/backend/rules/loyalty';
import { addMonths, isoDate } from './review';
import type { Db } from '@/backend/types';
import { type CostSummary, type CountryCode, type LoyaltyTier, TIER_THRESHOLDS } from '@/contract';

/** The tier a count of tier points reaches. */
export function tierReached(tierPoints: number): LoyaltyTier {
  if (tierPoints >= TIER_THRESHOLDS.gold) return 'gold';
  if (tierPoints >= TIER_THRESHOLDS.black) return 'black';
  return 'white';
}

/**
 * What a paid order adds to the member's tier points: its spend after discounts, before shipping,
 * at the country's earning rate. Birthday double points and other bonuses earn points to spend,
 * not tier.
 */
export function tierPointsOf(country: CountryCode, summary: Pick<CostSummary, 'subtotal' | 'discount'>): number {
  return pointsForSpend(country, summary.subtotal.amount - summary.discount.amount);
}

/**
 * Credits a paid order's spend to the member's tier the moment it is paid, in the caller's
 * transaction: the counter moves by one UPDATE ... RETURNING (parallel payments each add theirs),
 * and a counter that crosses a threshold moves the member up at once, with the change on record
 * for the dashboard's "just upgraded" and a review a year from today. A tier never goes down here:
 * that is the review's job.
 */
export async function creditTierSpend(db: Db, userId: number, tierPoints: number, now: Date): Promise<void> {
  if (tierPoints <= 0) return;
  const [moved] = await db
    .update(users)
    .set({ tierPointsCounter: sql`${users.tierPointsCounter} + ${tierPoints}` })
    .where(eq(users.id, userId))
    .returning({ tier: users.loyaltyTier, counter: users.tierPointsCounter });
  if (!moved) return;
  const reached = tierReached(moved.counter);
  if (meetsTier(moved.tier, reached)) return;
  // Conditional on the tier read above, so two payments crossing together upgrade once.
  const [upgraded] = await db
    .update(users)
    .set({ loyaltyTier: reached })
    .where(sql`${users.id} = ${userId} and ${users.loyaltyTier} = ${moved.tier}`)
    .returning({ id: users.id });
  if (!upgraded) return;
  const change = { previousTier: moved.tier, changedAt: now, reviewOn: isoDate(addMonths(now, 12)) };
  await db
    .insert(memberTiers)
    .values({ userId, ...change })
    .onConflictDoUpdate({ target: memberTiers.userId, set: change });
}
