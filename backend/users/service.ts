import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '@/backend/types';
import { refreshTokenFamilies, users, type UserRow } from '@/backend/db/schema';
import { ApiError, userNotFoundError } from '@/backend/http/errors';
import { verifyPassword, type Argon2Params } from '@/backend/auth/password';
import { MINIMUM_AGE, newPasswordHash } from '@/backend/auth/service';
import { endResetTokens } from '@/backend/auth/password-reset';
import {
  AUTH_ERROR_CODES,
  getCountry,
  ageOn,
  isCalendarDate,
  MOBILE_RULES,
  PROFILE_ERROR_CODES,
  type ChangePasswordBody,
  type CountryCode,
  type UpdateUserBody,
} from '@/contract';
import { normaliseMobile, recordPassword } from '@/backend/members/store';

/** 400 `invalid_date`: a birth date that is no day of the calendar, at registration or in the profile. */
export const invalidDateError = () =>
  new ApiError(400, PROFILE_ERROR_CODES.invalidDate, 'Expected a date as YYYY-MM-DD');

const invalidMobile = () => new ApiError(400, PROFILE_ERROR_CODES.invalidMobileNumber, 'Invalid phone number');

/**
 * A mobile number as the profile keeps it: a number in the site country's calling code must have
 * that country's shape (as at checkout and sign-up); another country's number keeps the general
 * length check.
 */
function profileMobile(input: NonNullable<UpdateUserBody['mobileNumber']>, country: CountryCode) {
  const mobile = normaliseMobile(input, country);
  if (mobile.callingCode === getCountry(country).callingCode && !MOBILE_RULES[country].pattern.test(mobile.phoneNumber))
    throw invalidMobile();
  return mobile;
}

/**
 * Updates names, mobile, birth date and marketing consent. A birth date can be given once and
 * not changed afterwards (it decides the birthday perks): the update that sets it only applies
 * while the stored one is still empty, so two simultaneous first entries cannot both win.
 */
export async function updateProfile(db: Db, user: UserRow, body: UpdateUserBody, country: CountryCode) {
  if (body.dateOfBirth !== undefined && body.dateOfBirth !== null) {
    if (!isCalendarDate(body.dateOfBirth)) throw invalidDateError();
    if (ageOn(body.dateOfBirth) < MINIMUM_AGE)
      throw new ApiError(400, AUTH_ERROR_CODES.underMinimumAge, `You must be at least ${MINIMUM_AGE} years old.`);
  }
  const dateLocked = () =>
    new ApiError(409, PROFILE_ERROR_CODES.dateOfBirthLocked, 'The date of birth cannot be changed once set.');
  const changesDate = body.dateOfBirth !== undefined && body.dateOfBirth !== user.dateOfBirth;
  if (changesDate && user.dateOfBirth !== null) throw dateLocked();

  const mobile =
    body.mobileNumber === undefined
      ? undefined
      : body.mobileNumber === null
        ? null
        : profileMobile(body.mobileNumber, country);
  const [updated] = await db
    .update(users)
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      ...(mobile !== undefined
        ? { mobileCallingCode: mobile?.callingCode ?? null, mobilePhoneNumber: mobile?.phoneNumber ?? null }
        : {}),
      ...(changesDate ? { dateOfBirth: body.dateOfBirth } : {}),
      marketingConsent: body.marketing,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, user.id), changesDate ? isNull(users.dateOfBirth) : undefined))
    .returning();
  if (updated) return updated;
  if (changesDate) throw dateLocked();
  throw userNotFoundError();
}

/**
 * Changes the password after checking the current one and the rules (not the e-mail, not one of
 * the last two passwords). The new hash is written only over the hash that was checked, so of two
 * simultaneous changes one wins and the other is told to try again. Every other session of the
 * member ends, the one that made the change (`keepSessionId`) stays signed in, and every unused
 * reset link stops working.
 */
export async function changePassword(
  db: Db,
  user: UserRow,
  body: ChangePasswordBody,
  keepSessionId: string | null,
  argon2: Argon2Params,
): Promise<void> {
  if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
    throw new ApiError(403, PROFILE_ERROR_CODES.currentPasswordIncorrect, 'The current password is incorrect.');
  }
  const passwordHash = await newPasswordHash(db, user, body, argon2);
  const now = new Date();
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (!changed) {
      throw new ApiError(
        409,
        PROFILE_ERROR_CODES.passwordChangedMeanwhile,
        'The password was changed meanwhile. Please try again.',
      );
    }
    await recordPassword(tx, user.id, passwordHash);
    await endResetTokens(tx as unknown as Db, user.id, now);
    await tx
      .update(refreshTokenFamilies)
      .set({ revokedAt: now, revokedReason: 'password_changed' })
      .where(
        and(
          eq(refreshTokenFamilies.userId, user.id),
          isNull(refreshTokenFamilies.revokedAt),
          keepSessionId ? ne(refreshTokenFamilies.id, keepSessionId) : undefined,
        ),
      );
  });
}
