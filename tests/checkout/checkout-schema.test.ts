import { describe, expect, it } from 'vitest';
import {
  checkoutSchema,
  EMPTY_VALUES,
  VALIDATION_KEYS,
  type CheckoutRules,
  type CheckoutValues,
} from '@/components/checkout/checkout-state';
import { createOrderRequestSchema } from '@/contract/orders';
import { fieldKeys } from '@/lib/forms/issue-keys';
import en from '@/locales/en/checkout.json';

const SG: CheckoutRules = { country: 'sg', callingCode: '65', earliest: '2026-01-02' };
const VALID: CheckoutValues = {
  ...EMPTY_VALUES,
  name: 'Wren Tan',
  line1: '1 Orchard Road',
  city: 'Singapore',
  postalCode: '238801',
  phone: '9123 4501',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/39',
  cardCvc: '123',
  cardHolder: 'Wren Tan',
};

function keys(values: CheckoutValues, rules = SG) {
  const parsed = checkoutSchema(rules).safeParse(values);
  return parsed.success ? {} : fieldKeys(parsed.error.issues, VALIDATION_KEYS);
}

/** The body of POST orders the same values would make, untouched by the form's own rules. */
function request(values: CheckoutValues) {
  return {
    delivery: {
      type: 'delivery',
      address: { line1: values.line1, line2: values.line2, city: values.city, postalCode: values.postalCode },
      recipient: { name: values.name, mobile: { callingCode: '65', phoneNumber: '91234501' } },
    },
    payment: { method: 'bnpl:atome' },
  };
}

describe('one schema for the checkout form and POST orders', () => {
  it('gives the very body the API’s schema accepts', () => {
    const parsed = checkoutSchema(SG).parse(VALID);
    expect(createOrderRequestSchema.parse(parsed)).toEqual(parsed);
    expect(parsed.delivery).toEqual({
      type: 'delivery',
      address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' },
      recipient: { name: 'Wren Tan', mobile: { callingCode: '65', phoneNumber: '91234501' } },
    });
  });

  it.each([
    ['line1', { line1: 'x'.repeat(201) }, 'tooLong'],
    ['line2', { line2: 'x'.repeat(201) }, 'tooLong'],
    ['city', { city: 'x'.repeat(101) }, 'tooLong'],
    ['city', { city: '' }, 'required'],
    ['name', { name: 'x'.repeat(201) }, 'tooLong'],
    ['name', { name: '' }, 'name'],
    ['postalCode', { postalCode: '1'.repeat(21) }, 'postalCode'],
  ] as const)('refuses what the API refuses (%s), with the form’s message', (field, over, key) => {
    const values = { ...VALID, ...over };
    expect(createOrderRequestSchema.safeParse(request(values)).success).toBe(false);
    expect(keys(values)).toEqual({ [field]: key });
  });

  it('adds the country’s rules: a Singapore postal code has six digits, a Thai one five', () => {
    expect(createOrderRequestSchema.safeParse(request({ ...VALID, postalCode: '23880' })).success).toBe(true);
    expect(keys({ ...VALID, postalCode: '23880' })).toEqual({ postalCode: 'postalCode' });
    expect(en.validation.postalCode.replace('{{example}}', '238801')).toBe('Enter a valid postal code, such as 238801');
    const th: CheckoutRules = { country: 'th', callingCode: '66', earliest: '2026-01-02' };
    expect(keys({ ...VALID, postalCode: '10330', phone: '081 234 5678' }, th)).toEqual({});
    expect(keys({ ...VALID, postalCode: '238801', phone: '081 234 5678' }, th)).toEqual({ postalCode: 'postalCode' });
  });

  it('checks the pickup, not the address, for click and collect, and so for a click-and-collect-only bag', () => {
    const collect = { ...VALID, line1: '', city: '', postalCode: '', storeSlug: 'sg-orchard' };
    expect(
      keys({ ...collect, deliveryType: 'click_and_collect', pickupDate: '2026-01-02', pickupTime: '10:00' }),
    ).toEqual({});
    expect(keys(collect, { ...SG, collectOnly: true })).toEqual({ pickupDate: 'pickupDate', pickupTime: 'pickupTime' });
    expect(checkoutSchema({ ...SG, collectOnly: true }).safeParse(VALID).success).toBe(false);
  });

  it('asks for no card when a gift card pays it all', () => {
    const noCard = { ...VALID, cardNumber: '', cardExpiry: '', cardCvc: '', cardHolder: '' };
    expect(keys(noCard)).toMatchObject({ cardNumber: 'required' });
    expect(keys(noCard, { ...SG, paidInFull: true })).toEqual({});
    expect(checkoutSchema({ ...SG, paidInFull: true }).parse(noCard).payment).toEqual({ method: 'card' });
  });

  it('invoices a company only with both its registered name and number', () => {
    expect(keys({ ...VALID, registrationName: 'Halcyon Trading Pte Ltd' })).toEqual({
      registrationNumber: 'registration',
    });
    expect(keys({ ...VALID, registrationNumber: '201912345K' })).toEqual({ registrationName: 'registration' });
    const parsed = checkoutSchema(SG).parse({
      ...VALID,
      registrationName: '  Halcyon Trading Pte Ltd ',
      registrationNumber: '201912345K',
    });
    expect(parsed.registration).toEqual({ name: 'Halcyon Trading Pte Ltd', number: '201912345K' });
    expect(checkoutSchema(SG).parse(VALID)).not.toHaveProperty('registration');
    expect(en.validation.registration).toMatch(/^Enter both/);
  });
});
