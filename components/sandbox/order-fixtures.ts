import { orderSchema, type Order } from '@/contract/orders';
import { COUNTRIES, type CountryCode } from '@/lib/site';
import type { OrderFixtureSlug } from './pages';

/*
 * Orders in the states the sandbox shows, parsed by the contract's own schema when they are
 * built: a change to the order's shape breaks them at once instead of letting them drift.
 * Times are fixed so that every rendering (and screenshot) is the same.
 */

const PLACED_AT = '2026-03-14T02:30:00.000Z';
/** A deadline far ahead, so a pending payment stays payable in any rendering. */
const PAYABLE_UNTIL = '2036-03-14T02:45:00.000Z';

const ADDRESSES: Record<
  CountryCode,
  { line1: string; city: string; postalCode: string; callingCode: string; phone: string }
> = {
  au: { line1: '12 George Street', city: 'Sydney', postalCode: '2000', callingCode: '61', phone: '412345678' },
  hk: { line1: '8 Queen’s Road Central', city: 'Hong Kong', postalCode: '', callingCode: '852', phone: '91234567' },
  id: { line1: 'Jl. M.H. Thamrin No. 1', city: 'Jakarta', postalCode: '10310', callingCode: '62', phone: '8123456789' },
  my: {
    line1: '1 Jalan Bukit Bintang',
    city: 'Kuala Lumpur',
    postalCode: '55100',
    callingCode: '60',
    phone: '123456789',
  },
  nz: { line1: '1 Queen Street', city: 'Auckland', postalCode: '1010', callingCode: '64', phone: '211234567' },
  ph: { line1: '6750 Ayala Avenue', city: 'Makati', postalCode: '1226', callingCode: '63', phone: '9171234567' },
  sg: { line1: '1 Orchard Road', city: 'Singapore', postalCode: '238801', callingCode: '65', phone: '91234567' },
  th: { line1: '999 Rama I Road', city: 'Bangkok', postalCode: '10330', callingCode: '66', phone: '812345678' },
};

const LINES = [
  {
    variantId: 90101,
    productId: 9010,
    name: 'Velvet Matte Lipstick',
    variantName: 'Rosewood',
    brand: { id: 901, slug: 'maison-lumen', name: 'Maison Lumen' },
    quantity: 2,
    major: 32,
  },
  {
    variantId: 90201,
    productId: 9020,
    name: 'Hydra Glow Serum',
    variantName: '30 ml',
    brand: { id: 902, slug: 'atelier-nord', name: 'Atelier Nord' },
    quantity: 1,
    major: 68,
  },
] as const;

/** Rough local prices: one unit of the major currency in each store, times this. */
const PRICE_SCALE: Record<CountryCode, number> = { au: 1, hk: 5, id: 10_000, my: 3, nz: 1.1, ph: 35, sg: 1, th: 25 };

interface FixtureSpec {
  id: number;
  country: CountryCode;
  status: Order['status'];
  pageVariant: Order['pageVariant'];
  payment: Pick<Order['payment'], 'method' | 'status'> & Partial<Order['payment']>;
}

function build(spec: FixtureSpec): Order {
  const site = COUNTRIES[spec.country];
  const unit = 10 ** site.currency.fractionDigits;
  const money = (amount: number) => ({ amount: Math.round(amount), currency: site.currency.code });
  const price = (major: number) => Math.round(major * PRICE_SCALE[spec.country]) * unit;
  const lines = LINES.map((line) => ({
    type: 'product' as const,
    variantId: line.variantId,
    productId: line.productId,
    name: line.name,
    variantName: line.variantName,
    brand: line.brand,
    quantity: line.quantity,
    unitPrice: money(price(line.major)),
    price: money(price(line.major) * line.quantity),
    pointsCost: null,
  }));
  const subtotal = lines.reduce((sum, line) => sum + line.price.amount, 0);
  const shipping = subtotal >= site.freeShippingThreshold ? 0 : price(8);
  const total = subtotal + shipping;
  const taxAmount = Math.round((total * site.taxPercent) / (100 + site.taxPercent));
  const address = ADDRESSES[spec.country];
  return orderSchema.parse({
    id: spec.id,
    number: `HB${spec.country.toUpperCase()}${String(spec.id).slice(-6)}`,
    createdAt: PLACED_AT,
    country: spec.country.toUpperCase(),
    status: spec.status,
    pageVariant: spec.pageVariant,
    delivery: {
      type: 'delivery',
      address: {
        line1: address.line1,
        city: address.city,
        postalCode: address.postalCode,
        country: spec.country.toUpperCase(),
      },
      recipient: { name: 'Wren Tan', mobile: { callingCode: address.callingCode, phoneNumber: address.phone } },
      estimatedDelivery: { from: '2026-03-17', to: '2026-03-19' },
    },
    payment: {
      attempts: 1,
      cardLast4: null,
      amount: money(total),
      qr: null,
      virtualAccount: null,
      failureReason: null,
      ...spec.payment,
    },
    lines,
    promoCode: null,
    costSummary: {
      subtotal: money(subtotal),
      discount: money(0),
      discounts: [],
      priceBeforeTax: money(total - taxAmount),
      taxName: site.taxName,
      taxPercent: site.taxPercent,
      taxAmount: money(taxAmount),
      pointsEarned: Math.floor(total / unit / PRICE_SCALE[spec.country]),
      pointsRedeemed: 0,
      shipping: money(shipping),
      giftCardAmount: money(0),
      total: money(total),
      freeShipping: {
        threshold: money(site.freeShippingThreshold),
        remaining: money(Math.max(0, site.freeShippingThreshold - subtotal)),
        qualified: subtotal >= site.freeShippingThreshold,
      },
    },
  });
}

/** A PromptPay payload of the right shape (EMVCo, starting 000201); never payable. */
const PROMPTPAY_PAYLOAD =
  '00020101021230570016A00000067701011201150105560000000000214SANDBOXORDER0153037645406500.005802TH6304ABCD';

const SPECS: Record<OrderFixtureSlug, FixtureSpec> = {
  'order-confirmation-au': {
    id: 990001,
    country: 'au',
    status: 'paid',
    pageVariant: 'confirmation',
    payment: { method: 'card', status: 'paid', cardLast4: '4242' },
  },
  'order-confirmation-sg': {
    id: 990002,
    country: 'sg',
    status: 'paid',
    pageVariant: 'confirmation',
    payment: { method: 'card', status: 'paid', cardLast4: '4444' },
  },
  'payment-failed-hk': {
    id: 990003,
    country: 'hk',
    status: 'payment_failed',
    pageVariant: 'payment_failed',
    payment: { method: 'card', status: 'failed', cardLast4: '0002', failureReason: 'card_declined' },
  },
  'payment-blocked-nz': {
    id: 990004,
    country: 'nz',
    status: 'payment_blocked',
    pageVariant: 'payment_failed',
    payment: { method: 'card', status: 'blocked', cardLast4: '0019', failureReason: 'blocked_by_fraud_screening' },
  },
  'payment-pending-au': {
    id: 990005,
    country: 'au',
    status: 'payment_pending',
    pageVariant: 'payment_pending',
    payment: { method: 'bnpl:afterpay', status: 'review' },
  },
  'payment-pending-id': {
    id: 990006,
    country: 'id',
    status: 'payment_pending',
    pageVariant: 'payment_instruction',
    payment: {
      method: 'virtual_account',
      status: 'pending',
      virtualAccount: { bank: 'BCA', accountNumber: '8808 1234 5678 9012', expiresAt: PAYABLE_UNTIL },
    },
  },
  'payment-pending-my': {
    id: 990007,
    country: 'my',
    status: 'payment_pending',
    pageVariant: 'payment_pending',
    payment: { method: 'bnpl:atome', status: 'review' },
  },
  // The Philippines takes cards only: a card payment held for review is its pending payment.
  'payment-pending-ph': {
    id: 990008,
    country: 'ph',
    status: 'fraud_check_pending',
    pageVariant: 'confirmation',
    payment: { method: 'card', status: 'review', cardLast4: '3220' },
  },
  'payment-pending-th': {
    id: 990009,
    country: 'th',
    status: 'payment_pending',
    pageVariant: 'payment_instruction',
    payment: {
      method: 'promptpay_qr',
      status: 'pending',
      qr: { payload: PROMPTPAY_PAYLOAD, expiresAt: PAYABLE_UNTIL },
    },
  },
};

export interface OrderFixture {
  slug: OrderFixtureSlug;
  country: CountryCode;
  order: Order;
}

export function orderFixture(slug: OrderFixtureSlug): OrderFixture {
  const spec = SPECS[slug];
  return { slug, country: spec.country, order: build(spec) };
}
