import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { pointsLedger, type UserRow } from '@/backend/db/schema';
import { tenPercentOffMinimum } from '@/backend/rules/pricing';
import { commerceClock } from '@/backend/shared/clock';
import type { Db } from '@/backend/types';
import {
  COUNTRIES,
  type CountryCode,
  DOWNGRADE_WARNING_DAYS,
  type LoyaltySummary,
  type LoyaltyTier,
  type Perk,
  POINTS_EXPIRY_MONTHS,
  type PointsHistoryResponse,
  type PointsSource,
  TIER_CHANGE_NEWS_DAYS,
  TIER_THRESHOLDS,
  type TierMessage,
} from '@/contract';
import { isBirthdayMonth, spendForPoints } from '@/backend/rules/loyalty';
import { addMonths, isoDate, tierRecord } from './review';
import {
  type PerkUse,
  type PerkUseKey,
  perkUses,
  type PerkWindow,
  type VoucherKey,
  voucherAmount,
  welcomeVoucherEnds,
} from './vouchers';

const DAY_MS = 24 * 60 * 60 * 1000;
const RANK: Record<LoyaltyTier, number> = { white: 0, black: 1, gold: 2 };
const NEXT: Record<LoyaltyTier, LoyaltyTier | null> = { white: 'black', black: 'gold', gold: null };
/** What keeps points alive: a purchase or a redemption. */
const ACTIVITY_SOURCES: readonly PointsSource[] = [
  'purchase_points',
  'purchase_points_with_order_number',
  'used_points',
  'level_redemption',
];

function threshold(tier: LoyaltyTier): number {
  return tier === 'white' ? 0 : TIER_THRESHOLDS[tier];
}

export interface TierState {
  tier: LoyaltyTier;
  previousTier: LoyaltyTier | null;
  changedAt: Date | null;
  reviewOn: string;
  tierPoints: number;
}

/** Which of the six tier messages the member sees, and the progress bar that goes with it. */
export function tierProgress(state: TierState, country: CountryCode, now: Date): LoyaltySummary['tier'] {
  const { tier, previousTier, changedAt, tierPoints } = state;
  const daysLeft = Math.max(0, Math.ceil((Date.parse(`${state.reviewOn}T00:00:00Z`) - now.getTime()) / DAY_MS));
  const news =
    previousTier !== null &&
    changedAt !== null &&
    now.getTime() - changedAt.getTime() <= TIER_CHANGE_NEWS_DAYS * DAY_MS;
  const kept = tier !== 'white' && tierPoints >= threshold(tier);
  let message: TierMessage;
  if (news && RANK[tier] > RANK[previousTier]) message = 'just_upgraded';
  else if (news && RANK[tier] < RANK[previousTier]) message = 'just_downgraded';
  else if (tier === 'gold' && kept) message = 'max_tier';
  else if (tier !== 'white' && !kept && daysLeft <= DOWNGRADE_WARNING_DAYS) message = 'downgrade_warning';
  else if (kept) message = 'keep_tier';
  else message = 'in_progress';

  const target: LoyaltyTier =
    message === 'downgrade_warning' || message === 'max_tier' || (tier !== 'white' && !kept)
      ? tier
      : (NEXT[tier] ?? tier);
  const needed = threshold(target);
  const missing = Math.max(0, needed - tierPoints);
  const currency = COUNTRIES[country].currency.code;
  return {
    message,
    current: tier,
    previous: previousTier,
    target,
    progress: needed === 0 ? 1 : Math.min(1, tierPoints / needed),
    amountToSpend: missing > 0 ? { amount: spendForPoints(country, missing), currency } : null,
    reviewOn: state.reviewOn,
    daysLeft,
  };
}

function birthdayWindow(dateOfBirth: string | null, now: Date): { inMonth: boolean; date: string } | null {
  if (!dateOfBirth) return null;
  const month = Number(dateOfBirth.slice(5, 7)) - 1;
  const year = now.getUTCFullYear();
  if (isBirthdayMonth(dateOfBirth, now))
    return { inMonth: true, date: isoDate(new Date(Date.UTC(year, month + 1, 0))) };
  const start = new Date(Date.UTC(now.getUTCMonth() < month ? year : year + 1, month, 1));
  return { inMonth: false, date: isoDate(start) };
}

/** Gold kept for the tier year: the Gold welcome gift is redeemable after retention. */
const retainedGold = (tier: LoyaltySummary['tier']) =>
  tier.current === 'gold' && (tier.message === 'max_tier' || tier.message === 'keep_tier');

/**
 * The Gold welcome gift's use for this tier year (its period is the review day), when the member
 * holds it: Gold retained, and no order but `exceptOrderId` has taken it this year.
 */
export async function goldWelcomeHeld(
  db: Db,
  user: UserRow,
  country: CountryCode,
  now: Date,
  exceptOrderId: number | null = null,
): Promise<PerkWindow | null> {
  if (user.loyaltyTier !== 'gold') return null;
  const record = await tierRecord(db, user, now);
  const tier = tierProgress({ tier: user.loyaltyTier, ...record, tierPoints: user.tierPointsCounter }, country, now);
  if (!retainedGold(tier)) return null;
  const uses = await perkUses(db, user.id);
  const taken = uses.some(
    (use) => use.perk === 'gold_welcome' && use.period === tier.reviewOn && use.orderId !== exceptOrderId,
  );
  return taken ? null : { key: 'gold_welcome', period: tier.reviewOn };
}

/** The member's perks with their state: what applies now, what comes, what their tier does not give yet. */
export function memberPerks(
  user: UserRow,
  tier: LoyaltySummary['tier'],
  country: CountryCode,
  now: Date,
  uses: readonly PerkUse[] = [],
): Perk[] {
  const currency = COUNTRIES[country].currency.code;
  const voucherMoney = (key: VoucherKey) => ({ amount: voucherAmount(key, country), currency });
  const perks: Perk[] = [
    {
      key: 'ten_percent_off',
      state: 'active',
      minimumSpend: { amount: tenPercentOffMinimum(country), currency },
      date: null,
    },
  ];
  const usedOn = (key: PerkUseKey, period: string) => {
    const use = uses.find((one) => one.perk === key && one.period === period);
    return use ? isoDate(use.createdAt) : null;
  };
  const welcome = (amountOff: Perk['amountOff']) => ({
    key: 'welcome_voucher' as const,
    minimumSpend: null,
    amountOff,
  });
  const welcomeEnds = welcomeVoucherEnds(user);
  const welcomeUsed = usedOn('welcome_voucher', 'once');
  if (welcomeUsed) perks.push({ ...welcome(null), state: 'used', date: welcomeUsed });
  else if (now < welcomeEnds)
    perks.push({ ...welcome(voucherMoney('welcome_voucher')), state: 'active', date: isoDate(welcomeEnds) });
  else if (now.getTime() - welcomeEnds.getTime() <= TIER_CHANGE_NEWS_DAYS * DAY_MS)
    // Said for a while after it ends, so a member who missed it knows why it left the list.
    perks.push({ ...welcome(null), state: 'expired', date: isoDate(welcomeEnds) });
  const birthday = birthdayWindow(user.dateOfBirth, now);
  const birthdayUsed = birthday?.inMonth ? usedOn('birthday_voucher', String(now.getUTCFullYear())) : null;
  for (const key of ['birthday_voucher', 'birthday_points'] as const) {
    const amountOff = key === 'birthday_voucher' ? voucherMoney(key) : null;
    perks.push(
      key === 'birthday_voucher' && birthdayUsed
        ? { key, state: 'used', minimumSpend: null, amountOff: null, date: birthdayUsed }
        : birthday
          ? { key, state: birthday.inMonth ? 'active' : 'upcoming', minimumSpend: null, amountOff, date: birthday.date }
          : { key, state: 'locked', minimumSpend: null, amountOff: null, date: null },
    );
  }
  const goldGiftUsed = retainedGold(tier) ? usedOn('gold_welcome', tier.reviewOn) : null;
  perks.push(
    tier.current !== 'gold'
      ? { key: 'gold_welcome', state: 'locked', minimumSpend: null, date: null }
      : goldGiftUsed
        ? { key: 'gold_welcome', state: 'used', minimumSpend: null, date: goldGiftUsed }
        : retainedGold(tier)
          ? { key: 'gold_welcome', state: 'active', minimumSpend: null, date: null }
          : { key: 'gold_welcome', state: 'upcoming', minimumSpend: null, date: tier.reviewOn },
  );
  if (user.isEmployee) perks.push({ key: 'staff_discount', state: 'active', minimumSpend: null, date: null });
  return perks;
}

/**
 * The day a member's points lapse: the whole balance, POINTS_EXPIRY_MONTHS after the last purchase
 * or redemption (or after joining, with neither).
 */
export async function pointsLapseDate(db: Db, user: Pick<UserRow, 'id' | 'createdAt'>): Promise<Date> {
  const [last] = await db
    .select({ at: pointsLedger.createdAt })
    .from(pointsLedger)
    .where(and(eq(pointsLedger.userId, user.id), inArray(pointsLedger.source, [...ACTIVITY_SOURCES])))
    .orderBy(desc(pointsLedger.createdAt))
    .limit(1);
  return addMonths(last?.at ?? user.createdAt, POINTS_EXPIRY_MONTHS);
}

/** The points that expire next. */
async function expiringPoints(db: Db, user: UserRow): Promise<LoyaltySummary['points']['expiring']> {
  if (user.loyaltyPoints <= 0) return null;
  return { amount: user.loyaltyPoints, date: isoDate(await pointsLapseDate(db, user)) };
}

export async function loyaltySummary(
  db: Db,
  user: UserRow,
  country: CountryCode,
  now = commerceClock.now(),
): Promise<LoyaltySummary> {
  const tier = tierProgress(
    { tier: user.loyaltyTier, ...(await tierRecord(db, user, now)), tierPoints: user.tierPointsCounter },
    country,
    now,
  );
  return {
    member: {
      firstName: user.firstName,
      lastName: user.lastName,
      cardNumber: user.cardNumber,
      tier: user.loyaltyTier,
      isEmployee: user.isEmployee,
    },
    points: { balance: user.loyaltyPoints, expiring: await expiringPoints(db, user) },
    tier,
    perks: memberPerks(user, tier, country, now, await perkUses(db, user.id)),
  };
}

/** A page of the member's points ledger, newest first. */
export async function pointsHistory(
  db: Db,
  userId: number,
  page: number,
  perPage: number,
): Promise<PointsHistoryResponse> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
  const rows = await db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map((row) => ({
      id: row.id,
      source: row.source,
      points: row.points,
      balanceAfter: row.balanceAfter,
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      subject: row.subject,
      createdAt: row.createdAt.toISOString(),
    })),
    meta: { page, perPage, total, totalPages: Math.ceil(total / perPage) },
  };
}
