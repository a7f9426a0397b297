/**
 * The Beauty Pass vouchers: the welcome voucher (once, within WELCOME_VOUCHER_DAYS of joining) and
 * the birthday voucher (once in each birthday month); the Gold welcome gift is taken the same way. A voucher is held while its window is open
 * and no order has taken it; an order takes it by a row of member_perk_uses, which the unique key
 * gives to one order only, and gives it back when it fails or is cancelled.
 */
import { and, eq } from 'drizzle-orm';
import { memberPerkUses, type UserRow } from '@/backend/db/schema';
import { isBirthdayMonth } from '@/backend/rules/loyalty';
import { commerceClock } from '@/backend/shared/clock';
import { isoDate } from './review';
import type { Db } from '@/backend/types';
import { COUNTRIES, type CountryCode, VOUCHER_AMOUNTS_MAJOR, WELCOME_VOUCHER_DAYS } from '@/contract';

export const VOUCHER_KEYS = ['welcome_voucher', 'birthday_voucher'] as const;
export type VoucherKey = (typeof VOUCHER_KEYS)[number];
/** The perks an order takes once: the vouchers and the Gold welcome gift. */
export type PerkUseKey = VoucherKey | 'gold_welcome';
/** One use of a once-only perk: which perk, and which of its periods. */
export interface PerkWindow {
  key: PerkUseKey;
  period: string;
}
export type PerkUse = typeof memberPerkUses.$inferSelect;
type VoucherMember = Pick<UserRow, 'id' | 'createdAt' | 'dateOfBirth'>;

const DAY_MS = 24 * 60 * 60 * 1000;

export const isVoucherKey = (key: string | null | undefined): key is VoucherKey =>
  VOUCHER_KEYS.some((voucher) => voucher === key);

/** What the voucher takes off, in minor units of the country's currency. */
export function voucherAmount(key: VoucherKey, country: CountryCode): number {
  return VOUCHER_AMOUNTS_MAJOR[key][country] * 10 ** COUNTRIES[country].currency.fractionDigits;
}

export interface VoucherWindow extends PerkWindow {
  key: VoucherKey;
  /** Which use of the voucher this is: `once`, or the birthday's year. */
  period: string;
  /** The last day (ISO date) an order can take it. */
  validUntil: string;
}

/** The welcome voucher's last day: WELCOME_VOUCHER_DAYS after joining. */
export function welcomeVoucherEnds(member: Pick<UserRow, 'createdAt'>): Date {
  return new Date(member.createdAt.getTime() + WELCOME_VOUCHER_DAYS * DAY_MS);
}

/** The voucher's window that is open now, or null when it is not (yet, or any more). */
export function voucherWindow(key: VoucherKey, member: VoucherMember, now: Date): VoucherWindow | null {
  if (key === 'welcome_voucher') {
    const ends = welcomeVoucherEnds(member);
    return now < ends ? { key, period: 'once', validUntil: isoDate(ends) } : null;
  }
  if (!member.dateOfBirth || !isBirthdayMonth(member.dateOfBirth, now)) return null;
  const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0));
  return { key, period: String(now.getUTCFullYear()), validUntil: isoDate(lastDay) };
}

/** The one-time perks the member's orders have taken. */
export function perkUses(db: Db, userId: number): Promise<PerkUse[]> {
  return db.select().from(memberPerkUses).where(eq(memberPerkUses.userId, userId));
}

const usedIn = (uses: readonly PerkUse[], window: VoucherWindow, exceptOrderId: number | null) =>
  uses.some((use) => use.perk === window.key && use.period === window.period && use.orderId !== exceptOrderId);

/**
 * The vouchers the member holds now: open and not taken by an order (other than `exceptOrderId`,
 * an order paid again that took it already).
 */
export async function heldVouchers(
  db: Db,
  member: VoucherMember,
  now: Date,
  exceptOrderId: number | null = null,
): Promise<VoucherWindow[]> {
  const windows = VOUCHER_KEYS.map((key) => voucherWindow(key, member, now)).filter(
    (window): window is VoucherWindow => window !== null,
  );
  if (windows.length === 0) return [];
  const uses = await perkUses(db, member.id);
  return windows.filter((window) => !usedIn(uses, window, exceptOrderId));
}

/**
 * Gives the perk's use to the order, in the order's transaction: false when another order has it.
 * Taking it again for the order that holds it is true.
 */
export async function takePerk(db: Db, userId: number, window: PerkWindow, orderId: number): Promise<boolean> {
  const [taken] = await db
    .insert(memberPerkUses)
    .values({ userId, perk: window.key, period: window.period, orderId, createdAt: commerceClock.now() })
    .onConflictDoNothing()
    .returning();
  if (taken) return true;
  const [held] = await db
    .select()
    .from(memberPerkUses)
    .where(
      and(
        eq(memberPerkUses.userId, userId),
        eq(memberPerkUses.perk, window.key),
        eq(memberPerkUses.period, window.period),
        eq(memberPerkUses.orderId, orderId),
      ),
    );
  return held !== undefined;
}

/** An order that will not be paid gives its vouchers and gifts back. */
export async function releasePerks(db: Db, orderId: number): Promise<void> {
  await db.delete(memberPerkUses).where(eq(memberPerkUses.orderId, orderId));
}
