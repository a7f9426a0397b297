import { describe, expect, it } from 'vitest';
import {
  cardBrand,
  cardFormErrors,
  expiryInFuture,
  formatCardNumber,
  formatExpiry,
  luhnValid,
} from '@/contract/card';
import { createOrderRequestSchema } from '@/contract';

/** The test gateway's cards (docs/payments.md) must stay payable through the form. */
const GATEWAY_CARDS = [
  '4242 4242 4242 4242',
  '5555 5555 5555 4444',
  '4000 0000 0000 0002',
  '4000 0000 0000 9995',
  '4100 0000 0000 0019',
  '4000 0000 0000 3220',
];

const valid = { cardExpiry: '12/39', cardCvc: '123', cardHolder: 'Wren Tan' };

describe('card details', () => {
  it.each(GATEWAY_CARDS)('accepts the gateway test card %s', (cardNumber) => {
    expect(cardFormErrors({ cardNumber, ...valid })).toEqual({});
  });

  it('checks the number with Luhn and the brand’s length', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(cardFormErrors({ cardNumber: '4242 4242 4242 4241', ...valid })).toEqual({ cardNumber: 'cardNumber' });
    expect(cardFormErrors({ cardNumber: '4242 4242 4242', ...valid })).toEqual({ cardNumber: 'cardNumber' });
    expect(cardFormErrors({ cardNumber: '', ...valid })).toEqual({ cardNumber: 'required' });
  });

  it('names the brand as the first digits are typed', () => {
    expect(cardBrand('4')).toBe('visa');
    expect(cardBrand('55')).toBe('mastercard');
    expect(cardBrand('2221')).toBe('mastercard');
    expect(cardBrand('37')).toBe('amex');
    expect(cardBrand('35')).toBe('jcb');
    expect(cardBrand('62')).toBe('unionpay');
    expect(cardBrand('9')).toBe('unknown');
  });

  it('wants a 4-digit CVC for American Express and 3 digits otherwise', () => {
    const amex = '3782 822463 10005';
    expect(cardFormErrors({ ...valid, cardNumber: amex, cardCvc: '1234' })).toEqual({});
    expect(cardFormErrors({ ...valid, cardNumber: amex, cardCvc: '123' })).toEqual({ cardCvc: 'cardCvc' });
    expect(cardFormErrors({ ...valid, cardNumber: '4242424242424242', cardCvc: '1234' })).toEqual({
      cardCvc: 'cardCvc',
    });
  });

  it('wants an expiry this month or later', () => {
    const now = new Date(2026, 10, 23);
    expect(expiryInFuture('11/26', now)).toBe(true);
    expect(expiryInFuture('10/26', now)).toBe(false);
    expect(expiryInFuture('13/27', now)).toBe(false);
    expect(expiryInFuture('1127', now)).toBe(false);
    expect(cardFormErrors({ ...valid, cardNumber: '4242424242424242', cardExpiry: '01/21' })).toEqual({
      cardExpiry: 'cardExpiry',
    });
  });

  it('formats as typed', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatExpiry('4')).toBe('04/');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('1239', '12/3')).toBe('12/39');
    expect(formatExpiry('12/', '12/3')).toBe('12/');
    expect(formatExpiry('12', '12/')).toBe('1');
  });

  it('is the API’s schema too: a short CVC or a past expiry is refused', () => {
    const order = (payment: Record<string, string>) =>
      createOrderRequestSchema.safeParse({
        delivery: { type: 'click_and_collect', storeSlug: 's', pickupDate: '2026-12-01', pickupTime: '14:00' },
        payment: { method: 'card', ...payment },
      }).success;
    expect(order({ cardNumber: '4242 4242 4242 4242' })).toBe(true);
    expect(order({ cardNumber: '4242 4242 4242 4242', ...valid })).toBe(true);
    expect(order({ cardNumber: '4242 4242 4242 4242', ...valid, cardCvc: '1234' })).toBe(false);
    expect(order({ cardNumber: '4242 4242 4242 4242', ...valid, cardExpiry: '01/21' })).toBe(false);
  });
});
