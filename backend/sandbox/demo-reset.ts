import { and, eq, inArray, isNull, like } from 'drizzle-orm';
import { carts, memberListItems, refreshTokenFamilies, users } from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import type { SandboxDemoReset } from '@/contract';

/** The demo members' addresses (docs/demo-members.md); sandbox-made members have other addresses. */
export const DEMO_EMAIL_SUFFIX = '@demo.halcyonbeauty.test';

/**
 * Puts the demo members back to a clean start: empty bags, empty lists, unlocked, signed out
 * everywhere. Their orders, bookings and points history stay: those are history, and the points
 * ledger is append-only. Members QA created through the sandbox are not touched.
 */
export async function resetDemoMembers(db: Db, now = new Date()): Promise<SandboxDemoReset['data']> {
  return db.transaction(async (tx) => {
    const demo = await tx
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, `%${DEMO_EMAIL_SUFFIX}`));
    const ids = demo.map((row) => row.id);
    if (ids.length === 0) return { members: 0, bagsEmptied: 0, listItemsRemoved: 0, sessionsEnded: 0 };
    // A bag's lines go with it; the next visit opens a new, empty bag.
    const bags = await tx
      .delete(carts)
      .where(and(inArray(carts.userId, ids), eq(carts.status, 'open')))
      .returning({ id: carts.id });
    const items = await tx
      .delete(memberListItems)
      .where(inArray(memberListItems.userId, ids))
      .returning({ userId: memberListItems.userId });
    const sessions = await tx
      .update(refreshTokenFamilies)
      .set({ revokedAt: now, revokedReason: 'sandbox_demo_reset' })
      .where(and(inArray(refreshTokenFamilies.userId, ids), isNull(refreshTokenFamilies.revokedAt)))
      .returning({ id: refreshTokenFamilies.id });
    await tx
      .update(users)
      .set({ lockedAt: null, lockReference: null, failedAttempts: 0, failedAttemptsResetAt: now, updatedAt: now })
      .where(inArray(users.id, ids));
    return {
      members: ids.length,
      bagsEmptied: bags.length,
      listItemsRemoved: items.length,
      sessionsEnded: sessions.length,
    };
  });
}
