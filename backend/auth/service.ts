import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/backend/types';
import { loginAttempts, mailOutbox, unlockTokens, users, type UserRow } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import {
  AUTH_ERROR_CODES,
  ERROR_MESSAGES,
  MINIMUM_AGE,
  PASSWORD_RULE_MESSAGES,
  type PasswordRuleCode,
} from '@/lib/api/contract';
import { findUserByEmail, normaliseEmail } from '@/backend/members/store';
import { type Argon2Params, hashPassword, verifyPassword } from './password';
import { randomToken, sha256Hex } from './tokens';

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const UNLOCK_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export { MINIMUM_AGE };

export function passwordRulesError(codes: readonly PasswordRuleCode[]): ApiError {
  return new ApiError(
    422,
    AUTH_ERROR_CODES.invalidPassword,
    `The password does not meet the rules: ${codes.map((code) => PASSWORD_RULE_MESSAGES[code]).join('; ')}.`,
    { codes: [...codes] },
  );
}

function signInBlockedError(referenceId: string): ApiError {
  return new ApiError(423, AUTH_ERROR_CODES.signInBlocked, ERROR_MESSAGES.signInBlocked, { referenceId });
}

/** A short reference the shopper can quote to customer service, e.g. `HB-7KQ2M9XA`. */
function newReferenceId(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let id = 'HB-';
  for (let i = 0; i < 8; i += 1) id += alphabet[randomInt(alphabet.length)];
  return id;
}

const dummyHashes = new Map<string, Promise<string>>();

function dummyHash(argon2: Argon2Params): Promise<string> {
  const key = `${argon2.memoryKib}:${argon2.iterations}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomToken(), argon2);
    dummyHashes.set(key, hash);
  }
  return hash;
}

/**
 * Takes one attempt from the member's allowance, before the password is checked, by a single
 * conditional UPDATE ... RETURNING: of any number of simultaneous attempts at most
 * LOCKOUT_MAX_FAILURES get a row back, on PGlite and on Postgres alike (there the row lock makes
 * the later updates re-read the counter the earlier ones wrote). A window older than
 * LOCKOUT_WINDOW_MS starts again from one.
 */
async function takeAttempt(db: Db, userId: number, now: Date): Promise<boolean> {
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  // Dates inside raw SQL go as ISO text with a cast: the Postgres driver binds no Date there.
  const expired = sql`${users.failedAttemptsResetAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [taken] = await db
    .update(users)
    .set({
      failedAttempts: sql`case when ${expired} then 1 else ${users.failedAttempts} + 1 end`,
      failedAttemptsResetAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${users.failedAttemptsResetAt} end`,
    })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.lockedAt),
        or(lt(users.failedAttempts, LOCKOUT_MAX_FAILURES), lte(users.failedAttemptsResetAt, windowStart)),
      ),
    )
    .returning({ attempts: users.failedAttempts });
  return taken !== undefined;
}

/** Locks the account (once) and answers the 423 with its reference id. */
async function lockAccount(db: Db, userId: number, now: Date): Promise<ApiError> {
  const [locked] = await db
    .update(users)
    .set({ lockedAt: now, lockReference: newReferenceId(), updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.lockedAt)))
    .returning({ lockReference: users.lockReference });
  if (locked?.lockReference) return signInBlockedError(locked.lockReference);
  const [current] = await db.select({ lockReference: users.lockReference }).from(users).where(eq(users.id, userId));
  return signInBlockedError(current?.lockReference ?? newReferenceId());
}

/**
 * Checks the credentials. Five failures within 15 minutes lock the account (the fifth answers 423
 * already); while locked every attempt, with the right password too, answers 423 with the
 * account's reference id, until the unlock flow clears it. The attempt is counted before the
 * (slow) password check, so a burst of parallel attempts gets no more than five checks: the rest
 * answer 423 without their password being looked at, and lock the account.
 */
export async function signIn(db: Db, emailInput: string, password: string, argon2: Argon2Params): Promise<UserRow> {
  const email = normaliseEmail(emailInput);
  const user = await findUserByEmail(db, email);
  if (!user) {
    // Spend the same hashing time as for a real account, so timing does not reveal which emails exist.
    await verifyPassword(password, await dummyHash(argon2));
    await db.insert(loginAttempts).values({ email, userId: null, succeeded: false });
    throw new ApiError(401, 'unauthorized', ERROR_MESSAGES.authenticationFailed);
  }
  const now = new Date();
  if (!(await takeAttempt(db, user.id, now))) {
    await db.insert(loginAttempts).values({ email, userId: user.id, succeeded: false });
    throw await lockAccount(db, user.id, now);
  }
  const ok = await verifyPassword(password, user.passwordHash);
  if (!ok) {
    await db.insert(loginAttempts).values({ email, userId: user.id, succeeded: false });
    const [row] = await db.select({ attempts: users.failedAttempts }).from(users).where(eq(users.id, user.id));
    if ((row?.attempts ?? 0) >= LOCKOUT_MAX_FAILURES) throw await lockAccount(db, user.id, new Date());
    throw new ApiError(401, 'unauthorized', ERROR_MESSAGES.authenticationFailed);
  }
  // The right password clears the count, unless the account was locked meanwhile.
  const [cleared] = await db
    .update(users)
    .set({ failedAttempts: 0, failedAttemptsResetAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.lockedAt)))
    .returning({ id: users.id });
  if (!cleared) {
    await db.insert(loginAttempts).values({ email, userId: user.id, succeeded: false });
    throw await lockAccount(db, user.id, new Date());
  }
  await db.insert(loginAttempts).values({ email, userId: user.id, succeeded: true });
  return user;
}

/**
 * Mails an unlock link to an existing account, through the simulated outbox; does nothing for an
 * unknown address. The caller answers the same either way, so the answer tells nobody which
 * addresses have accounts, and the token itself is never answered.
 */
export async function sendUnlockLink(db: Db, emailInput: string): Promise<void> {
  const user = await findUserByEmail(db, emailInput);
  if (!user) return;
  const token = randomToken(24);
  await db.insert(unlockTokens).values({
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + UNLOCK_TOKEN_TTL_MS),
  });
  await db.insert(mailOutbox).values({
    toEmail: user.email,
    kind: 'unlock',
    subject: 'Unlock your Halcyon Beauty account',
    body: `Open /users/unlock?token=${encodeURIComponent(token)} within 24 hours to unlock your account.`,
    token,
  });
}

export async function unlockWithToken(db: Db, token: string): Promise<void> {
  const now = new Date();
  const [claimed] = await db
    .update(unlockTokens)
    .set({ usedAt: now })
    .where(
      and(eq(unlockTokens.tokenHash, sha256Hex(token)), isNull(unlockTokens.usedAt), gt(unlockTokens.expiresAt, now)),
    )
    .returning({ userId: unlockTokens.userId });
  if (!claimed) {
    throw new ApiError(
      400,
      AUTH_ERROR_CODES.invalidUnlockToken,
      'This unlock link is invalid or has expired. Please request a new one.',
    );
  }
  await unlockUser(db, claimed.userId, now);
}

export async function unlockUser(db: Db, userId: number, now: Date = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ lockedAt: null, lockReference: null, failedAttempts: 0, failedAttemptsResetAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}
