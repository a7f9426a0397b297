import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUES,
  paymentOptions,
  toOrderRequest,
  tomorrow,
  validateCheckout,
} from '@/components/checkout/checkout-state';

describe('checkout state', () => {
  it('offers the country methods then its pay-later providers', () => {
    expect(paymentOptions(['card', 'promptpay_qr'], [])).toEqual(['card', 'promptpay_qr']);
    expect(paymentOptions(['card'], ['afterpay', 'klarna'])).toEqual(['card', 'bnpl:afterpay', 'bnpl:klarna']);
  });

  it('computes tomorrow in local time', () => {
    expect(tomorrow(new Date(2026, 11, 31, 23, 0))).toBe('2027-01-01');
  });

  it('needs no card for QR, virtual account or pay later', () => {
    const values = {
      ...EMPTY_VALUES,
      method: 'promptpay_qr',
      name: 'A',
      line1: 'B',
      city: 'C',
      postalCode: '10110',
      phone: '812345678',
    };
    expect(validateCheckout(values, '2026-01-01')).toEqual({});
    expect(toOrderRequest(values, '66').payment).toEqual({ method: 'promptpay_qr' });
  });

  it('refuses a pickup date before tomorrow and overlong text', () => {
    const errors = validateCheckout(
      {
        ...EMPTY_VALUES,
        deliveryType: 'click_and_collect',
        name: 'x'.repeat(201),
        storeSlug: 's',
        pickupDate: '2026-01-01',
        pickupTime: '14:00',
        phone: '91234567',
        cardNumber: '4242424242424242',
      },
      '2026-01-02',
    );
    expect(errors).toEqual({ name: 'tooLong', pickupDate: 'pickupDate' });
  });
});
