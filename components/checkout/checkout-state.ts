import type { CreateOrderRequest } from '@/lib/api/contract';
import { cardFormErrors, cardPayment } from '@/lib/api/contract/card';
import {
  hasPostalCodes,
  mobileValid,
  nationalMobile,
  postalCodeValid,
  type BnplProvider,
  type CountryCode,
  type PaymentMethod,
} from '@/lib/site';

export type DeliveryType = 'delivery' | 'click_and_collect';

export interface CheckoutValues {
  deliveryType: DeliveryType;
  name: string;
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  phone: string;
  storeSlug: string;
  pickupDate: string;
  pickupTime: string;
  method: string;
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardHolder: string;
}

export const EMPTY_VALUES: CheckoutValues = {
  deliveryType: 'delivery',
  name: '',
  line1: '',
  line2: '',
  city: '',
  postalCode: '',
  phone: '',
  storeSlug: '',
  pickupDate: '',
  pickupTime: '',
  method: 'card',
  cardNumber: '',
  cardExpiry: '',
  cardCvc: '',
  cardHolder: '',
};

export type ValidationKey =
  | 'required'
  | 'name'
  | 'postalCode'
  | 'phone'
  | 'cardNumber'
  | 'cardExpiry'
  | 'cardCvc'
  | 'cardHolder'
  | 'store'
  | 'pickupDate'
  | 'pickupTime'
  | 'tooLong';

export type FieldErrors = Partial<Record<keyof CheckoutValues, ValidationKey>>;

/** The order of the fields on the page, so the first wrong one can take the focus. */
export const FIELD_ORDER: Array<keyof CheckoutValues> = [
  'storeSlug',
  'pickupDate',
  'pickupTime',
  'name',
  'line1',
  'line2',
  'city',
  'postalCode',
  'phone',
  'cardNumber',
  'cardExpiry',
  'cardCvc',
  'cardHolder',
];

/** Pickup slots on the hour, 10:00 to 20:00. */
export const PICKUP_TIMES = Array.from({ length: 11 }, (_, i) => `${String(10 + i).padStart(2, '0')}:00`);

/** The payment choices of a country: its methods, then its buy-now-pay-later providers. */
export function paymentOptions(methods: readonly PaymentMethod[], bnpl: readonly BnplProvider[]): string[] {
  return [...methods, ...bnpl.map((p) => `bnpl:${p}`)];
}

const digits = (value: string) => value.replace(/[\s-]/g, '');

/**
 * Field by field, what is wrong; an empty object when the form can be sent. Postal codes and mobile
 * numbers follow the country's format (SG six digits, TH five, AU four; none in HK).
 */
export function validateCheckout(
  values: CheckoutValues,
  earliestPickup: string,
  country: CountryCode,
  callingCode: string,
): FieldErrors {
  const errors: FieldErrors = {};
  const text = (field: keyof CheckoutValues, max: number, key: ValidationKey = 'required') => {
    const value = values[field].trim();
    if (!value) errors[field] = key;
    else if (value.length > max) errors[field] = 'tooLong';
  };
  text('name', 200, 'name');
  if (values.deliveryType === 'delivery') {
    text('line1', 200);
    if (values.line2.trim().length > 200) errors.line2 = 'tooLong';
    text('city', 100);
    const postal = values.postalCode.trim();
    if (hasPostalCodes(country)) {
      if (!postal) errors.postalCode = 'required';
      else if (!postalCodeValid(country, postal)) errors.postalCode = 'postalCode';
    }
  } else {
    if (!values.storeSlug) errors.storeSlug = 'store';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.pickupDate) || values.pickupDate < earliestPickup)
      errors.pickupDate = 'pickupDate';
    if (!PICKUP_TIMES.includes(values.pickupTime)) errors.pickupTime = 'pickupTime';
  }
  if (!digits(values.phone)) errors.phone = 'required';
  else if (!mobileValid(country, values.phone, callingCode)) errors.phone = 'phone';
  if (values.method === 'card') Object.assign(errors, cardFormErrors(values));
  return errors;
}

/** The body of `POST orders` for valid values. */
export function toOrderRequest(values: CheckoutValues, callingCode: string): CreateOrderRequest {
  const recipient = {
    name: values.name.trim(),
    mobile: { callingCode, phoneNumber: nationalMobile(values.phone, callingCode) },
  };
  const delivery: CreateOrderRequest['delivery'] =
    values.deliveryType === 'delivery'
      ? {
          type: 'delivery',
          address: {
            line1: values.line1.trim(),
            ...(values.line2.trim() ? { line2: values.line2.trim() } : {}),
            city: values.city.trim(),
            postalCode: values.postalCode.trim(),
          },
          recipient,
        }
      : {
          type: 'click_and_collect',
          storeSlug: values.storeSlug,
          pickupDate: values.pickupDate,
          pickupTime: values.pickupTime,
          recipient,
        };
  const payment =
    values.method === 'card' ? { method: values.method, ...cardPayment(values) } : { method: values.method };
  return { delivery, payment };
}

/** The form as its sections see it: the values, what is wrong, and how a field changes or is found for focus. */
export interface CheckoutForm {
  values: CheckoutValues;
  errors: FieldErrors;
  set: <K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) => void;
  register: (field: keyof CheckoutValues) => (el: HTMLElement | null) => void;
}
