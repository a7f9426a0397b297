import { cart } from '../bag/fixtures';

/** An order as the API answers it once placed: paid by card, delivered in Singapore. */
export const ORDER = {
  id: 41,
  number: 'HBSG00000041',
  createdAt: '2026-11-21T06:00:00.000Z',
  country: 'sg',
  status: 'paid',
  pageVariant: 'confirmation',
  delivery: {
    type: 'delivery',
    address: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801' },
    recipient: { name: 'Wren Tan', mobile: { callingCode: '65', phoneNumber: '91234501' } },
    estimatedDelivery: { from: '2026-11-23', to: '2026-11-26' },
  },
  payment: {
    method: 'card',
    status: 'paid',
    attempts: 1,
    cardLast4: '4242',
    amount: { amount: 3500, currency: 'SGD' },
    qr: null,
    virtualAccount: null,
    failureReason: null,
  },
  lines: [],
  promoCode: null,
  costSummary: cart().costSummary,
};
