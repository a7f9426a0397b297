import { describe, expect, it } from 'vitest';
import {
  cardOutcome,
  FAILURE_REASONS,
  type GatewayOutcome,
  orderStatusOf,
  paymentStatusOf,
  RELEASING_STATES,
  RETRYABLE_STATES,
  virtualAccountNumber,
} from '@/backend/rules/payments';
import { orderStatusSchema, type OrderStatus } from '@/contract';

// The test gateway's table in docs/payments.md, row by row: card number, outcome, payment status,
// order status, and what happens to the stock.

const TABLE: Array<{
  card: string;
  outcome: GatewayOutcome;
  payment: string;
  order: OrderStatus;
  failureReason: string | null;
}> = [
  { card: '4242 4242 4242 4242', outcome: 'paid', payment: 'paid', order: 'paid', failureReason: null },
  { card: '5555 5555 5555 4444', outcome: 'paid', payment: 'paid', order: 'paid', failureReason: null },
  {
    card: '4000 0000 0000 0002',
    outcome: 'declined',
    payment: 'failed',
    order: 'payment_failed',
    failureReason: 'card_declined',
  },
  {
    card: '4000 0000 0000 9995',
    outcome: 'insufficient_funds',
    payment: 'failed',
    order: 'payment_failed_with_inventory',
    failureReason: 'insufficient_funds',
  },
  {
    card: '4100 0000 0000 0019',
    outcome: 'blocked',
    payment: 'blocked',
    order: 'payment_blocked',
    failureReason: 'blocked_by_fraud_screening',
  },
  {
    card: '4000 0000 0000 3220',
    outcome: 'review',
    payment: 'review',
    order: 'fraud_check_pending',
    failureReason: null,
  },
];

describe('the test gateway', () => {
  it.each(TABLE)('card $card: $outcome, payment $payment, order $order', (row) => {
    expect(cardOutcome(row.card, 'card')).toBe(row.outcome);
    // Spaces are ignored, wherever they are.
    expect(cardOutcome(row.card.replace(/\s/g, ''), 'card')).toBe(row.outcome);
    expect(cardOutcome(` ${row.card.replace(/\s/g, '  ')}\t`, 'card')).toBe(row.outcome);
    expect(paymentStatusOf(row.outcome)).toBe(row.payment);
    expect(orderStatusOf(row.outcome, 'card')).toBe(row.order);
    expect(FAILURE_REASONS[row.outcome] ?? null).toBe(row.failureReason);
  });

  it('declines any number it does not list, and a card payment without a number', () => {
    expect(cardOutcome('4242 4242 4242 4241', 'card')).toBe('declined');
    expect(cardOutcome('42424242424242420', 'card')).toBe('declined');
    expect(cardOutcome('', 'card')).toBe('declined');
    expect(cardOutcome(undefined, 'card')).toBe('declined');
    expect(cardOutcome(undefined, 'promptpay_qr')).toBe('declined');
  });

  it('approves buy now pay later without a card, and follows the table with one', () => {
    expect(cardOutcome(undefined, 'bnpl:afterpay')).toBe('paid');
    expect(cardOutcome(undefined, 'bnpl:atome')).toBe('paid');
    expect(cardOutcome('4000 0000 0000 0002', 'bnpl:klarna')).toBe('declined');
    expect(cardOutcome('4242 4242 4242 4242', 'bnpl:klarna')).toBe('paid');
    // Only a method that starts with the prefix is buy now pay later.
    expect(cardOutcome(undefined, 'card:bnpl:')).toBe('declined');
  });

  it('holds a buy-now-pay-later payment under review as a pending payment, a card as a fraud check', () => {
    expect(orderStatusOf('review', 'card')).toBe('fraud_check_pending');
    expect(orderStatusOf('review', 'bnpl:klarna')).toBe('payment_pending');
    for (const method of ['card', 'bnpl:atome']) {
      expect(orderStatusOf('pending', method)).toBe('payment_pending');
      expect(orderStatusOf('paid', method)).toBe('paid');
      expect(orderStatusOf('declined', method)).toBe('payment_failed');
    }
    expect(paymentStatusOf('pending')).toBe('pending');
  });
});

describe('order states', () => {
  it('puts the stock back on sale for a failed, blocked, expired or cancelled order only', () => {
    expect([...RELEASING_STATES].sort()).toEqual(
      ['cancelled', 'payment_blocked', 'payment_expired', 'payment_failed'].sort(),
    );
    // Insufficient funds keeps the stock for the retry; a payment still to come keeps it too.
    for (const kept of ['payment_failed_with_inventory', 'payment_pending', 'fraud_check_pending', 'paid'] as const) {
      expect(RELEASING_STATES).not.toContain(kept);
    }
  });

  it('lets the shopper pay again after a failure or an expiry, never after a block or a cancellation', () => {
    expect([...RETRYABLE_STATES].sort()).toEqual(
      ['payment_expired', 'payment_failed', 'payment_failed_with_inventory'].sort(),
    );
    for (const status of orderStatusSchema.options) {
      const retryable = ['payment_failed', 'payment_failed_with_inventory', 'payment_expired'].includes(status);
      expect(RETRYABLE_STATES.includes(status), status).toBe(retryable);
    }
  });
});

describe('virtual account numbers', () => {
  it('are the bank prefix, the order id in 8 digits and the attempt in 2', () => {
    expect(virtualAccountNumber(42, 1)).toBe('88080000004201');
    expect(virtualAccountNumber(12_345_678, 12)).toBe('88081234567812');
    expect(virtualAccountNumber(42, 2)).not.toBe(virtualAccountNumber(42, 1));
  });
});
