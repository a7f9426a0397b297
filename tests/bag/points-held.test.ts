import { describe, expect, it } from 'vitest';
import { bagErrorMessage } from '@/components/bag/bag-state';
import { ApiError } from '@/lib/api/errors';
import type { AnyTranslate } from '@/lib/i18n/config';
import { CART_ERROR_CODES } from '@/contract';
import en from '@/locales/en/bag.json';
import id from '@/locales/id/bag.json';
import th from '@/locales/th/bag.json';
import zh from '@/locales/zh/bag.json';

/**
 * An order refused because its reward's points are already held by another order (or the balance
 * is short) says so in the shopper's language, at checkout as in the bag.
 */
describe('insufficient points', () => {
  const error = new ApiError({
    kind: 'http',
    status: 422,
    code: CART_ERROR_CODES.insufficientPoints,
    message: 'You do not have enough points to redeem this reward',
  });

  it('maps to its own message, not the generic one', () => {
    const t = ((key: string) => key) as unknown as AnyTranslate;
    expect(bagErrorMessage(error, t)).toBe(`bag:errors.${CART_ERROR_CODES.insufficientPoints}`);
  });

  it('is translated in every language', () => {
    const messages = [en, id, th, zh].map((locale) => locale.errors.insufficient_points);
    for (const message of messages) expect(message.trim()).not.toBe('');
    expect(new Set(messages).size).toBe(4);
    expect(th.errors.insufficient_points).toMatch(/[\u0E00-\u0E7F]/);
    expect(zh.errors.insufficient_points).toMatch(/[\u4E00-\u9FFF]/);
  });
});
