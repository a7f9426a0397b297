import type { Db } from '@/backend/types';
import { getEnv } from '@/backend/env';
import { memberTiers, passwordHistory, pointsLedger, users } from '@/backend/db/schema';
import { type Argon2Params, hashPassword } from '@/backend/auth/password';
import type { LoyaltyTier, PointsSource } from '@/contract';

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
  {
    email: 'upgraded@demo.halcyonbeauty.test',
    firstName: 'Uma',
    lastName: 'Reyes',
    loyaltyTier: 'gold',
    loyaltyPoints: 1200,
    tierPointsCounter: 1100,
    isEmployee: false,
    cardNumber: '8800000000000005',
    dateOfBirth: '1994-03-18',
    mobile: { callingCode: '65', phoneNumber: '91234505' },
    marketingConsent: true,
  },
  {
    email: 'downgraded@demo.halcyonbeauty.test',
    firstName: 'Dana',
    lastName: 'Koh',
    loyaltyTier: 'white',
    loyaltyPoints: 180,
    tierPointsCounter: 80,
    isEmployee: false,
    cardNumber: '8800000000000006',
    dateOfBirth: '1988-10-05',
    mobile: { callingCode: '65', phoneNumber: '91234506' },
    marketingConsent: false,
  },
  {
    email: 'warning@demo.halcyonbeauty.test',
    firstName: 'Vera',
    lastName: 'Lee',
    loyaltyTier: 'black',
    loyaltyPoints: 300,
    tierPointsCounter: 120,
    isEmployee: false,
    cardNumber: '8800000000000007',
    dateOfBirth: '1999-01-27',
    mobile: { callingCode: '65', phoneNumber: '91234507' },
    marketingConsent: false,
  },
];

/** Inserts the demo members (skipping any that exist); deterministic apart from password salts. */
export async function seedMembers(db: Db, options: { argon2?: Argon2Params } = {}): Promise<void> {
  const argon2 = options.argon2 ?? getEnv().argon2;
  const now = Date.now();
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
        // Members joined when their points history says they registered.
        createdAt: new Date(now - joinedDaysAgo(member.email) * DAY_MS),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, passwordHash: users.passwordHash });
  if (inserted.length > 0) {
    await db
      .insert(passwordHistory)
      .values(inserted.map((row) => ({ userId: row.id, passwordHash: row.passwordHash })));
  }
  await seedLoyalty(db, inserted);
}

/** How a demo member's tier last changed, relative to the day the seed runs. */
interface DemoTier {
  previousTier: LoyaltyTier;
  changedDaysAgo: number;
  reviewInDays: number;
}

/**
 * Points histories of the demo members: between them every source of the points log appears, and
 * each history adds up to the member's balance. Days are counted back from the day the seed runs.
 * Each order number named here is a paid order of the member (`seedDemoOrders`).
 */
const DEMO_HISTORIES: Readonly<
  Record<
    string,
    ReadonlyArray<{ source: PointsSource; points: number; daysAgo: number; orderNumber?: string; subject?: string }>
  >
> = {
  'white@demo.halcyonbeauty.test': [
    { source: 'registration_of_{product}_account', points: 100, daysAgo: 200, subject: 'Halcyon Beauty' },
    { source: 'purchase_points', points: 20, daysAgo: 150 },
  ],
  'black@demo.halcyonbeauty.test': [
    { source: 'registration_of_{product}_account', points: 100, daysAgo: 700, subject: 'Halcyon Beauty' },
    { source: 'completed_beauty_profile', points: 50, daysAgo: 690 },
    { source: 'downloaded_mobile_app', points: 50, daysAgo: 680 },
    { source: 'purchase_points_with_order_number', points: 420, daysAgo: 400, orderNumber: 'HB-DEMO-1002' },
    { source: 'online_review', points: 20, daysAgo: 390 },
    { source: 'published_review', points: 30, daysAgo: 385 },
    { source: 'product_review_with_name', points: 30, daysAgo: 384, subject: 'Halcyon Collection Silk Serum' },
    { source: 'survey_points', points: 20, daysAgo: 300 },
    { source: 'used_points', points: -200, daysAgo: 120 },
    { source: 'purchase_points', points: 300, daysAgo: 60 },
  ],
  'gold@demo.halcyonbeauty.test': [
    { source: 'registration_of_{product}_account', points: 100, daysAgo: 1200, subject: 'Halcyon Beauty' },
    { source: 'loyalty_points', points: 500, daysAgo: 1100 },
    { source: 'referred_mobile_app', points: 100, daysAgo: 1000 },
    { source: 'purchase_points_with_order_number', points: 1600, daysAgo: 500, orderNumber: 'HB-DEMO-1001' },
    { source: 'level_redemption', points: -300, daysAgo: 400 },
    { source: 'bonus_points', points: 600, daysAgo: 200 },
    { source: 'expired_points', points: -150, daysAgo: 100 },
    { source: 'manual_points_adjustment', points: -50, daysAgo: 90 },
  ],
  'staff@demo.halcyonbeauty.test': [
    { source: 'registration_of_{product}_account', points: 100, daysAgo: 500, subject: 'Halcyon Beauty' },
    { source: 'purchase_points', points: 540, daysAgo: 30 },
  ],
  'upgraded@demo.halcyonbeauty.test': [
    { source: 'registration_of_{product}_account', points: 100, daysAgo: 800, subject: 'Halcyon Beauty' },
    { source: 'purchase_points', points: 1100, daysAgo: 5 },
  ],
  'downgraded@demo.halcyonbeauty.test': [
    { source: 'registration_of_{product}_account', points: 100, daysAgo: 900, subject: 'Halcyon Beauty' },
    { source: 'purchase_points', points: 80, daysAgo: 400 },
  ],
  'warning@demo.halcyonbeauty.test': [
    { source: 'registration_of_{product}_account', points: 100, daysAgo: 345, subject: 'Halcyon Beauty' },
    { source: 'purchase_points', points: 350, daysAgo: 340 },
    { source: 'used_points', points: -150, daysAgo: 200 },
  ],
};

/** The demo members whose tier changed, so the dashboard shows each tier message. */
const DEMO_TIERS: Readonly<Record<string, DemoTier>> = {
  'upgraded@demo.halcyonbeauty.test': { previousTier: 'black', changedDaysAgo: 5, reviewInDays: 360 },
  'downgraded@demo.halcyonbeauty.test': { previousTier: 'black', changedDaysAgo: 10, reviewInDays: 355 },
  'warning@demo.halcyonbeauty.test': { previousTier: 'white', changedDaysAgo: 340, reviewInDays: 20 },
};

export const DAY_MS = 24 * 60 * 60 * 1000;

function joinedDaysAgo(email: string): number {
  const registration = DEMO_HISTORIES[email]?.find((entry) => entry.source === 'registration_of_{product}_account');
  return registration?.daysAgo ?? 0;
}

/** Writes the points histories (with the balance after each entry) and tier records of new demo members. */
async function seedLoyalty(db: Db, inserted: ReadonlyArray<{ id: number; email: string }>): Promise<void> {
  const now = Date.now();
  for (const member of inserted) {
    const history = DEMO_HISTORIES[member.email] ?? [];
    let balance = 0;
    const entries = history.map((entry) => {
      balance += entry.points;
      return {
        userId: member.id,
        source: entry.source,
        points: entry.points,
        balanceAfter: balance,
        orderNumber: entry.orderNumber ?? null,
        subject: entry.subject ?? null,
        createdAt: new Date(now - entry.daysAgo * DAY_MS),
      };
    });
    if (entries.length > 0) await db.insert(pointsLedger).values(entries);
    const tier = DEMO_TIERS[member.email];
    if (tier) {
      await db.insert(memberTiers).values({
        userId: member.id,
        previousTier: tier.previousTier,
        changedAt: new Date(now - tier.changedDaysAgo * DAY_MS),
        reviewOn: new Date(now + tier.reviewInDays * DAY_MS).toISOString().slice(0, 10),
      });
    }
  }
}
