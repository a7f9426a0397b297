import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, refreshTokenFamilies, users } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import { recordPassword } from '@/backend/members/store';
import type { MailLocale } from '@/backend/mail';
import type { Db } from '@/backend/types';
import { AUTH_ERROR_CODES, RESET_TOKEN_EXPIRED_MESSAGE } from '@/contract';
import type { Argon2Params } from './password';
import type { Limits } from '@/backend/http/limits';
import { mailOneTimeLink } from './deliveries';
import { clearSignInBlocks, newPasswordHash } from './service';
import { sha256Hex } from './tokens';

/** A reset link works once, within this time. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const resetTokenExpired = () =>
  new ApiError(400, AUTH_ERROR_CODES.resetTokenExpired, RESET_TOKEN_EXPIRED_MESSAGE);

/** Mails a reset link to an existing account (see mailOneTimeLink). */
export async function sendPasswordResetLink(db: Db, emailInput: string, locale: MailLocale): Promise<void> {
  const link = {
    kind: 'password_reset',
    table: passwordResetTokens,
    tokenBytes: 32,
    ttlMs: RESET_TOKEN_TTL_MS,
  } as const;
  await mailOneTimeLink(db, emailInput, locale, link);
}

/** The member a reset token is for, while it is unused and unexpired; else "Reset token expired". */
async function memberOfToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256Hex(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  if (!row) throw resetTokenExpired();
  const [user] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!user) throw resetTokenExpired();
  return user;
}

/** Whether a reset token still works (unused, unexpired), without using it; else "Reset token expired". */
export async function checkResetToken(db: Db, token: string): Promise<void> {
  await memberOfToken(db, token, new Date());
}

/**
 * Sets a new password with a reset token. The rules are checked first (not the e-mail, not one of
 * the last two passwords), so a refused password leaves the link usable. The token is then
 * claimed by one conditional update, in the same transaction as the password change, so of any
 * number of simultaneous uses exactly one changes the password. Every session of the member ends,
 * and so does every other reset link.
 */
export async function resetPassword(
  db: Db,
  limits: Limits,
  input: { token: string; password: string; passwordConfirmation: string },
  argon2: Argon2Params,
): Promise<void> {
  const now = new Date();
  const user = await memberOfToken(db, input.token, now);
  const passwordHash = await newPasswordHash(db, user, input, argon2);
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256Hex(input.token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw resetTokenExpired();
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, lockedAt: null, lockReference: null, failedAttempts: 0 })
      .where(eq(users.id, claimed.userId));
    await recordPassword(tx, claimed.userId, passwordHash);
    await tx
      .update(refreshTokenFamilies)
      .set({ revokedAt: now, revokedReason: 'password_reset' })
      .where(and(eq(refreshTokenFamilies.userId, claimed.userId), isNull(refreshTokenFamilies.revokedAt)));
    await endResetTokens(tx as unknown as Db, claimed.userId, now);
  });
  // The member has just proved they own the address: the sign-in blocks on it go.
  await clearSignInBlocks(limits, user.email);
}

/**
 * Ends every unused reset link of a member: after a reset or a password change, a link mailed
 * earlier (perhaps to a mailbox someone else reads) must not set the password again.
 */
export async function endResetTokens(db: Db, userId: number, now: Date = new Date()): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
