import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/backend/types';
import { claimGuestOrders } from '@/backend/orders/guests';
import { pendingRegistrations, users, type UserRow } from '@/backend/db/schema';
import { queueMail, type MailLocale } from '@/backend/mail';
import { randomToken, sha256Hex } from '@/backend/auth/tokens';
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
} from '@/contract';

/** A registration link works once, within this time. */
export const REGISTRATION_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Checks a sign-up (the compulsory consents, the minimum age, the password rules, the mobile's
 * shape): what it answers depends on the form alone, never on whether the address is a member's.
 */
export function checkRegistration(body: RegisterBody, country: CountryCode) {
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
  return {
    email: normaliseEmail(body.email),
    mobile: body.mobileNumber ? normaliseMobile(body.mobileNumber, country) : null,
  };
}

/**
 * The mail a checked sign-up sends, prepared after the answer: a link that creates the account for
 * a new address, or a reminder that the address already has one (sign in, or reset the password).
 * The password is hashed either way, so a taken address costs what a new one does (the hash is
 * then dropped); nothing else is written for it. A new address's sign-up and its mail are written
 * together.
 */
export async function mailRegistration(
  db: Db,
  body: RegisterBody,
  checked: ReturnType<typeof checkRegistration>,
  argon2: Argon2Params,
  locale: MailLocale,
): Promise<void> {
  const { email, mobile } = checked;
  const passwordHash = await hashPassword(body.password, argon2);
  if (await findUserByEmail(db, email)) {
    await queueMail(db, { ...locale, to: email, kind: 'registration_existing' });
    return;
  }
  const token = randomToken(32);
  await db.transaction(async (tx) => {
    await tx.insert(pendingRegistrations).values({
      email,
      tokenHash: sha256Hex(token),
      firstName: body.firstName,
      lastName: body.lastName,
      passwordHash,
      mobileCallingCode: mobile?.callingCode ?? null,
      mobilePhoneNumber: mobile?.phoneNumber ?? null,
      dateOfBirth: body.dateOfBirth ?? null,
      marketingConsent: body.consents.marketing === true,
      expiresAt: new Date(Date.now() + REGISTRATION_TOKEN_TTL_MS),
    });
    await queueMail(tx, {
      ...locale,
      to: email,
      kind: 'registration_confirm',
      token,
      returnTo: body.returnTo,
      name: body.firstName,
    });
  });
}

const invalidConfirmation = () =>
  new ApiError(
    400,
    AUTH_ERROR_CODES.invalidConfirmationToken,
    'This sign-up link is invalid, used or has expired. Please sign up again.',
  );

/**
 * Becoming a member, from the link of the registration mail: the link is claimed by one
 * conditional update, and the member, their first password and the sign-up points are written in
 * the same transaction, so a link used twice at once creates one member. An address that became a
 * member meanwhile (another link) makes the link invalid.
 */
export async function confirmRegistration(db: Db, token: string): Promise<UserRow> {
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const [pending] = await tx
        .update(pendingRegistrations)
        .set({ usedAt: now })
        .where(
          and(
            eq(pendingRegistrations.tokenHash, sha256Hex(token)),
            isNull(pendingRegistrations.usedAt),
            gt(pendingRegistrations.expiresAt, now),
          ),
        )
        .returning();
      if (!pending) throw invalidConfirmation();
      const [user] = await tx
        .insert(users)
        .values({
          email: pending.email,
          firstName: pending.firstName,
          lastName: pending.lastName,
          passwordHash: pending.passwordHash,
          mobileCallingCode: pending.mobileCallingCode,
          mobilePhoneNumber: pending.mobilePhoneNumber,
          dateOfBirth: pending.dateOfBirth,
          cardNumber: newCardNumber(),
          marketingConsent: pending.marketingConsent,
        })
        .returning();
      if (!user) throw new Error('Insert returned no user');
      await recordPassword(tx, user.id, pending.passwordHash);
      const welcome = await appendPoints(tx, {
        userId: user.id,
        source: 'registration_of_{product}_account',
        points: REGISTRATION_POINTS,
        subject: REGISTRATION_PRODUCT,
      });
      // Orders placed as a guest with this address come along, with their points.
      await claimGuestOrders(tx, user);
      const [member] = await tx.select({ points: users.loyaltyPoints }).from(users).where(eq(users.id, user.id));
      return { ...user, loyaltyPoints: member?.points ?? welcome?.balanceAfter ?? user.loyaltyPoints };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw invalidConfirmation();
    throw error;
  }
}
