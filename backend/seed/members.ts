import type { Db } from '@/backend/types';
import { getEnv } from '@/backend/env';
import { passwordHistory, users } from '@/backend/db/schema';
import { type Argon2Params, hashPassword } from '@/backend/auth/password';
import type { LoyaltyTier } from '@/lib/api/contract';

/** Shared password of every demo member (listed in docs/demo-members.md). */
export const DEMO_PASSWORD = 'Demo!Pass1';

export interface DemoMember {
  email: string;
  firstName: string;
  lastName: string;
  loyaltyTier: LoyaltyTier;
  loyaltyPoints: number;
  tierPointsCounter: number;
  isEmployee: boolean;
  cardNumber: string;
  dateOfBirth: string;
  mobile: { callingCode: string; phoneNumber: string };
  marketingConsent: boolean;
}

export const DEMO_MEMBERS: readonly DemoMember[] = [
  {
    email: 'white@demo.halcyonbeauty.test',
    firstName: 'Wren',
    lastName: 'Tan',
    loyaltyTier: 'white',
    loyaltyPoints: 120,
    tierPointsCounter: 120,
    isEmployee: false,
    cardNumber: '8800000000000001',
    dateOfBirth: '1996-04-12',
    mobile: { callingCode: '65', phoneNumber: '91234501' },
    marketingConsent: true,
  },
  {
    email: 'black@demo.halcyonbeauty.test',
    firstName: 'Blake',
    lastName: 'Lim',
    loyaltyTier: 'black',
    loyaltyPoints: 820,
    tierPointsCounter: 820,
    isEmployee: false,
    cardNumber: '8800000000000002',
    dateOfBirth: '1990-08-23',
    mobile: { callingCode: '65', phoneNumber: '91234502' },
    marketingConsent: false,
  },
  {
    email: 'gold@demo.halcyonbeauty.test',
    firstName: 'Goldie',
    lastName: 'Wong',
    loyaltyTier: 'gold',
    loyaltyPoints: 2400,
    tierPointsCounter: 2400,
    isEmployee: false,
    cardNumber: '8800000000000003',
    dateOfBirth: '1985-12-02',
    mobile: { callingCode: '65', phoneNumber: '91234503' },
    marketingConsent: true,
  },
  {
    email: 'staff@demo.halcyonbeauty.test',
    firstName: 'Sam',
    lastName: 'Ng',
    loyaltyTier: 'black',
    loyaltyPoints: 640,
    tierPointsCounter: 640,
    isEmployee: true,
    cardNumber: '8800000000000004',
    dateOfBirth: '1992-06-30',
    mobile: { callingCode: '65', phoneNumber: '91234504' },
    marketingConsent: false,
  },
];

/** Inserts the demo members (skipping any that exist); deterministic apart from password salts. */
export async function seedMembers(db: Db, options: { argon2?: Argon2Params } = {}): Promise<void> {
  const argon2 = options.argon2 ?? getEnv().argon2;
  const hashes = await Promise.all(DEMO_MEMBERS.map(() => hashPassword(DEMO_PASSWORD, argon2)));
  const inserted = await db
    .insert(users)
    .values(
      DEMO_MEMBERS.map((member, index) => ({
        email: member.email,
        firstName: member.firstName,
        lastName: member.lastName,
        passwordHash: hashes[index] ?? '',
        mobileCallingCode: member.mobile.callingCode,
        mobilePhoneNumber: member.mobile.phoneNumber,
        dateOfBirth: member.dateOfBirth,
        isEmployee: member.isEmployee,
        cardNumber: member.cardNumber,
        loyaltyPoints: member.loyaltyPoints,
        loyaltyTier: member.loyaltyTier,
        tierPointsCounter: member.tierPointsCounter,
        marketingConsent: member.marketingConsent,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, passwordHash: users.passwordHash });
  if (inserted.length > 0) {
    await db
      .insert(passwordHistory)
      .values(inserted.map((row) => ({ userId: row.id, passwordHash: row.passwordHash })));
  }
}
