import { describe, expect, it } from 'vitest';
import {
  checkoutSchema,
  EMPTY_VALUES,
  paymentOptions,
  toOrderRequest,
  VALIDATION_KEYS,
  type CheckoutValues,
} from '@/components/checkout/checkout-state';
import { fieldKeys } from '@/lib/forms/issue-keys';
import { COUNTRIES, COUNTRY_CODES, MOBILE_RULES, POSTAL_CODE_RULES, type CountryCode } from '@/lib/site';

/** Field by field, the key of what the checkout form's schema finds wrong. */
function validateCheckout(values: CheckoutValues, earliest: string, country: CountryCode, callingCode: string) {
  const parsed = checkoutSchema({ country, callingCode, earliest }).safeParse(values);
  return parsed.success ? {} : fieldKeys(parsed.error.issues, VALIDATION_KEYS);
}

const CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123', cardHolder: 'Wren Tan' };

function delivery(country: CountryCode, over: Partial<CheckoutValues> = {}): CheckoutValues {
  return {
    ...EMPTY_VALUES,
    ...CARD,
    name: 'Wren Tan',
    line1: '1 Main Road',
    city: 'City',
    postalCode: POSTAL_CODE_RULES[country]?.example ?? '',
    phone: MOBILE_RULES[country].example,
    ...over,
  };
}

describe('checkout state', () => {
  it('offers the country methods then its pay-later providers', () => {
    expect(paymentOptions(['card', 'promptpay_qr'], [])).toEqual(['card', 'promptpay_qr']);
    expect(paymentOptions(['card'], ['afterpay', 'klarna'])).toEqual(['card', 'bnpl:afterpay', 'bnpl:klarna']);
  });

  it('needs no card for QR, virtual account or pay later', () => {
    const values = { ...delivery('th'), ...{ cardNumber: '', cardExpiry: '', cardCvc: '', cardHolder: '' } };
    const qr = { ...values, method: 'promptpay_qr' };
    expect(validateCheckout(qr, '2026-01-01', 'th', '66')).toEqual({});
    expect(toOrderRequest(qr, '66').payment).toEqual({ method: 'promptpay_qr' });
  });

  it('accepts every country’s own postal code and mobile number', () => {
    for (const country of COUNTRY_CODES) {
      expect(validateCheckout(delivery(country), '2026-01-01', country, COUNTRIES[country].callingCode)).toEqual({});
    }
  });

  it.each([
    ['sg', '65', '23880', 'postalCode'], // six digits in Singapore
    ['sg', '65', '2388011', 'postalCode'],
    ['th', '66', '238801', 'postalCode'], // five in Thailand
    ['au', '61', '20000', 'postalCode'], // four in Australia
    ['id', '62', 'ABCDE', 'postalCode'],
  ] as const)('refuses a postal code of another format in %s (%s)', (country, callingCode, postalCode, key) => {
    expect(validateCheckout(delivery(country, { postalCode }), '2026-01-01', country, callingCode)).toEqual({
      postalCode: key,
    });
  });

  it('has no postal code in Hong Kong', () => {
    expect(validateCheckout(delivery('hk', { postalCode: '' }), '2026-01-01', 'hk', '852')).toEqual({});
  });

  it.each([
    ['sg', '65', '12345678'],
    ['sg', '65', '9123456'],
    ['th', '66', '91234501'],
    ['au', '61', '212345678'],
    ['id', '62', '81234567'],
    ['hk', '852', '1234567'],
  ] as const)('refuses a mobile number that is not one of %s (%s %s)', (country, callingCode, phone) => {
    expect(validateCheckout(delivery(country, { phone }), '2026-01-01', country, callingCode)).toEqual({
      phone: 'phone',
    });
  });

  it('drops the trunk zero and the calling code a shopper types', () => {
    expect(toOrderRequest(delivery('th', { phone: '081 234 5678' }), '66').delivery.recipient?.mobile).toEqual({
      callingCode: '66',
      phoneNumber: '812345678',
    });
    expect(
      toOrderRequest(delivery('sg', { phone: '+65 9123 4501' }), '65').delivery.recipient?.mobile.phoneNumber,
    ).toBe('91234501');
  });

  it('checks every card field and sends them with the number grouped', () => {
    const errors = validateCheckout(
      delivery('sg', { cardNumber: '4242 4242 4242 4241', cardExpiry: '01/20', cardCvc: '12', cardHolder: '' }),
      '2026-01-01',
      'sg',
      '65',
    );
    expect(errors).toEqual({
      cardNumber: 'cardNumber',
      cardExpiry: 'cardExpiry',
      cardCvc: 'cardCvc',
      cardHolder: 'required',
    });
    expect(toOrderRequest(delivery('sg'), '65').payment).toEqual({
      method: 'card',
      cardNumber: '4242 4242 4242 4242',
      cardExpiry: '12/39',
      cardCvc: '123',
      cardHolder: 'Wren Tan',
    });
  });

  it('refuses a pickup date before tomorrow and overlong text', () => {
    const errors = validateCheckout(
      {
        ...EMPTY_VALUES,
        ...CARD,
        deliveryType: 'click_and_collect',
        name: 'x'.repeat(201),
        storeSlug: 's',
        pickupDate: '2026-01-01',
        pickupTime: '14:00',
        phone: '91234567',
      },
      '2026-01-02',
      'sg',
      '65',
    );
    expect(errors).toEqual({ name: 'tooLong', pickupDate: 'pickupDate' });
  });
});
