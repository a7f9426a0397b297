import { eq } from 'drizzle-orm';
import { users } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import { meetsTier } from '@/backend/rules/loyalty';
import type { Db } from '@/backend/types';
import { BOOKING_ERROR_CODES, BOOKING_MESSAGES } from '@/contract';

/**
 * An event by invitation is booked only by a member of the invited tier or above, read from the
 * database (never from the token): anyone else is refused with the tier it needs.
 */
export async function assertInvited(db: Db, activity: { invitedTier: 'black' | 'gold' | null }, userId: number | null) {
  if (activity.invitedTier === null) return;
  const [member] =
    userId === null ? [] : await db.select({ tier: users.loyaltyTier }).from(users).where(eq(users.id, userId));
  if (member && meetsTier(member.tier, activity.invitedTier)) return;
  throw new ApiError(403, BOOKING_ERROR_CODES.invitationOnly, BOOKING_MESSAGES.invitationOnly, {
    tier: activity.invitedTier,
  });
}
