import type { Db } from '@/backend/types';
import { users, type UserRow } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import { type Argon2Params, hashPassword, registrationPasswordCodes } from '@/backend/auth/password';
import { passwordRulesError } from '@/backend/auth/service';
import { appendPoints } from '@/backend/loyalty/ledger';
import { invalidDateError } from './service';
import {
  findUserByEmail,
  isUniqueViolation,
  newCardNumber,
  normaliseEmail,
  normaliseMobile,
  recordPassword,
} from '@/backend/members/store';
import {
  AUTH_ERROR_CODES,
  COMPULSORY_CONSENTS,
  MINIMUM_AGE,
  REGISTRATION_POINTS,
  REGISTRATION_PRODUCT,
  ageOn,
  isCalendarDate,
  type CountryCode,
  type RegisterBody,
} from '@/lib/api/contract';

/**
 * Becoming a member: the compulsory consents, the minimum age and the password rules are checked,
 * then the member, their first password and the sign-up points are written in one transaction. An
 * email that is taken (checked first, and by the unique index when two sign-ups race) is a 409.
 */
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
  if (body.dateOfBirth && !isCalendarDate(body.dateOfBirth)) throw invalidDateError();
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
    return await db.transaction(async (tx) => {
      const [user] = await tx
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
      await recordPassword(tx, user.id, passwordHash);
      const welcome = await appendPoints(tx, {
        userId: user.id,
        source: 'registration_of_{product}_account',
        points: REGISTRATION_POINTS,
        subject: REGISTRATION_PRODUCT,
      });
      return { ...user, loyaltyPoints: welcome?.balanceAfter ?? user.loyaltyPoints };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
