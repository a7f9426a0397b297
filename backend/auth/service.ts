import { randomInt } from 'node:crypto';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/backend/types';
import { loginAttempts, unlockTokens, users, type UserRow } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import {
  AUTH_ERROR_CODES,
  COMPULSORY_CONSENTS,
  ERROR_MESSAGES,
  PASSWORD_RULE_MESSAGES,
  type CountryCode,
  type PasswordRuleCode,
  type RegisterBody,
} from '@/lib/api/contract';
import { ageOn } from '@/backend/users/present';
import {
  findUserByEmail,
  isUniqueViolation,
  newCardNumber,
  normaliseEmail,
  normaliseMobile,
  recordPassword,
} from '@/backend/users/store';
import { type Argon2Params, hashPassword, registrationPasswordCodes, verifyPassword } from './password';
import { randomToken, sha256Hex } from './tokens';

export const LOCKOUT_MAX_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const UNLOCK_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const MINIMUM_AGE = 14;

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

export async function registerUser(
  db: Db,
  body: RegisterBody,
  country: CountryCode,
  argon2: Argon2Params,
): Promise<UserRow> {
  const missing = COMPULSORY_CONSENTS.filter((name) => body.consents[name] !== true);
  if (missing.length > 0) {
    throw new ApiError(
      400,
      AUTH_ERROR_CODES.consentRequired,
      'Please accept the collection and use of personal data, the disclosure to third parties, the policy, and confirm you are over 14.',
      { missing },
    );
  }
  if (body.dateOfBirth && ageOn(body.dateOfBirth) < MINIMUM_AGE) {
    throw new ApiError(
      400,
      AUTH_ERROR_CODES.underMinimumAge,
      `You must be at least ${MINIMUM_AGE} years old to register.`,
    );
  }
  const codes = registrationPasswordCodes(body);
  if (codes.length > 0) throw passwordRulesError(codes);

  const email = normaliseEmail(body.email);
  const mobile = body.mobileNumber ? normaliseMobile(body.mobileNumber, country) : null;
  const emailTaken = () =>
    new ApiError(409, AUTH_ERROR_CODES.emailTaken, 'An account with this email already exists. Please sign in.');
  if (await findUserByEmail(db, email)) throw emailTaken();

  const passwordHash = await hashPassword(body.password, argon2);
  try {
    const [user] = await db
      .insert(users)
      .values({
        email,
        firstName: body.firstName,
        lastName: body.lastName,
        passwordHash,
        mobileCallingCode: mobile?.callingCode ?? null,
        mobilePhoneNumber: mobile?.phoneNumber ?? null,
        dateOfBirth: body.dateOfBirth ?? null,
        cardNumber: newCardNumber(),
        marketingConsent: body.consents.marketing === true,
      })
      .returning();
    if (!user) throw new Error('Insert returned no user');
    await recordPassword(db, user.id, passwordHash);
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

async function failedAttemptsSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.userId, userId), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)),
    );
  return row?.value ?? 0;
}

/**
 * Checks the credentials. Five failures within 15 minutes lock the account (the fifth answers 423
 * already); while locked every attempt, with the right password too, answers 423 with the
 * account's reference id, until the unlock flow clears it.
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
  if (user.lockedAt) {
    await db.insert(loginAttempts).values({ email, userId: user.id, succeeded: false });
    throw signInBlockedError(user.lockReference ?? newReferenceId());
  }
  const ok = await verifyPassword(password, user.passwordHash);
  const now = new Date();
  if (!ok) {
    await db.insert(loginAttempts).values({ email, userId: user.id, succeeded: false });
    const windowStart = new Date(Math.max(now.getTime() - LOCKOUT_WINDOW_MS, user.failedAttemptsResetAt.getTime()));
    const failures = await failedAttemptsSince(db, user.id, windowStart);
    if (failures >= LOCKOUT_MAX_FAILURES) {
      const referenceId = newReferenceId();
      const [locked] = await db
        .update(users)
        .set({ lockedAt: now, lockReference: referenceId, updatedAt: now })
        .where(and(eq(users.id, user.id), isNull(users.lockedAt)))
        .returning({ lockReference: users.lockReference });
      throw signInBlockedError(locked?.lockReference ?? referenceId);
    }
    throw new ApiError(401, 'unauthorized', ERROR_MESSAGES.authenticationFailed);
  }
  await db.insert(loginAttempts).values({ email, userId: user.id, succeeded: true });
  await db.update(users).set({ failedAttemptsResetAt: now }).where(eq(users.id, user.id));
  return user;
}

/** Creates an unlock token for an existing account; `null` when there is no such account. */
export async function createUnlockToken(db: Db, emailInput: string): Promise<string | null> {
  const user = await findUserByEmail(db, emailInput);
  if (!user) return null;
  const token = randomToken(24);
  await db.insert(unlockTokens).values({
    userId: user.id,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + UNLOCK_TOKEN_TTL_MS),
  });
  return token;
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
    .set({ lockedAt: null, lockReference: null, failedAttemptsResetAt: now, updatedAt: now })
    .where(eq(users.id, userId));
}
