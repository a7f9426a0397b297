import { COUNTRIES, type CountryCode } from '@/contract';

/** One Beauty Pass point per this many major units spent (about one US dollar's worth). */
const MAJOR_UNITS_PER_POINT: Record<CountryCode, number> = {
  au: 1,
  hk: 6,
  id: 10_000,
  my: 3,
  nz: 1,
  ph: 50,
  sg: 1,
  th: 30,
};

/** Points earned on a spend in minor units (after discounts, before shipping). */
export function pointsForSpend(country: CountryCode, netMinor: number): number {
  // Stryker disable next-line EqualityOperator: `< 0` is equivalent, a spend of 0 earns floor(0 / n) = 0 points either way.
  if (netMinor <= 0) return 0;
  const perPoint = MAJOR_UNITS_PER_POINT[country] * 10 ** COUNTRIES[country].currency.fractionDigits;
  return Math.floor(netMinor / perPoint);
}

/** In the member's birthday month, purchases earn this many times their points. */
export const BIRTHDAY_POINTS_MULTIPLIER = 2;

/**
 * Whether `now` falls in the month of the member's birthday (`YYYY-MM-DD`), by the calendar the
 * perks are shown with (UTC), so the dashboard's "double points this month" and the points earned agree.
 */
export function isBirthdayMonth(dateOfBirth: string | null, now: Date): boolean {
  if (!dateOfBirth || !/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return false;
  return Number(dateOfBirth.slice(5, 7)) - 1 === now.getUTCMonth();
}

/** What spending `points` worth takes, in minor units of the country's currency. */
export function spendForPoints(country: CountryCode, points: number): number {
  return points * MAJOR_UNITS_PER_POINT[country] * 10 ** COUNTRIES[country].currency.fractionDigits;
}

const TIER_RANK = { white: 0, black: 1, gold: 2 } as const;

export function meetsTier(tier: keyof typeof TIER_RANK, minimum: keyof typeof TIER_RANK | null): boolean {
  return minimum === null || TIER_RANK[tier] >= TIER_RANK[minimum];
}
