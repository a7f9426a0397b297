import { describe, expect, it } from 'vitest';
import { orderErrorMessage } from '@/components/orders/order-status';
import { ApiError } from '@/lib/api/errors';
import type { AnyTranslate } from '@/lib/i18n/config';
import en from '@/locales/en/orders.json';
import id from '@/locales/id/orders.json';
import th from '@/locales/th/orders.json';
import zh from '@/locales/zh/orders.json';

/**
 * A payment retry refused because the order's promo or perk no longer holds names the rule and
 * what the shopper can do next, in every language (docs/product-rules.md, Rules on every path to
 * a paid order).
 */
describe('a refused payment retry', () => {
  const t = ((key: string) => key) as unknown as AnyTranslate;
  const refused = (code: string, details?: Record<string, unknown>) =>
    new ApiError({ kind: 'http', status: 422, code, message: 'x', details });

  it('says the promo is invalid, with the rule it broke', () => {
    expect(orderErrorMessage(refused('promotion_invalid', { hint: 'first_time_customers_only' }), t)).toBe(
      'orders:errors.promotion_invalid orders:errors.promoHints.first_time_customers_only',
    );
    expect(orderErrorMessage(refused('promotion_invalid', { hint: 'expired' }), t)).toBe(
      'orders:errors.promotion_invalid orders:errors.promoHints.expired',
    );
    expect(orderErrorMessage(refused('promotion_invalid', { hint: 'no_such_rule' }), t)).toBe(
      'orders:errors.promotion_invalid',
    );
  });

  it('says an offer the order carried is gone', () => {
    expect(orderErrorMessage(refused('offer_not_found', { offer: 'staff_discount' }), t)).toBe(
      'orders:errors.offer_not_found',
    );
  });

  it('is translated in every language', () => {
    for (const locale of [en, id, th, zh]) {
      expect(locale.errors.promotion_invalid.trim()).not.toBe('');
      expect(locale.errors.offer_not_found.trim()).not.toBe('');
      expect(Object.keys(locale.errors.promoHints).sort()).toEqual([
        'expired',
        'first_time_customers_only',
        'minimum_order',
        'product_or_brand_limits',
      ]);
    }
    expect(en.errors.promotion_invalid).toContain('Sorry, the promotion is invalid.');
  });
});
