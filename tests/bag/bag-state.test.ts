import { describe, expect, it } from 'vitest';
import {
  bagErrorMessage,
  bagReducer,
  noticeMessages,
  promoErrorKeys,
  bagWithCodeQuery,
  giftStateFromQuery,
  giftStateQuery,
  promoStateFromQuery,
  promoStateQuery,
} from '@/components/bag/bag-state';
import { ApiError } from '@/lib/api/errors';
import type { AnyTranslate } from '@/lib/i18n/config';
import { cart, line } from './fixtures';

// Echoes the key it is asked for: the helpers compute keys from the API's codes.
const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as AnyTranslate;

describe('bagReducer', () => {
  it('adds to an existing line, moving the count and money together', () => {
    const next = bagReducer(cart([line({ quantity: 2 })]), { type: 'add', variantId: 11, quantity: 3 });
    expect(next.lineItems[0]?.quantity).toBe(5);
    expect(next.lineItems[0]?.price.amount).toBe(15_000);
    expect(next.itemsCount).toBe(5);
    expect(next.costSummary.subtotal.amount).toBe(15_000);
  });

  it('never goes past six of an item', () => {
    const next = bagReducer(cart([line({ quantity: 5 })]), { type: 'add', variantId: 11, quantity: 4 });
    expect(next.lineItems[0]?.quantity).toBe(6);
    expect(next.itemsCount).toBe(6);
  });

  it('counts a new variant before its line arrives, keeping every existing line', () => {
    const before = cart([line()]);
    const next = bagReducer(before, { type: 'add', variantId: 99, quantity: 2 });
    expect(next.lineItems).toEqual(before.lineItems);
    expect(next.itemsCount).toBe(3);
  });

  it('sets an absolute quantity and leaves removal (0) to the API', () => {
    const before = cart([line({ quantity: 3 })]);
    expect(bagReducer(before, { type: 'set-quantity', lineItemId: 1, quantity: 1 }).lineItems[0]?.quantity).toBe(1);
    expect(bagReducer(before, { type: 'set-quantity', lineItemId: 1, quantity: 0 })).toBe(before);
    expect(bagReducer(before, { type: 'set-quantity', lineItemId: 404, quantity: 2 })).toBe(before);
  });

  it('does not touch samples, gifts or rewards', () => {
    const sample = line({ id: 2, type: 'sample', unitPrice: { amount: 0, currency: 'SGD' } });
    const before = cart([line(), sample]);
    expect(bagReducer(before, { type: 'set-quantity', lineItemId: 2, quantity: 3 })).toBe(before);
  });
});

describe('bagErrorMessage', () => {
  const http = (code: string, status = 422) => new ApiError({ kind: 'http', status, code, message: 'x' });
  it('translates the bag codes and shared failures', () => {
    expect(bagErrorMessage(http('max_quantity'), t)).toBe('bag:errors.max_quantity');
    expect(bagErrorMessage(http('brand_limit_reached'), t)).toBe('bag:errors.brand_limit_reached');
    expect(bagErrorMessage(http('not_available_in_country'), t)).toBe('bag:errors.not_available_in_country');
    expect(bagErrorMessage(new ApiError({ kind: 'network', status: 0, code: 'network_error', message: '' }), t)).toBe(
      'errors:network',
    );
    expect(bagErrorMessage(http('boom', 503), t)).toBe('errors:unavailable');
    expect(bagErrorMessage(new Error('x'), t)).toBe('bag:errors.generic');
  });

  it('translates notices it knows and drops the rest', () => {
    expect(
      noticeMessages(
        [
          { code: 'promo_removed', message: 'x' },
          { code: 'unknown', message: 'y' },
        ],
        t,
      ),
    ).toEqual(['bag:notices.promo_removed']);
  });
});

describe('promoErrorKeys', () => {
  const refused = (code: string, details?: Record<string, unknown>) =>
    new ApiError({ kind: 'http', status: 422, code, message: 'x', ...(details ? { details } : {}) });

  it('says an unknown code is invalid, with the rule it broke when the API names one', () => {
    expect(promoErrorKeys(refused('promotion_invalid', { hint: 'case_sensitive' }))).toEqual({
      errorKey: 'bag:promo.invalid',
      hintKey: 'bag:promo.hints.case_sensitive',
    });
    expect(promoErrorKeys(refused('promotion_invalid', { hint: 'minimum_order' })).hintKey).toBe(
      'bag:promo.hints.minimum_order',
    );
  });

  it('names no rule the storefront does not know, and falls back to the bag messages', () => {
    expect(promoErrorKeys(refused('promotion_invalid', { hint: '<script>' }))).toEqual({
      errorKey: 'bag:promo.invalid',
    });
    expect(promoErrorKeys(refused('empty_bag'))).toEqual({ errorKey: 'bag:errors.empty_bag' });
    expect(promoErrorKeys(new ApiError({ kind: 'network', status: 0, code: 'network_error', message: 'x' }))).toEqual({
      errorKey: 'errors:network',
    });
  });
});

describe('the promo form state in the bag address', () => {
  const read = (query: string) => promoStateFromQuery(Object.fromEntries(new URLSearchParams(query)));

  it('travels whole: the message, the rule and what was typed', () => {
    const state = { errorKey: 'bag:promo.invalid', hintKey: 'bag:promo.hints.case_sensitive', code: 'welcome10' };
    expect(read(promoStateQuery(state))).toEqual(state);
    expect(read(promoStateQuery({ errorKey: 'errors:network' }))).toEqual({ errorKey: 'errors:network' });
  });

  it('reads back only what the bag could have written', () => {
    expect(read('promo_error=common:error.title')).toEqual({});
    expect(read('promo_error=bag:promo.invalid&promo_hint=__proto__')).toEqual({ errorKey: 'bag:promo.invalid' });
    expect(read(`promo_error=bag:promo.invalid&promo_code=${'A'.repeat(500)}`).code).toHaveLength(64);
    expect(promoStateFromQuery({ promo_error: ['bag:promo.invalid', 'x'] })).toEqual({});
  });

  it("reads a promo tile's code as one to apply as the bag opens, at a code's length", () => {
    expect(read(bagWithCodeQuery('WELCOME10'))).toEqual({ code: 'WELCOME10', offered: true });
    expect(read(`promo_code=${'A'.repeat(500)}`).code).toHaveLength(64);
    expect(read('promo_code=%20%20')).toEqual({});
  });
});

describe("the gifts' choice in the bag address", () => {
  const read = (query: string) => giftStateFromQuery(Object.fromEntries(new URLSearchParams(query)));

  it('travels whole: the gift whose choice is open, and why it was refused', () => {
    const state = { open: 12, errorKey: 'bag:errors.gift_max_selectable' };
    expect(read(giftStateQuery(state))).toEqual(state);
    expect(read(giftStateQuery({ open: 3 }))).toEqual({ open: 3 });
  });

  it('reads back only what the bag could have written', () => {
    expect(read('gift_error=bag:errors.gift_max_selectable')).toEqual({});
    expect(read('gift=0')).toEqual({});
    expect(read('gift=12abc')).toEqual({});
    expect(read(`gift=${'9'.repeat(40)}`)).toEqual({});
    expect(read('gift=12&gift_error=common:error.title')).toEqual({ open: 12 });
    expect(giftStateFromQuery({ gift: ['12', '13'] })).toEqual({});
  });
});
