import { describe, expect, it } from 'vitest';
import { isBirthdayMonth, meetsTier, pointsForSpend, spendForPoints } from '@/backend/rules/loyalty';
import { COUNTRY_CODES } from '@/contract';

// One Beauty Pass point per about one US dollar's worth of spend: 1 major unit in AU, NZ and SG,
// 6 in HK, 10,000 in ID, 3 in MY, 50 in PH, 30 in TH. Amounts are in minor units (none for IDR).
const MINOR_UNITS_PER_POINT = { au: 100, hk: 600, id: 10_000, my: 300, nz: 100, ph: 5000, sg: 100, th: 3000 } as const;

describe('points for a spend', () => {
  it.each(COUNTRY_CODES)('%s: one point per step, none for a spend one minor unit short of it', (country) => {
    const step = MINOR_UNITS_PER_POINT[country];
    expect(pointsForSpend(country, step)).toBe(1);
    expect(pointsForSpend(country, step - 1)).toBe(0);
    expect(pointsForSpend(country, 7 * step + step - 1)).toBe(7);
    expect(pointsForSpend(country, 1)).toBe(0);
  });

  it('gives nothing for no spend, or for less than nothing', () => {
    expect(pointsForSpend('sg', 0)).toBe(0);
    expect(pointsForSpend('sg', -500)).toBe(0);
    expect(pointsForSpend('id', -10_000)).toBe(0);
  });
});

describe('the spend a number of points takes', () => {
  it.each(COUNTRY_CODES)('%s: the spend that earns exactly those points', (country) => {
    expect(spendForPoints(country, 1)).toBe(MINOR_UNITS_PER_POINT[country]);
    expect(spendForPoints(country, 250)).toBe(250 * MINOR_UNITS_PER_POINT[country]);
    expect(pointsForSpend(country, spendForPoints(country, 250))).toBe(250);
    expect(spendForPoints(country, 0)).toBe(0);
  });
});

describe('the birthday month', () => {
  const march = new Date('2026-03-15T12:00:00Z');

  it('is the month of the date of birth, in any year', () => {
    expect(isBirthdayMonth('1990-03-01', march)).toBe(true);
    expect(isBirthdayMonth('2001-03-31', march)).toBe(true);
    expect(isBirthdayMonth('1990-02-28', march)).toBe(false);
    expect(isBirthdayMonth('1990-04-01', march)).toBe(false);
    expect(isBirthdayMonth('1990-12-25', new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isBirthdayMonth('1990-01-25', new Date('2026-01-31T23:59:59Z'))).toBe(true);
  });

  it('goes by UTC: the first hours of March in Singapore are still February', () => {
    const singaporeMorning = new Date('2026-03-01T02:00:00+08:00');
    expect(isBirthdayMonth('1990-02-10', singaporeMorning)).toBe(true);
    expect(isBirthdayMonth('1990-03-10', singaporeMorning)).toBe(false);
  });

  it('is never without a date of birth, or with one that is not YYYY-MM-DD', () => {
    expect(isBirthdayMonth(null, march)).toBe(false);
    expect(isBirthdayMonth('', march)).toBe(false);
    // Each holds a well-formed date, or "03" where the month would be, inside something that is not one.
    for (const malformed of ['x1990-03-15', '1990-03-15x', 'abc1903-01-01', '19903-03-15', '1990-03-1', '1990/03/15']) {
      expect(isBirthdayMonth(malformed, march), malformed).toBe(false);
    }
  });
});

describe('tiers', () => {
  it('lets a tier redeem what its own tier or a lower one may, and everybody what needs none', () => {
    expect(meetsTier('white', null)).toBe(true);
    expect(meetsTier('white', 'white')).toBe(true);
    expect(meetsTier('white', 'black')).toBe(false);
    expect(meetsTier('black', 'black')).toBe(true);
    expect(meetsTier('black', 'white')).toBe(true);
    expect(meetsTier('black', 'gold')).toBe(false);
    expect(meetsTier('gold', 'gold')).toBe(true);
    expect(meetsTier('gold', 'black')).toBe(true);
  });
});
