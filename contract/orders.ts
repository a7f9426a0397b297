import { z } from 'zod';
import { CARD_ISSUES, cardBrand, cardExpirySchema, cardHolderSchema, cardRules } from './card';
import { CLICK_AND_COLLECT_HOLD_DAYS } from './bag-codes';
import { costSummarySchema, lineItemTypeSchema } from './bag';
import { brandSummarySchema } from './catalogue';
import { emailAddressSchema, moneySchema } from './common';
import { mobileSchema } from './user';

/** Orders placed from the bag, and their payments. */

export { CLICK_AND_COLLECT_HOLD_DAYS };
/** A PromptPay QR code or a virtual account stays payable this long by default. */
export const DEFAULT_PAYMENT_EXPIRY_MINUTES = 15;
/** A click-and-collect pickup is booked for a day from today up to this many days ahead. */
export const PICKUP_WINDOW_DAYS = 30;

export const ORDER_ERROR_CODES = {
  paymentMethodNotAvailable: 'payment_method_not_available',
  storeNotAvailable: 'store_not_available',
  pickupDateNotAvailable: 'pickup_date_not_available',
  notRetryable: 'payment_not_retryable',
  notQrOrder: 'not_promptpay_order',
  clickAndCollectOnly: 'click_and_collect_only',
  guestEmailRequired: 'guest_email_required',
  orderNotFound: 'order_not_found',
  countryNotShipped: 'country_not_shipped',
} as const;

export const ORDER_MESSAGES = {
  paymentMethodNotAvailable: 'This payment method is not available in your country',
  storeNotAvailable: 'This store does not offer click and collect',
  pickupDateNotAvailable: 'Please choose a pickup date within the next 30 days',
  notRetryable: 'This order cannot be paid again',
  notQrOrder: 'This order is not paid by QR code',
  clickAndCollectOnly: 'Some items in your bag are available for click and collect only',
  guestEmailRequired: 'Please enter your e-mail address to check out as a guest',
  orderNotFound: 'We could not find an order with this number and e-mail address',
  countryNotShipped: 'The site does not ship to your country',
} as const;

export { GUEST_ORDER_PASS_COOKIE, GUEST_ORDER_PASS_DAYS } from './guest-order-pass';

export const orderStatusSchema = z.enum([
  'paid',
  'fraud_check_pending',
  'payment_pending',
  'payment_expired',
  'payment_failed',
  'payment_failed_with_inventory',
  'payment_blocked',
  'cancelled',
]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * The pickup message of a click-and-collect order in each state, as the API writes it (in English;
 * the storefront shows its own, by the order's status).
 */
export const PICKUP_MESSAGES: Record<OrderStatus, string> = {
  paid: `Your order will be ready for collection at the store on your pickup date. We hold paid orders for ${CLICK_AND_COLLECT_HOLD_DAYS} days.`,
  fraud_check_pending: 'We are verifying your payment. We will let you know when your order is ready for collection.',
  payment_pending: 'Complete your payment so we can prepare your order for collection.',
  payment_expired: 'Your payment time has expired. Your order will not be prepared for collection.',
  payment_failed: 'Your payment failed. Retry payment to collect your order.',
  payment_failed_with_inventory:
    'Your payment failed. Your items are still reserved: retry payment to collect your order.',
  payment_blocked: 'Your payment could not be accepted. Please contact us.',
  cancelled: 'Your order has been cancelled.',
};

/** Which order page to show. */
export const orderPageVariantSchema = z.enum([
  'confirmation',
  'payment_pending',
  'payment_failed',
  'payment_instruction',
]);
export type OrderPageVariant = z.infer<typeof orderPageVariantSchema>;

export const addressSchema = z.object({
  line1: z.string().min(1).max(200),
  line2: z.string().max(200).optional(),
  city: z.string().min(1).max(100),
  /** Empty where the country has no postal codes (Hong Kong). */
  postalCode: z.string().max(20),
  /** Defaults to the request's country. */
  country: z.string().trim().length(2).optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** How many delivery addresses a member keeps per country: the least recently used goes first. */
export const MAX_SAVED_ADDRESSES = 5;

/** A delivery address the member kept from an order, to pick at the next checkout. */
export const savedAddressSchema = z.object({
  id: z.number().int(),
  line1: z.string(),
  /** Empty when the address has no second line. */
  line2: z.string(),
  city: z.string(),
  postalCode: z.string(),
  lastUsedAt: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const savedAddressListResponseSchema = z.object({ data: z.array(savedAddressSchema) });

export const recipientSchema = z.object({
  name: z.string().min(1).max(200),
  mobile: mobileSchema,
});

export const deliveryInputSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delivery'), address: addressSchema, recipient: recipientSchema }),
  z.object({
    type: z.literal('click_and_collect'),
    storeSlug: z.string().min(1),
    /** `YYYY-MM-DD` */
    pickupDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** `HH:MM` */
    pickupTime: z.string().regex(/^\d{2}:\d{2}$/),
    recipient: recipientSchema.optional(),
  }),
]);
export type DeliveryInput = z.infer<typeof deliveryInputSchema>;

/** `card`, `promptpay_qr` (TH), `virtual_account` (ID) or `bnpl:{provider}` where the country offers it. */
export const paymentMethodInputSchema = z
  .string()
  .regex(/^(card|promptpay_qr|virtual_account|bnpl:(afterpay|klarna|atome))$/, 'Unknown payment method');
export type PaymentMethodInput = z.infer<typeof paymentMethodInputSchema>;

export const paymentInputSchema = z
  .object({
    method: paymentMethodInputSchema,
    /** Card number for `card` and the test gateway behind `bnpl:*` (see docs/payments.md). */
    cardNumber: z
      .string()
      .regex(/^[\d ]{12,23}$/)
      .optional(),
    /** `MM/YY`, this month or later. Sent by the storefront's card form; checked, never stored. */
    cardExpiry: cardExpirySchema.optional(),
    /** 3 digits, 4 for American Express. Checked, never stored. */
    cardCvc: z
      .string()
      .regex(/^\d{3,4}$/)
      .optional(),
    cardHolder: cardHolderSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.cardCvc && value.cardNumber) {
      const { cvc } = cardRules(cardBrand(value.cardNumber));
      if (value.cardCvc.length !== cvc) ctx.addIssue({ code: 'custom', path: ['cardCvc'], message: CARD_ISSUES.cvc });
    }
  });
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/** A company's registered name and registration number, printed on the order's tax invoice. */
export const orderRegistrationSchema = z.object({
  name: z.string().trim().min(1).max(200),
  number: z.string().trim().min(1).max(40),
});
export type OrderRegistration = z.infer<typeof orderRegistrationSchema>;

export const createOrderRequestSchema = z.object({
  delivery: deliveryInputSchema,
  payment: paymentInputSchema,
  /** The fraud-prevention script's token for this browser, when it produced one. */
  fraudToken: z.string().trim().min(1).max(512).optional(),
  /** Keep a delivery address for the member's next checkout; kept unless this is `false`. */
  saveAddress: z.boolean().optional(),
  /** A guest's e-mail address (required without a session; a member's order uses the account's). */
  email: emailAddressSchema.optional(),
  /** Invoice the order to a company. */
  registration: orderRegistrationSchema.optional(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** Finds a guest's order again: its number and the e-mail address it was placed with. */
export const orderLookupRequestSchema = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.string().regex(/^HB[A-Z]{2}\d{8}$/)),
  email: emailAddressSchema,
});
export type OrderLookupRequest = z.infer<typeof orderLookupRequestSchema>;
export const orderLookupResponseSchema = z.object({
  data: z.object({ id: z.number().int(), pageVariant: orderPageVariantSchema }),
});
export type OrderLookupResponse = z.infer<typeof orderLookupResponseSchema>;

export const retryPaymentRequestSchema = z.object({ payment: paymentInputSchema });
export type RetryPaymentRequest = z.infer<typeof retryPaymentRequestSchema>;

export const orderLineSchema = z.object({
  type: lineItemTypeSchema,
  variantId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  variantName: z.string(),
  brand: brandSummarySchema,
  quantity: z.number().int().positive(),
  unitPrice: moneySchema,
  price: moneySchema,
  pointsCost: z.number().int().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDeliverySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('delivery'),
    address: addressSchema,
    recipient: recipientSchema,
    /** `YYYY-MM-DD` range. */
    estimatedDelivery: z.object({ from: z.string(), to: z.string() }),
  }),
  z.object({
    type: z.literal('click_and_collect'),
    store: z.object({ slug: z.string(), name: z.string(), address: z.string() }),
    pickupDate: z.string(),
    pickupTime: z.string(),
    recipient: recipientSchema.nullable(),
    /** ISO timestamp until which a paid order is held, null until paid. */
    holdUntil: z.string().nullable(),
    /** The pickup message of the order's state. */
    pickupMessage: z.string(),
  }),
]);
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const paymentStatusSchema = z.enum(['pending', 'paid', 'failed', 'blocked', 'expired', 'review']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const orderPaymentSchema = z.object({
  method: paymentMethodInputSchema,
  status: paymentStatusSchema,
  attempts: z.number().int().min(1),
  /** Last four digits for cards. */
  cardLast4: z.string().nullable(),
  amount: moneySchema,
  qr: z.object({ payload: z.string(), expiresAt: z.string() }).nullable(),
  virtualAccount: z.object({ bank: z.string(), accountNumber: z.string(), expiresAt: z.string() }).nullable(),
  /** Why the gateway refused, when it did. */
  failureReason: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  /** ISO timestamp. */
  createdAt: z.string(),
  country: z.string(),
  status: orderStatusSchema,
  pageVariant: orderPageVariantSchema,
  delivery: orderDeliverySchema,
  payment: orderPaymentSchema,
  lines: z.array(orderLineSchema),
  promoCode: z.string().nullable(),
  costSummary: costSummarySchema,
  /** A guest's order: the address it was placed with (null for a member's order). */
  guestEmail: z.string().nullable().default(null),
  /** The company the order is invoiced to, when the shopper gave one. */
  registration: orderRegistrationSchema.nullable().default(null),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ data: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const orderSummarySchema = orderSchema.pick({
  id: true,
  number: true,
  createdAt: true,
  /** The store (country) the order was placed in: its amounts are in that store's currency. */
  country: true,
  status: true,
  pageVariant: true,
});
export const orderListResponseSchema = z.object({
  data: z.array(orderSummarySchema.extend({ total: moneySchema, itemsCount: z.number().int() })),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const enquireKbankPaymentRequestSchema = z.object({ orderId: z.number().int().positive() });
export type EnquireKbankPaymentRequest = z.infer<typeof enquireKbankPaymentRequestSchema>;

export const enquireKbankPaymentResponseSchema = z.object({
  data: z.object({ status: z.enum(['pending', 'paid', 'expired']), order: orderSchema }),
});
export type EnquireKbankPaymentResponse = z.infer<typeof enquireKbankPaymentResponseSchema>;

/** Sandbox only: the test gateway settles a pending payment (QR, virtual account, review, BNPL). */
export const settlePaymentRequestSchema = z.object({
  outcome: z.enum(['paid', 'failed', 'blocked']).default('paid'),
});
export type SettlePaymentRequest = z.infer<typeof settlePaymentRequestSchema>;
