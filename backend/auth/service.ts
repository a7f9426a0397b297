import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/backend/types';
import { loginAttempts, unlockTokens, users, type UserRow } from '@/backend/db/schema';
import type { MailLocale } from '@/backend/mail';
import { ApiError } from '@/backend/http/errors';
import { PAIR_BLOCK_FIRST_SECONDS, PAIR_BLOCK_MAX_SECONDS } from '@/backend/http/limit-table';
import type { Limits } from '@/backend/http/limits';
import {
  AUTH_ERROR_CODES,
  ERROR_MESSAGES,
  MINIMUM_AGE,
  PASSWORD_RULE_MESSAGES,
  type PasswordRuleCode,
} from '@/contract';
import { findUserByEmail, normaliseEmail, recentPasswordHashes } from '@/backend/members/store';
import { type Argon2Params, changePasswordCodes, hashPassword, verifyPassword } from './password';
import { mailOneTimeLink } from './deliveries';
import { randomToken, sha256Hex } from './tokens';

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

/**
 * The hash of a member's new password once it meets the rules, else 422 with the failed codes.
 * The current password counts as one of the last two, whether or not the history holds it.
 */
export async function newPasswordHash(
  db: Db,
  user: UserRow,
  input: { password: string; passwordConfirmation: string },
  argon2: Argon2Params,
): Promise<string> {
  const codes = await changePasswordCodes({
    email: user.email,
    password: input.password,
    passwordConfirmation: input.passwordConfirmation,
    previousHashes: [...new Set([user.passwordHash, ...(await recentPasswordHashes(db, user.id, 2))])].slice(0, 2),
  });
  if (codes.length > 0) throw passwordRulesError(codes);
  return hashPassword(input.password, argon2);
}

function signInBlockedError(referenceId: string, retryAfterSeconds?: number): ApiError {
  return new ApiError(
    423,
    AUTH_ERROR_CODES.signInBlocked,
    ERROR_MESSAGES.signInBlocked,
    retryAfterSeconds === undefined ? { referenceId } : { referenceId, retryAfterSeconds },
  );
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
 * Who is signing in, as the limits see it: the normalised e-mail (whether or not it is a
 * member's, so an unknown address is limited, and answers, exactly like a real one) and the
 * shopper's address.
 */
export interface SignInAttempt {
  email: string;
  client: string;
}

const pairKey = (attempt: SignInAttempt) => `${attempt.email}|${attempt.client}`;

/**
 * Takes the attempt from the failure budgets before the password is looked at. Each budget is one
 * conditional upsert, so of any number of simultaneous attempts only as many as the budget allows
 * reach the hash, on PGlite and on Postgres alike. Answers the seconds to wait when a budget is
 * spent; the attempt is then refused without its password being checked.
 *
 * - One client on one address: 5 failures, then a block of 1 minute that doubles with each block
 *   of the day, up to 30 minutes. Only this pair waits; the member on another client does not.
 * - One client on any address: a daily budget against password spraying.
 * - One address from any client: a short window that slows a distributed guesser down; a client
 *   the member signed in from before is let through, so it never shuts the member out.
 */
async function takeAttempt(limits: Limits, attempt: SignInAttempt): Promise<number | null> {
  const key = pairKey(attempt);
  const pair = await limits.attempt('signInPairFailures', key);
  if (!pair.allowed) {
    if (pair.consumed !== limits.points('signInPairFailures') + 1) return pair.waitSeconds;
    const blocks = (await limits.attempt('signInPairBlocks', key)).consumed;
    const hold = Math.min(PAIR_BLOCK_FIRST_SECONDS * 2 ** Math.max(0, blocks - 1), PAIR_BLOCK_MAX_SECONDS);
    await limits.block('signInPairFailures', key, hold);
    return hold;
  }
  const client = await limits.attempt('signInClientFailures', attempt.client);
  if (!client.allowed) return client.waitSeconds;
  const email = await limits.attempt('signInEmailFailures', attempt.email);
  if (!email.allowed && (await limits.count('signInKnownClient', key)) === 0) return email.waitSeconds;
  return null;
}

/** A good password gives the attempt back and marks the client as one the member uses. */
async function attemptSucceeded(limits: Limits, attempt: SignInAttempt): Promise<void> {
  const key = pairKey(attempt);
  await Promise.all([
    limits.forget('signInPairFailures', key),
    limits.giveBack('signInClientFailures', attempt.client),
    limits.giveBack('signInEmailFailures', attempt.email),
    limits.forget('signInKnownClient', key).then(() => limits.attempt('signInKnownClient', key)),
  ]);
}

function blocked(c: Context, waitSeconds: number): ApiError {
  c.header('Retry-After', String(waitSeconds));
  return signInBlockedError(newReferenceId(), waitSeconds);
}

/**
 * Checks the credentials. An unknown address spends the same hashing time as a real one and meets
 * the same budgets, so neither the answer nor its timing tells who is a member (a sign-up waiting
 * for its confirmation has no account yet, and answers the same). A block is 423 "This sign-in
 * attempt was blocked." with a reference id and Retry-After; it passes by itself, and the unlock
 * mail lifts it at once. An account closed by hand (`locked_at`) answers 423 only to the right
 * password.
 */
export async function signIn(
  c: Context,
  db: Db,
  limits: Limits,
  attempt: SignInAttempt,
  password: string,
  argon2: Argon2Params,
): Promise<UserRow> {
  const email = normaliseEmail(attempt.email);
  const counted = { email, client: attempt.client };
  const wait = await takeAttempt(limits, counted);
  const user = await findUserByEmail(db, email);
  if (wait !== null) {
    await db.insert(loginAttempts).values({ email, userId: user?.id ?? null, succeeded: false });
    throw blocked(c, wait);
  }
  // Spend the same hashing time for an unknown address, so timing does not reveal which exist.
  const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash(argon2)));
  if (!user || !ok) {
    await db.insert(loginAttempts).values({ email, userId: user?.id ?? null, succeeded: false });
    throw new ApiError(401, 'unauthorized', ERROR_MESSAGES.authenticationFailed);
  }
  await attemptSucceeded(limits, counted);
  if (user.lockedAt) {
    await db.insert(loginAttempts).values({ email, userId: user.id, succeeded: false });
    throw signInBlockedError(user.lockReference ?? newReferenceId());
  }
  await db.insert(loginAttempts).values({ email, userId: user.id, succeeded: true });
  return user;
}

/** Lifts every sign-in block on an address (the unlock mail, a password reset). */
export async function clearSignInBlocks(limits: Limits, emailInput: string): Promise<void> {
  const email = normaliseEmail(emailInput);
  await Promise.all([
    limits.forgetPrefix('signInPairFailures', `${email}|`),
    limits.forgetPrefix('signInPairBlocks', `${email}|`),
    limits.forget('signInEmailFailures', email),
  ]);
}

/** Mails an unlock link to an existing account (see mailOneTimeLink). */
export async function sendUnlockLink(db: Db, emailInput: string, locale: MailLocale): Promise<void> {
  await mailOneTimeLink(db, emailInput, locale, {
    kind: 'unlock',
    table: unlockTokens,
    tokenBytes: 24,
    ttlMs: UNLOCK_TOKEN_TTL_MS,
  });
}

/** Uses an unlock link: lifts the address's sign-in blocks and any lock put on the account by hand. */
export async function unlockWithToken(db: Db, limits: Limits, token: string): Promise<void> {
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
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, claimed.userId));
  if (user) await clearSignInBlocks(limits, user.email);
}

export async function unlockUser(db: Db, userId: number, now: Date = new Date()): Promise<void> {
  await db
    .update(users)
    .set({ lockedAt: null, lockReference: null, failedAttempts: 0, failedAttemptsResetAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}
