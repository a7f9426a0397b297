import { describe, expect, it } from 'vitest';
import type { PricedLine } from '@/backend/rules/pricing';
import { perkViolation } from '@/backend/rules/promos';

// A perk an order was placed with holds again when the order is paid again
// (docs/product-rules.md, Rules on every path to a paid order).

const line = (unitPrice: number, quantity = 1): PricedLine => ({
  type: 'product',
  productId: 1,
  brandId: 1,
  isHouseBrand: false,
  unitPrice,
  quantity,
  nonDiscountable: false,
  pointsCost: null,
});

describe('perkViolation', () => {
  it('keeps the staff discount only for a member who is still staff', () => {
    const order = { country: 'sg' as const, lines: [line(1000)], discounts: ['staff_discount'] };
    expect(perkViolation({ ...order, isEmployee: true })).toBeNull();
    expect(perkViolation({ ...order, isEmployee: false })).toBe('staff_discount');
  });

  it('keeps the ten-percent-off perk from its minimum spend, on the order’s own lines', () => {
    const order = { country: 'sg' as const, discounts: ['ten_percent_off'], isEmployee: false };
    expect(perkViolation({ ...order, lines: [line(2500, 2)] })).toBeNull();
    expect(perkViolation({ ...order, lines: [line(2499, 2)] })).toBe('ten_percent_off');
    expect(perkViolation({ ...order, lines: [line(49)], country: 'id' })).toBe('ten_percent_off');
    expect(perkViolation({ ...order, lines: [line(50)], country: 'id' })).toBeNull();
  });

  it('has nothing to check on an order without perks', () => {
    expect(perkViolation({ country: 'sg', lines: [], discounts: ['promo'], isEmployee: false })).toBeNull();
  });
});
