import { describe, expect, it } from 'vitest';
import type { PricedLine } from '@/backend/rules/pricing';
import { findPromo, type PromoContext, promoViolation, type PromoRecord } from '@/backend/rules/promos';

// The conditions a bag must meet for a promo (docs/product-rules.md), each at its boundary: the
// promo applies at the limit itself and is refused one step past it.

const product = (overrides: Partial<PricedLine> = {}): PricedLine => ({
  type: 'product',
  productId: 1,
  brandId: 1,
  isHouseBrand: false,
  unitPrice: 2500,
  quantity: 2,
  nonDiscountable: false,
  pointsCost: null,
  ...overrides,
});

const STARTS = new Date('2026-01-01T00:00:00Z');
const ENDS = new Date('2026-06-30T23:59:59Z');

const promo = (overrides: Partial<PromoRecord> = {}): PromoRecord => ({
  id: 1,
  code: 'SAVE20',
  discountType: 'percent',
  discountValue: 20,
  brandIds: [],
  productIds: [],
  minimumSpend: null,
  firstTimeOnly: false,
  combinableWithCredits: true,
  startsAt: STARTS,
  endsAt: ENDS,
  ...overrides,
});

const bag = (overrides: Partial<PromoContext> = {}): PromoContext => ({
  lines: [product()],
  now: new Date('2026-03-01T00:00:00Z'),
  firstTimeCustomer: true,
  useStoreCredits: false,
  ...overrides,
});

describe('minimum spend', () => {
  // The bag's subtotal: 2 × 25.00.
  const SUBTOTAL = 5000;

  it('applies at exactly the minimum, and is refused one minor unit below it', () => {
    expect(promoViolation(promo({ minimumSpend: SUBTOTAL }), bag())).toBeNull();
    expect(promoViolation(promo({ minimumSpend: SUBTOTAL + 1 }), bag())).toBe('minimum_order');
    expect(promoViolation(promo({ minimumSpend: SUBTOTAL - 1 }), bag())).toBeNull();
  });

  it('counts what the products cost before any discount, not samples, gifts or rewards', () => {
    const extras: PricedLine[] = [
      product({ type: 'sample', unitPrice: 900, quantity: 1 }),
      product({ type: 'gift', unitPrice: 900, quantity: 1 }),
      product({ type: 'reward', unitPrice: 900, quantity: 1, pointsCost: 500 }),
    ];
    const lines = [product(), ...extras];
    expect(promoViolation(promo({ minimumSpend: SUBTOTAL }), bag({ lines }))).toBeNull();
    expect(promoViolation(promo({ minimumSpend: SUBTOTAL + 1 }), bag({ lines }))).toBe('minimum_order');
    // Non-discountable products still count towards the minimum.
    const twoLines = [product(), product({ productId: 2, unitPrice: 1, quantity: 1, nonDiscountable: true })];
    expect(promoViolation(promo({ minimumSpend: SUBTOTAL + 1 }), bag({ lines: twoLines }))).toBeNull();
  });

  it('is no condition when the promo has none', () => {
    expect(
      promoViolation(promo({ minimumSpend: null }), bag({ lines: [product({ unitPrice: 1, quantity: 1 })] })),
    ).toBeNull();
  });
});

describe('validity dates', () => {
  it('applies from its first instant to its last, and not a millisecond outside', () => {
    expect(promoViolation(promo(), bag({ now: STARTS }))).toBeNull();
    expect(promoViolation(promo(), bag({ now: ENDS }))).toBeNull();
    expect(promoViolation(promo(), bag({ now: new Date(STARTS.getTime() - 1) }))).toBe('expired');
    expect(promoViolation(promo(), bag({ now: new Date(ENDS.getTime() + 1) }))).toBe('expired');
  });

  it('never ends without an end date', () => {
    expect(promoViolation(promo({ endsAt: null }), bag({ now: new Date('2099-01-01T00:00:00Z') }))).toBeNull();
    expect(promoViolation(promo({ endsAt: null }), bag({ now: new Date(STARTS.getTime() - 1) }))).toBe('expired');
  });
});

describe('first-time customers', () => {
  it('refuses a returning customer only when the promo is for first-timers', () => {
    expect(promoViolation(promo({ firstTimeOnly: true }), bag({ firstTimeCustomer: true }))).toBeNull();
    expect(promoViolation(promo({ firstTimeOnly: true }), bag({ firstTimeCustomer: false }))).toBe(
      'first_time_customers_only',
    );
    expect(promoViolation(promo({ firstTimeOnly: false }), bag({ firstTimeCustomer: false }))).toBeNull();
  });

  it('asks for the shopper\'s orders only for a first-time promo, and refuses one when they were not read', () => {
    expect(promoViolation(promo({ firstTimeOnly: false }), bag({ firstTimeCustomer: null }))).toBeNull();
    expect(promoViolation(promo({ firstTimeOnly: true }), bag({ firstTimeCustomer: null }))).toBe(
      'first_time_customers_only',
    );
  });
});

describe('product and brand limits', () => {
  const fenty = product({ productId: 7, brandId: 3 });
  const other = product({ productId: 8, brandId: 4 });

  it('applies when one line of the bag is a product or brand it names', () => {
    expect(promoViolation(promo({ brandIds: [3] }), bag({ lines: [other, fenty] }))).toBeNull();
    expect(promoViolation(promo({ productIds: [8] }), bag({ lines: [other, fenty] }))).toBeNull();
    expect(promoViolation(promo({ brandIds: [3] }), bag({ lines: [other] }))).toBe('product_or_brand_limits');
    expect(promoViolation(promo({ productIds: [7] }), bag({ lines: [other] }))).toBe('product_or_brand_limits');
  });

  it('needs a discountable product: a non-discountable one, a sample or a gift does not qualify', () => {
    const locked = product({ nonDiscountable: true });
    expect(promoViolation(promo(), bag({ lines: [locked] }))).toBe('product_or_brand_limits');
    expect(promoViolation(promo({ brandIds: [3] }), bag({ lines: [{ ...fenty, type: 'sample' }] }))).toBe(
      'product_or_brand_limits',
    );
    expect(promoViolation(promo({ brandIds: [3] }), bag({ lines: [{ ...fenty, type: 'gift' }, other] }))).toBe(
      'product_or_brand_limits',
    );
    expect(promoViolation(promo(), bag({ lines: [locked, other] }))).toBeNull();
  });
});

describe('store credits', () => {
  it('refuses a promo that does not combine with credits only when credits are used', () => {
    expect(promoViolation(promo({ combinableWithCredits: false }), bag({ useStoreCredits: true }))).toBe(
      'cannot_combine_with_credits',
    );
    expect(promoViolation(promo({ combinableWithCredits: false }), bag({ useStoreCredits: false }))).toBeNull();
    expect(promoViolation(promo({ combinableWithCredits: true }), bag({ useStoreCredits: true }))).toBeNull();
  });
});

describe('the first rule broken is the one named', () => {
  it('names expiry before the customer, the customer before the minimum, the minimum before the limits', () => {
    const everything = promo({
      endsAt: new Date('2026-02-01T00:00:00Z'),
      firstTimeOnly: true,
      minimumSpend: 999_999,
      brandIds: [99],
      combinableWithCredits: false,
    });
    const context = bag({ firstTimeCustomer: false, useStoreCredits: true });
    expect(promoViolation(everything, context)).toBe('expired');
    expect(promoViolation({ ...everything, endsAt: null }, context)).toBe('first_time_customers_only');
    expect(promoViolation({ ...everything, endsAt: null, firstTimeOnly: false }, context)).toBe('minimum_order');
    expect(promoViolation({ ...everything, endsAt: null, firstTimeOnly: false, minimumSpend: null }, context)).toBe(
      'product_or_brand_limits',
    );
  });
});

describe('looking a code up', () => {
  const codes = [
    { code: 'WELCOME10', id: 1 },
    { code: 'SAVE20', id: 2 },
  ];

  it('finds the promo of exactly that code', () => {
    expect(findPromo(codes, 'SAVE20')).toEqual({ promo: { code: 'SAVE20', id: 2 }, hint: null });
    expect(findPromo(codes, 'WELCOME10')).toEqual({ promo: { code: 'WELCOME10', id: 1 }, hint: null });
  });

  it('refuses another case, or an unknown code, with the case-sensitivity hint', () => {
    expect(findPromo(codes, 'save20')).toEqual({ promo: null, hint: 'case_sensitive' });
    expect(findPromo(codes, 'NOPE')).toEqual({ promo: null, hint: 'case_sensitive' });
    expect(findPromo([], 'SAVE20')).toEqual({ promo: null, hint: 'case_sensitive' });
  });
});
