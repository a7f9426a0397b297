import { describe, expect, it } from 'vitest';
import {
  computeCostSummary,
  type PricedLine,
  type PricingInput,
  promoEligible,
  subtotalOf,
} from '@/backend/rules/pricing';

// Bags of Singapore priced by hand (SGD in cents): GST 9 % included in prices, free delivery from
// 35.00 after discounts, 5.00 below it, one point per dollar spent. Discounts apply in turn: staff
// (30 %, 45 % on the house brand), then the promo, then the ten-percent-off perk (from 50.00 of
// subtotal), each on what the ones before left, never on a non-discountable line.

const line = (overrides: Partial<PricedLine> = {}): PricedLine => ({
  type: 'product',
  productId: 1,
  brandId: 1,
  isHouseBrand: false,
  unitPrice: 1000,
  quantity: 1,
  nonDiscountable: false,
  pointsCost: null,
  ...overrides,
});

const price = (lines: PricedLine[], options: Partial<PricingInput> = {}) =>
  computeCostSummary({ country: 'sg', lines, promo: null, isEmployee: false, tenPercentOff: false, ...options });

const sgd = (amount: number) => ({ amount, currency: 'SGD' });

const TEN_PERCENT = { code: 'TEN', discountType: 'percent' as const, discountValue: 10, brandIds: [], productIds: [] };
const fixed = (discountValue: number, brandIds: number[] = []) => ({
  code: 'FIXED',
  discountType: 'fixed' as const,
  discountValue,
  brandIds,
  productIds: [],
});

describe('stacked discounts', () => {
  it('takes staff, promo and perk in turn, each on what is left, none on the non-discountable line', () => {
    const summary = price(
      [
        line({ productId: 1, unitPrice: 4000 }),
        line({ productId: 2, brandId: 2, isHouseBrand: true, unitPrice: 2000, quantity: 2 }),
        line({ productId: 3, unitPrice: 3000, nonDiscountable: true }),
      ],
      { isEmployee: true, promo: TEN_PERCENT, tenPercentOff: true },
    );
    // Subtotal 40.00 + 2 × 20.00 + 30.00 = 110.00.
    // Staff: 30 % of 40.00 = 12.00 and 45 % of 40.00 = 18.00, leaving 28.00 and 22.00.
    // Promo: 10 % of 50.00 = 5.00, taken off the first line (23.00 left).
    // Perk: 10 % of 23.00 + 22.00 = 4.50. Net 110.00 − 39.50 = 70.50: free delivery.
    expect(summary).toEqual({
      subtotal: sgd(11_000),
      discount: sgd(3950),
      discounts: [
        { kind: 'staff_discount', label: 'Staff discount', amount: sgd(3000) },
        { kind: 'promo', label: 'TEN', amount: sgd(500) },
        { kind: 'ten_percent_off', label: '10% off', amount: sgd(450) },
      ],
      priceBeforeTax: sgd(6468),
      taxName: 'GST',
      taxPercent: 9,
      taxAmount: sgd(582),
      pointsEarned: 70,
      pointsRedeemed: 0,
      shipping: sgd(0),
      giftCardAmount: sgd(0),
      total: sgd(7050),
      freeShipping: { threshold: sgd(3500), remaining: sgd(0), qualified: true, privilege: null },
    });
  });

  it('leaves the promo off a non-discountable line, so the perk counts only what the promo left', () => {
    const summary = price([line({ unitPrice: 3000 }), line({ productId: 2, unitPrice: 2500, nonDiscountable: true })], {
      promo: fixed(1000, [1]),
      tenPercentOff: true,
    });
    // Promo: 10.00 off the 30.00 line. Perk: 10 % of the 20.00 left on it.
    expect(summary.discounts.map((entry) => [entry.kind, entry.amount.amount])).toEqual([
      ['promo', 1000],
      ['ten_percent_off', 200],
    ]);
    expect(summary.total).toEqual(sgd(4300));
  });

  it('spreads a fixed promo over the lines in order, each down to nothing at most', () => {
    const summary = price([line({ unitPrice: 6000 }), line({ productId: 2, unitPrice: 500 })], {
      promo: fixed(1000),
      tenPercentOff: true,
    });
    // 10.00 off the 60.00 line; the perk takes 10 % of 50.00 + 5.00.
    expect(summary.discounts.map((entry) => entry.amount.amount)).toEqual([1000, 550]);
    const small = price([line({ unitPrice: 500 }), line({ productId: 2, unitPrice: 6000 })], {
      promo: fixed(1000),
      tenPercentOff: true,
    });
    // 5.00 takes the first line to nothing, the other 5.00 comes off the second: 10 % of 55.00.
    expect(small.discounts.map((entry) => entry.amount.amount)).toEqual([1000, 550]);
  });

  it('caps a fixed promo at what the lines it covers cost', () => {
    const summary = price([line({ unitPrice: 800 }), line({ productId: 2, brandId: 2, unitPrice: 5000 })], {
      promo: fixed(1000, [1]),
    });
    expect(summary.discounts).toEqual([{ kind: 'promo', label: 'FIXED', amount: sgd(800) }]);
    expect(summary.total).toEqual(sgd(5000));
    expect(price([line({ unitPrice: 5000 })], { promo: fixed(1000) }).discount).toEqual(sgd(1000));
  });

  it('shows no line for a discount that takes nothing off', () => {
    const locked = [line({ unitPrice: 6000, nonDiscountable: true })];
    expect(price(locked, { isEmployee: true, tenPercentOff: true }).discounts).toEqual([]);
    // 10 % of 0.05 rounds down to nothing.
    expect(price([line({ unitPrice: 5 })], { promo: TEN_PERCENT }).discounts).toEqual([]);
  });
});

describe('delivery and payment', () => {
  it('charges delivery below the threshold, not for click and collect nor for a bag without products', () => {
    const small = [line({ unitPrice: 2000 })];
    expect(price(small).shipping).toEqual(sgd(500));
    expect(price(small).total).toEqual(sgd(2500));
    expect(price(small, { clickAndCollect: true }).shipping).toEqual(sgd(0));
    expect(price(small, { clickAndCollect: false }).shipping).toEqual(sgd(500));
    const extrasOnly = price([
      line({ type: 'sample', unitPrice: 0 }),
      line({ type: 'reward', unitPrice: 0, pointsCost: 500 }),
    ]);
    expect(extrasOnly.shipping).toEqual(sgd(0));
    expect(extrasOnly.total).toEqual(sgd(0));
    expect(price([]).total).toEqual(sgd(0));
  });

  it('lets a gift card pay part of the total, delivery included, and never more than it', () => {
    const small = [line({ unitPrice: 2000 })];
    const part = price(small, { giftCardAmount: 1000 });
    expect(part.giftCardAmount).toEqual(sgd(1000));
    expect(part.total).toEqual(sgd(1500));
    // Tax is the GST share of what is left to pay: 15.00 × 9/109.
    expect(part.priceBeforeTax).toEqual(sgd(1376));
    expect(part.taxAmount).toEqual(sgd(124));
    const whole = price(small, { giftCardAmount: 9999 });
    expect(whole.giftCardAmount).toEqual(sgd(2500));
    expect(whole.total).toEqual(sgd(0));
    expect(price(small).giftCardAmount).toEqual(sgd(0));
  });
});

describe('points', () => {
  it('counts the points of the rewards in the bag, each line times its quantity', () => {
    const summary = price([
      line({ unitPrice: 2000 }),
      line({ type: 'reward', productId: 8, unitPrice: 0, pointsCost: 500, quantity: 2 }),
      line({ type: 'reward', productId: 9, unitPrice: 0, pointsCost: 300 }),
    ]);
    expect(summary.pointsRedeemed).toBe(1300);
    expect(summary.subtotal).toEqual(sgd(2000));
  });

  it('earns a point per dollar after discounts, twice over in the birthday month', () => {
    const bag = [line({ unitPrice: 4599 })];
    expect(price(bag).pointsEarned).toBe(45);
    expect(price(bag, { birthdayMonth: true }).pointsEarned).toBe(90);
    expect(price(bag, { birthdayMonth: false }).pointsEarned).toBe(45);
    // 10 % off 45.99 leaves 41.40.
    expect(price(bag, { promo: TEN_PERCENT, birthdayMonth: true }).pointsEarned).toBe(82);
  });
});

describe('what a promo covers', () => {
  it('is every discountable product when it names none, else the products and brands it names', () => {
    const unlimited = { ...TEN_PERCENT };
    expect(promoEligible(line(), unlimited)).toBe(true);
    expect(promoEligible(line({ nonDiscountable: true }), unlimited)).toBe(false);
    expect(promoEligible(line({ type: 'gift' }), unlimited)).toBe(false);
    expect(promoEligible(line({ brandId: 3 }), { ...unlimited, brandIds: [3] })).toBe(true);
    expect(promoEligible(line({ brandId: 4 }), { ...unlimited, brandIds: [3] })).toBe(false);
    expect(promoEligible(line({ productId: 7 }), { ...unlimited, productIds: [7] })).toBe(true);
    expect(promoEligible(line({ productId: 8 }), { ...unlimited, productIds: [7] })).toBe(false);
    expect(promoEligible(line({ productId: 8, brandId: 3 }), { ...unlimited, brandIds: [3], productIds: [7] })).toBe(
      true,
    );
  });

  it('prices the products only: samples, gifts and rewards add nothing to the subtotal', () => {
    expect(
      subtotalOf([
        line({ unitPrice: 1250, quantity: 3 }),
        line({ type: 'sample', unitPrice: 900 }),
        line({ type: 'gift', unitPrice: 900 }),
        line({ type: 'reward', unitPrice: 900, pointsCost: 100 }),
      ]),
    ).toBe(3750);
  });
});
