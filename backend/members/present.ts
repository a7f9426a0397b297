import { createHash } from 'node:crypto';
import type { UserRow } from '@/backend/db/schema';
import { type Account, ageOn, type Mobile, type SandboxUser, type UserProfile } from '@/contract';
import { normaliseEmail } from './store';

function digest(algorithm: 'md5' | 'sha256', value: string): string {
  return createHash(algorithm).update(value).digest('hex');
}

export function mobileOf(user: UserRow): Mobile | null {
  return user.mobileCallingCode && user.mobilePhoneNumber
    ? { callingCode: user.mobileCallingCode, phoneNumber: user.mobilePhoneNumber }
    : null;
}

export function toUserProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: mobileOf(user),
    dateOfBirth: user.dateOfBirth,
    marketingConsent: user.marketingConsent,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toAccount(user: UserRow, now: Date = new Date()): Account {
  const mobile = mobileOf(user);
  const email = normaliseEmail(user.email);
  return {
    id: user.id,
    isEmployee: user.isEmployee,
    age: user.dateOfBirth ? ageOn(user.dateOfBirth, now) : null,
    cardNumber: user.cardNumber,
    emailSHA256: digest('sha256', email),
    emailMD5: digest('md5', email),
    mobileNumberMD5: mobile ? digest('md5', `${mobile.callingCode}${mobile.phoneNumber}`) : null,
    loyaltyPoints: user.loyaltyPoints,
    loyaltyTier: user.loyaltyTier,
    tierPointsCounter: user.tierPointsCounter,
  };
}

export function toSandboxUser(user: UserRow): SandboxUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    mobile: mobileOf(user),
    dateOfBirth: user.dateOfBirth,
    isEmployee: user.isEmployee,
    cardNumber: user.cardNumber,
    loyaltyPoints: user.loyaltyPoints,
    loyaltyTier: user.loyaltyTier,
    tierPointsCounter: user.tierPointsCounter,
    marketingConsent: user.marketingConsent,
    locked: user.lockedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}
