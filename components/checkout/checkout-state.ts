import { z } from 'zod';
import { cardFormSchema, cardPayment } from '@/contract/card';
import { emailAddressSchema } from '@/contract/common';
import {
  addressSchema,
  createOrderRequestSchema,
  deliveryInputSchema,
  orderRegistrationSchema,
  recipientSchema,
  type CreateOrderRequest,
  type SavedAddress,
} from '@/contract/orders';
import { issueKeys } from '@/lib/forms/issue-keys';
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

/** What the shopper fills in: strings as typed, the choices by their values. */
export const EMPTY_VALUES = {
  deliveryType: 'delivery' as DeliveryType,
  /** A guest's e-mail address (a member's order goes to the account's). */
  email: '',
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
  /** A company to invoice the order to: its registered name and registration number, or both empty. */
  registrationName: '',
  registrationNumber: '',
  /** Keep the delivery address for the next checkout. */
  saveAddress: true,
};
export type CheckoutValues = typeof EMPTY_VALUES;

/** The address fields of the form, filled from an address the member kept. */
export function savedAddressValues(address: SavedAddress | undefined) {
  return address
    ? { line1: address.line1, line2: address.line2, city: address.city, postalCode: address.postalCode }
    : {};
}

export const VALIDATION_KEYS = [
  'required',
  'email',
  'name',
  'postalCode',
  'phone',
  'cardNumber',
  'cardExpiry',
  'cardCvc',
  'cardHolder',
  'store',
  'pickupDate',
  'pickupTime',
  'registration',
  'tooLong',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** The order of the fields on the page, so the first wrong one can take the focus. */
export const FIELD_ORDER: Array<keyof CheckoutValues> = [
  'email',
  'storeSlug',
  'pickupDate',
  'pickupTime',
  'name',
  'line1',
  'line2',
  'city',
  'postalCode',
  'phone',
  'registrationName',
  'registrationNumber',
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

/** What each field says when it is empty, too long or otherwise wrong; the card rules name their own. */
const checkoutIssues = issueKeys<ValidationKey>({
  email: { required: 'email', invalid: 'email', tooLong: 'email' },
  name: { required: 'name', invalid: 'name', tooLong: 'tooLong' },
  line1: { required: 'required', invalid: 'required', tooLong: 'tooLong' },
  line2: { required: 'required', invalid: 'required', tooLong: 'tooLong' },
  city: { required: 'required', invalid: 'required', tooLong: 'tooLong' },
  postalCode: { required: 'required', invalid: 'postalCode' },
  phone: { required: 'required', invalid: 'phone' },
  storeSlug: { required: 'store', invalid: 'store' },
  pickupDate: { required: 'pickupDate', invalid: 'pickupDate' },
  pickupTime: { required: 'pickupTime', invalid: 'pickupTime' },
  registrationName: { required: 'registration', invalid: 'registration', tooLong: 'tooLong' },
  registrationNumber: { required: 'registration', invalid: 'registration', tooLong: 'tooLong' },
});

export interface CheckoutRules {
  country: CountryCode;
  callingCode: string;
  /** The first day a pickup can be booked for. */
  earliest: string;
  /** A line of the bag is click and collect only: so is the order. */
  collectOnly?: boolean;
  /** Checking out without an account: the order needs an e-mail address. */
  guest?: boolean;
  /** A gift card pays the whole total: there is nothing to pay by card. */
  paidInFull?: boolean;
}

const text = (contract: z.ZodString) => z.string().trim().pipe(contract);

/**
 * The checkout form: the order request's fields, with the country's postal codes (SG six digits,
 * TH five, AU four; none in HK) and mobile numbers, pickups from `earliest` on the hour, and the
 * card rules when paying by card. What it gives is the body of `POST orders`, parsed by the same
 * schema the API checks it with.
 */
export function checkoutSchema({
  country,
  callingCode,
  earliest,
  collectOnly = false,
  guest = false,
  paidInFull = false,
}: CheckoutRules) {
  const pickup = deliveryInputSchema.options[1].shape;
  const parts = {
    contact: z.object({
      name: text(recipientSchema.shape.name),
      phone: z
        .string()
        .transform((phone) => phone.replace(/[\s-]/g, ''))
        .pipe(z.string().min(1))
        .refine((phone) => mobileValid(country, phone, callingCode)),
    }),
    delivery: z.object({
      line1: text(addressSchema.shape.line1),
      line2: text(addressSchema.shape.line2.unwrap()),
      city: text(addressSchema.shape.city),
      postalCode: (hasPostalCodes(country) ? z.string().trim().min(1) : z.string().trim())
        .pipe(addressSchema.shape.postalCode)
        .refine((code) => postalCodeValid(country, code)),
    }),
    click_and_collect: z.object({
      storeSlug: pickup.storeSlug,
      pickupDate: pickup.pickupDate.refine((date) => date >= earliest),
      pickupTime: pickup.pickupTime.refine((time) => PICKUP_TIMES.includes(time)),
    }),
    card: cardFormSchema,
    guest: z.object({ email: z.string().trim().min(1).pipe(emailAddressSchema) }),
    // Both or neither: an invoice names the company and its registration number.
    registration: z.object({
      registrationName: text(orderRegistrationSchema.shape.name),
      registrationNumber: text(orderRegistrationSchema.shape.number),
    }),
  };
  return z
    .custom<CheckoutValues>()
    .transform((values) => (collectOnly ? { ...values, deliveryType: 'click_and_collect' as const } : values))
    .superRefine((values, ctx) => {
      const checked = [
        ...(guest ? [parts.guest] : []),
        parts.contact,
        parts[values.deliveryType],
        ...(values.method === 'card' && !paidInFull ? [parts.card] : []),
        ...(values.registrationName.trim() || values.registrationNumber.trim() ? [parts.registration] : []),
      ];
      for (const part of checked) {
        for (const { path, message } of part.safeParse(values, { error: checkoutIssues }).error?.issues ?? [])
          ctx.addIssue({ code: 'custom', path, message });
      }
    })
    .transform((values) => toOrderRequest(values, callingCode, guest, paidInFull))
    .pipe(createOrderRequestSchema);
}

/** The body of `POST orders` for valid values. */
export function toOrderRequest(
  values: CheckoutValues,
  callingCode: string,
  guest = false,
  paidInFull = false,
): CreateOrderRequest {
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
  // A gift card that pays it all leaves no card to charge.
  const payment =
    values.method === 'card' && !paidInFull
      ? { method: values.method, ...cardPayment(values) }
      : { method: values.method };
  return {
    delivery,
    payment,
    ...(guest ? { email: values.email.trim().toLowerCase() } : {}),
    ...(!guest && values.deliveryType === 'delivery' ? { saveAddress: values.saveAddress } : {}),
    ...(values.registrationName.trim() && values.registrationNumber.trim()
      ? { registration: { name: values.registrationName.trim(), number: values.registrationNumber.trim() } }
      : {}),
  };
}
