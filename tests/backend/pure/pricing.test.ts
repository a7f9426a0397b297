import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsForSpend } from '@/backend/rules/loyalty';
import { cardOutcome, orderStatusOf, promptPayPayload } from '@/backend/rules/payments';
import { computeCostSummary, type PricedLine, type PromoRule, tenPercentOffMinimum } from '@/backend/rules/pricing';
import { promoViolation, type PromoRecord } from '@/backend/rules/promos';
import { COUNTRIES, COUNTRY_CODES } from '@/contract';

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

const lineArb = fc.record({
  type: fc.constantFrom('product', 'product', 'product', 'sample', 'gift', 'reward') as fc.Arbitrary<
    PricedLine['type']
  >,
  productId: fc.integer({ min: 1, max: 5 }),
  brandId: fc.integer({ min: 1, max: 3 }),
  isHouseBrand: fc.boolean(),
  unitPrice: fc.integer({ min: 1, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 6 }),
  nonDiscountable: fc.boolean(),
  pointsCost: fc.option(fc.integer({ min: 100, max: 5000 }), { nil: null }),
});

const promoArb: fc.Arbitrary<PromoRule | null> = fc.option(
  fc
    .record({
      code: fc.constant('CODE'),
      discountType: fc.constantFrom('percent', 'fixed') as fc.Arbitrary<'percent' | 'fixed'>,
      discountValue: fc.integer({ min: 0, max: 100_000 }),
      brandIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
      productIds: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
    })
    .map((promo) =>
      promo.discountType === 'percent' ? { ...promo, discountValue: promo.discountValue % 101 } : promo,
    ),
  { nil: null },
);

describe('cost summary', () => {
  it('adds up in integer minor units for any bag', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_CODES),
        fc.array(lineArb, { maxLength: 6 }),
        promoArb,
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (country, lines, promo, isEmployee, tenPercentOff, clickAndCollect) => {
          const s = computeCostSummary({ country, lines, promo, isEmployee, tenPercentOff, clickAndCollect });
          const amounts = [
            s.subtotal,
            s.discount,
            s.priceBeforeTax,
            s.taxAmount,
            s.shipping,
            s.total,
            s.giftCardAmount,
          ];
          for (const money of amounts) {
            expect(Number.isSafeInteger(money.amount)).toBe(true);
            expect(money.currency).toBe(COUNTRIES[country].currency.code);
          }
          expect(s.discount.amount).toBe(s.discounts.reduce((sum, d) => sum + d.amount.amount, 0));
          expect(s.discount.amount).toBeGreaterThanOrEqual(0);
          expect(s.discount.amount).toBeLessThanOrEqual(s.subtotal.amount);
          expect(s.total.amount).toBe(
            s.subtotal.amount - s.discount.amount + s.shipping.amount - s.giftCardAmount.amount,
          );
          // The tax included in the total is the rate's share of it, to within half a minor unit.
          const rate = COUNTRIES[country].taxPercent;
          expect(s.taxPercent).toBe(rate);
          expect(Math.abs(s.taxAmount.amount * (100 + rate) - s.total.amount * rate)).toBeLessThanOrEqual(
            (100 + rate) / 2,
          );
          expect(s.priceBeforeTax.amount + s.taxAmount.amount).toBe(s.total.amount);
          if (COUNTRIES[country].taxPercent === 0) expect(s.taxAmount.amount).toBe(0);
          const net = s.subtotal.amount - s.discount.amount;
          expect(s.freeShipping.remaining.amount).toBe(Math.max(0, COUNTRIES[country].freeShippingThreshold - net));
          if (clickAndCollect || s.freeShipping.qualified) expect(s.shipping.amount).toBe(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('charges the flat fee below the threshold and nothing at it', () => {
    const { freeShippingThreshold, shippingFee } = COUNTRIES.sg;
    const below = computeCostSummary({
      country: 'sg',
      lines: [line({ unitPrice: freeShippingThreshold - 1 })],
      promo: null,
      isEmployee: false,
      tenPercentOff: false,
    });
    expect(below.shipping.amount).toBe(shippingFee);
    expect(below.freeShipping.remaining.amount).toBe(1);
    const at = computeCostSummary({
      country: 'sg',
      lines: [line({ unitPrice: freeShippingThreshold })],
      promo: null,
      isEmployee: false,
      tenPercentOff: false,
    });
    expect(at.shipping.amount).toBe(0);
  });

  it('gives staff 30%, 45% on the house brand, never on non-discountable items', () => {
    const s = computeCostSummary({
      country: 'sg',
      lines: [
        line({ unitPrice: 1000 }),
        line({ unitPrice: 2000, isHouseBrand: true }),
        line({ unitPrice: 5000, nonDiscountable: true }),
      ],
      promo: null,
      isEmployee: true,
      tenPercentOff: false,
    });
    expect(s.discount.amount).toBe(300 + 900);
  });

  it('needs 50 in the major unit for the ten-percent-off perk', () => {
    expect(tenPercentOffMinimum('sg')).toBe(5000);
    expect(tenPercentOffMinimum('id')).toBe(50);
    const below = computeCostSummary({
      country: 'sg',
      lines: [line({ unitPrice: 4999 })],
      promo: null,
      isEmployee: false,
      tenPercentOff: true,
    });
    expect(below.discount.amount).toBe(0);
    const at = computeCostSummary({
      country: 'sg',
      lines: [line({ unitPrice: 5000 })],
      promo: null,
      isEmployee: false,
      tenPercentOff: true,
    });
    expect(at.discount.amount).toBe(500);
  });

  it('earns one point per currency unit of spend, rounded down (per-country figures: money.test.ts)', () => {
    expect(pointsForSpend('sg', 4599)).toBe(45);
    expect(pointsForSpend('id', 250_000)).toBe(25);
    expect(pointsForSpend('sg', 0)).toBe(0);
  });
});

describe('promo rules', () => {
  const promo: PromoRecord = {
    id: 1,
    code: 'CODE',
    discountType: 'percent',
    discountValue: 10,
    brandIds: [],
    productIds: [],
    minimumSpend: null,
    firstTimeOnly: false,
    combinableWithCredits: true,
    startsAt: new Date('2026-01-01T00:00:00Z'),
    endsAt: null,
  };
  const context = {
    lines: [line()],
    now: new Date('2026-06-01T00:00:00Z'),
    firstTimeCustomer: true,
    useStoreCredits: false,
  };

  it('names the first rule that fails', () => {
    expect(promoViolation(promo, context)).toBeNull();
    expect(promoViolation({ ...promo, endsAt: new Date('2026-05-01T00:00:00Z') }, context)).toBe('expired');
    expect(promoViolation({ ...promo, startsAt: new Date('2026-07-01T00:00:00Z') }, context)).toBe('expired');
    expect(promoViolation({ ...promo, firstTimeOnly: true }, { ...context, firstTimeCustomer: false })).toBe(
      'first_time_customers_only',
    );
    expect(promoViolation({ ...promo, minimumSpend: 1001 }, context)).toBe('minimum_order');
    expect(promoViolation({ ...promo, brandIds: [9] }, context)).toBe('product_or_brand_limits');
    expect(promoViolation({ ...promo, combinableWithCredits: false }, { ...context, useStoreCredits: true })).toBe(
      'cannot_combine_with_credits',
    );
  });
});

describe('test gateway', () => {
  it('decides by card number', () => {
    expect(cardOutcome('4242 4242 4242 4242', 'card')).toBe('paid');
    expect(cardOutcome('4000000000000002', 'card')).toBe('declined');
    expect(cardOutcome('4100000000000019', 'card')).toBe('blocked');
    expect(cardOutcome('4000000000003220', 'card')).toBe('review');
    expect(cardOutcome('1234567812345678', 'card')).toBe('declined');
    expect(cardOutcome(undefined, 'bnpl:atome')).toBe('paid');
    expect(orderStatusOf('review', 'card')).toBe('fraud_check_pending');
    expect(orderStatusOf('review', 'bnpl:klarna')).toBe('payment_pending');
  });

  it('builds a distinct PromptPay payload per attempt', () => {
    const first = promptPayPayload('HBTH00000001', 1, 123_450);
    // Tag 54 (amount), length 07, value.
    expect(first).toContain('54071234.50');
    expect(first).toContain('5303764');
    expect(first).not.toBe(promptPayPayload('HBTH00000001', 2, 123_450));
  });
});

describe('Beauty Pass Gold and vouchers in the cost summary', () => {
  it('ships a Gold member free from half the threshold, in whole units of every currency', () => {
    const base = { country: 'sg', promo: null, isEmployee: false, tenPercentOff: false } as const;
    // S$20: under S$35, over Gold's S$18.
    const gold = computeCostSummary({ ...base, lines: [line({ unitPrice: 2000 })], gold: true });
    expect(gold.freeShipping).toMatchObject({ threshold: { amount: 1800 }, qualified: true, privilege: 'gold' });
    expect(gold.shipping.amount).toBe(0);
    const other = computeCostSummary({ ...base, lines: [line({ unitPrice: 2000 })] });
    expect(other.freeShipping).toMatchObject({ threshold: { amount: 3500 }, qualified: false, privilege: null });
    expect(other.shipping.amount).toBeGreaterThan(0);
    for (const country of COUNTRY_CODES) {
      const unit = 10 ** COUNTRIES[country].currency.fractionDigits;
      const threshold = computeCostSummary({ ...base, country, lines: [], gold: true }).freeShipping.threshold.amount;
      expect(threshold % unit).toBe(0);
      expect(threshold).toBeLessThan(COUNTRIES[country].freeShippingThreshold);
    }
  });

  it('takes a voucher off what the discounts before it left, never more than the discountable lines', () => {
    const base = { country: 'sg', promo: null, isEmployee: false, tenPercentOff: false } as const;
    const voucher = { kind: 'welcome_voucher', amount: 1000 } as const;
    const small = computeCostSummary({
      ...base,
      lines: [line({ unitPrice: 600 }), line({ productId: 2, unitPrice: 5000, nonDiscountable: true })],
      voucher,
    });
    expect(small.discounts).toEqual([
      { kind: 'welcome_voucher', label: 'Welcome voucher', amount: { amount: 600, currency: 'SGD' } },
    ]);
    const staff = computeCostSummary({ ...base, isEmployee: true, lines: [line({ unitPrice: 5000 })], voucher });
    expect(staff.discounts.map((discount) => [discount.kind, discount.amount.amount])).toEqual([
      ['staff_discount', 1500],
      ['welcome_voucher', 1000],
    ]);
    expect(staff.total.amount - staff.shipping.amount).toBe(5000 - 1500 - 1000);
  });
});
