import { describe, expect, it } from 'vitest';
import { computeCostSummary, type PricedLine } from '@/backend/rules/pricing';
import type { CountryCode } from '@/contract';
import { formatMoney } from '@/lib/site/money';

// Every expected figure below is worked out by hand from the shop's rules, not by the code under test:
// - tax is included in prices: price before tax = round(total × 100 / (100 + rate)), tax = total − that;
// - shipping is the country's flat fee below its free-delivery threshold (on the spend after
//   discounts), nothing at or above it;
// - points: one per currency unit of spend after discounts (AU, NZ, SG 1; HK 6; ID 10,000; MY 3;
//   PH 50; TH 30), rounded down;
// - amounts are integer minor units: IDR has none, the others two.

const product = (unitPrice: number, overrides: Partial<PricedLine> = {}): PricedLine => ({
  type: 'product',
  productId: 1,
  brandId: 1,
  isHouseBrand: false,
  unitPrice,
  quantity: 1,
  nonDiscountable: false,
  pointsCost: null,
  ...overrides,
});

const TEN_PERCENT_PROMO = {
  code: 'TEN',
  discountType: 'percent' as const,
  discountValue: 10,
  brandIds: [],
  productIds: [],
};

interface Row {
  country: CountryCode;
  taxPercent: number;
  price: number;
  /** Below the threshold: the flat fee is charged. */
  below: { shipping: number; total: number; priceBeforeTax: number; tax: number; points: number; formatted: string };
  /** A 10 % promo on a price above the threshold. */
  promoPrice: number;
  above: { discount: number; total: number; priceBeforeTax: number; tax: number; points: number };
}

const TABLE: Row[] = [
  {
    country: 'au',
    taxPercent: 10,
    price: 2000,
    below: { shipping: 795, total: 2795, priceBeforeTax: 2541, tax: 254, points: 20, formatted: '$27.95' },
    promoPrice: 4599,
    above: { discount: 459, total: 4140, priceBeforeTax: 3764, tax: 376, points: 41 },
  },
  {
    country: 'hk',
    taxPercent: 0,
    price: 30000,
    below: { shipping: 4000, total: 34000, priceBeforeTax: 34000, tax: 0, points: 50, formatted: 'HK$340.00' },
    promoPrice: 60000,
    above: { discount: 6000, total: 54000, priceBeforeTax: 54000, tax: 0, points: 90 },
  },
  {
    country: 'id',
    taxPercent: 11,
    price: 250000,
    below: { shipping: 30000, total: 280000, priceBeforeTax: 252252, tax: 27748, points: 25, formatted: 'Rp 280.000' },
    promoPrice: 650000,
    above: { discount: 65000, total: 585000, priceBeforeTax: 527027, tax: 57973, points: 58 },
  },
  {
    country: 'my',
    taxPercent: 8,
    price: 5000,
    below: { shipping: 800, total: 5800, priceBeforeTax: 5370, tax: 430, points: 16, formatted: 'RM 58.00' },
    promoPrice: 12000,
    above: { discount: 1200, total: 10800, priceBeforeTax: 10000, tax: 800, points: 36 },
  },
  {
    country: 'nz',
    taxPercent: 15,
    price: 2000,
    below: { shipping: 795, total: 2795, priceBeforeTax: 2430, tax: 365, points: 20, formatted: '$27.95' },
    promoPrice: 4599,
    above: { discount: 459, total: 4140, priceBeforeTax: 3600, tax: 540, points: 41 },
  },
  {
    country: 'ph',
    taxPercent: 12,
    price: 150000,
    below: { shipping: 15000, total: 165000, priceBeforeTax: 147321, tax: 17679, points: 30, formatted: '₱1,650.00' },
    promoPrice: 400000,
    above: { discount: 40000, total: 360000, priceBeforeTax: 321429, tax: 38571, points: 72 },
  },
  {
    country: 'sg',
    taxPercent: 9,
    price: 2000,
    below: { shipping: 500, total: 2500, priceBeforeTax: 2294, tax: 206, points: 20, formatted: 'S$25.00' },
    promoPrice: 4599,
    above: { discount: 459, total: 4140, priceBeforeTax: 3798, tax: 342, points: 41 },
  },
  {
    country: 'th',
    taxPercent: 7,
    price: 30000,
    below: { shipping: 5000, total: 35000, priceBeforeTax: 32710, tax: 2290, points: 10, formatted: '฿350.00' },
    promoPrice: 60000,
    above: { discount: 6000, total: 54000, priceBeforeTax: 50467, tax: 3533, points: 18 },
  },
];

const plain = (text: string) => text.replace(/\s/g, ' ');

describe.each(TABLE)('the cost summary in $country', (row) => {
  it(`charges shipping below the threshold and includes ${row.taxPercent} % tax`, () => {
    const s = computeCostSummary({
      country: row.country,
      lines: [product(row.price)],
      promo: null,
      isEmployee: false,
      tenPercentOff: false,
    });
    expect(s.taxPercent).toBe(row.taxPercent);
    expect(s.subtotal.amount).toBe(row.price);
    expect(s.shipping.amount).toBe(row.below.shipping);
    expect(s.total.amount).toBe(row.below.total);
    expect(s.priceBeforeTax.amount).toBe(row.below.priceBeforeTax);
    expect(s.taxAmount.amount).toBe(row.below.tax);
    expect(s.pointsEarned).toBe(row.below.points);
    expect(plain(formatMoney(s.total.amount, row.country))).toBe(row.below.formatted);
  });

  it('ships free above the threshold and earns points on the spend after the discount', () => {
    const s = computeCostSummary({
      country: row.country,
      lines: [product(row.promoPrice)],
      promo: TEN_PERCENT_PROMO,
      isEmployee: false,
      tenPercentOff: false,
    });
    expect(s.discount.amount).toBe(row.above.discount);
    expect(s.shipping.amount).toBe(0);
    expect(s.freeShipping.qualified).toBe(true);
    expect(s.total.amount).toBe(row.above.total);
    expect(s.priceBeforeTax.amount).toBe(row.above.priceBeforeTax);
    expect(s.taxAmount.amount).toBe(row.above.tax);
    expect(s.pointsEarned).toBe(row.above.points);
  });
});

describe('stacked discounts', () => {
  // A staff member in SG with a 10 % promo and the ten-percent-off perk:
  // - a line of S$100.00, a house-brand line of S$200.00, a non-discountable line of S$50.00;
  // - staff: 30 % of 10000 = 3000, 45 % of 20000 = 9000, nothing on the non-discountable line;
  // - promo 10 % of what is left on discountable lines (7000 + 11000) = 1800;
  // - ten-percent-off on what is then left on discountable lines (5200 + 11000) = 1620;
  // - discount 15420, net 19580 (free shipping), price before tax round(1958000 / 109) = 17963,
  //   tax 1617, points 195.
  const lines = [
    product(10000, { productId: 1 }),
    product(20000, { productId: 2, isHouseBrand: true }),
    product(5000, { productId: 3, nonDiscountable: true }),
  ];

  it('applies staff, promo and ten-percent-off in turn, never on a non-discountable line', () => {
    const s = computeCostSummary({
      country: 'sg',
      lines,
      promo: TEN_PERCENT_PROMO,
      isEmployee: true,
      tenPercentOff: true,
    });
    expect(s.discounts.map((d) => [d.kind, d.amount.amount])).toEqual([
      ['staff_discount', 12000],
      ['promo', 1800],
      ['ten_percent_off', 1620],
    ]);
    expect(s.subtotal.amount).toBe(35000);
    expect(s.discount.amount).toBe(15420);
    expect(s.shipping.amount).toBe(0);
    expect(s.total.amount).toBe(19580);
    expect(s.priceBeforeTax.amount).toBe(17963);
    expect(s.taxAmount.amount).toBe(1617);
    expect(s.pointsEarned).toBe(195);
  });

  it('a reward line costs points, not money, and earns nothing', () => {
    const reward: PricedLine = { ...product(0), type: 'reward', productId: 9, pointsCost: 1500 };
    const s = computeCostSummary({
      country: 'sg',
      lines: [product(2000), reward],
      promo: null,
      isEmployee: false,
      tenPercentOff: false,
    });
    expect(s.subtotal.amount).toBe(2000);
    expect(s.total.amount).toBe(2500);
    expect(s.pointsRedeemed).toBe(1500);
    expect(s.pointsEarned).toBe(20);
  });

  it('doubles the points earned in the member’s birthday month, and nothing else', () => {
    const input = {
      country: 'th' as const,
      lines: [product(150_000)],
      promo: null,
      isEmployee: false,
      tenPercentOff: false,
    };
    const usual = computeCostSummary(input);
    const birthday = computeCostSummary({ ...input, birthdayMonth: true });
    // ฿1,500.00 earns 1 point per ฿30: 50, doubled to 100; the money stays the same.
    expect(usual.pointsEarned).toBe(50);
    expect(birthday.pointsEarned).toBe(100);
    expect(birthday.total).toEqual(usual.total);
    expect(birthday.taxAmount).toEqual(usual.taxAmount);
  });
});
