import { COUNTRIES, type CountryCode } from '@/lib/api/contract';

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
  if (netMinor <= 0) return 0;
  const perPoint = MAJOR_UNITS_PER_POINT[country] * 10 ** COUNTRIES[country].currency.fractionDigits;
  return Math.floor(netMinor / perPoint);
}

/** What spending `points` worth takes, in minor units of the country's currency. */
export function spendForPoints(country: CountryCode, points: number): number {
  return points * MAJOR_UNITS_PER_POINT[country] * 10 ** COUNTRIES[country].currency.fractionDigits;
}

const TIER_RANK = { white: 0, black: 1, gold: 2 } as const;

export function meetsTier(tier: keyof typeof TIER_RANK, minimum: keyof typeof TIER_RANK | null): boolean {
  return minimum === null || TIER_RANK[tier] >= TIER_RANK[minimum];
}
