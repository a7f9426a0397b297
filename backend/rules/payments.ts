import { getEnv, type BackendEnv } from '@/backend/env';
import type { OrderStatus, PaymentStatus } from '@/contract';
import { promptPayBillPayload } from '@/contract/promptpay';

/**
 * The test payment gateway. Card numbers decide the outcome (docs/payments.md); any other number is
 * declined. Buy-now-pay-later providers go through the same gateway, approving when no card is given.
 */

export type GatewayOutcome = 'paid' | 'declined' | 'insufficient_funds' | 'blocked' | 'review' | 'pending';

export const TEST_CARDS: Readonly<Record<string, GatewayOutcome>> = {
  '4242424242424242': 'paid',
  '5555555555554444': 'paid',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4100000000000019': 'blocked',
  '4000000000003220': 'review',
};

export function normalizeCardNumber(cardNumber: string): string {
  // Stryker disable next-line Regex: `/\s/g` is equivalent, removing each space of a run removes the run.
  return cardNumber.replace(/\s+/g, '');
}

export function cardOutcome(cardNumber: string | undefined, method: string): GatewayOutcome {
  if (cardNumber === undefined) return method.startsWith('bnpl:') ? 'paid' : 'declined';
  return TEST_CARDS[normalizeCardNumber(cardNumber)] ?? 'declined';
}

export const FAILURE_REASONS: Partial<Record<GatewayOutcome, string>> = {
  declined: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  blocked: 'blocked_by_fraud_screening',
};

/** The payment record's status for a gateway outcome. */
export function paymentStatusOf(outcome: GatewayOutcome): PaymentStatus {
  switch (outcome) {
    case 'paid':
      return 'paid';
    case 'declined':
    case 'insufficient_funds':
      return 'failed';
    case 'blocked':
      return 'blocked';
    case 'review':
      return 'review';
    case 'pending':
      return 'pending';
  }
}

/**
 * The order's state for a gateway outcome. A card held for review is a fraud check; a
 * buy-now-pay-later approval still in progress is a pending payment.
 */
export function orderStatusOf(outcome: GatewayOutcome, method: string): OrderStatus {
  switch (outcome) {
    case 'paid':
      return 'paid';
    case 'declined':
      return 'payment_failed';
    case 'insufficient_funds':
      return 'payment_failed_with_inventory';
    case 'blocked':
      return 'payment_blocked';
    case 'review':
      return method === 'card' ? 'fraud_check_pending' : 'payment_pending';
    case 'pending':
      return 'payment_pending';
  }
}

/** States whose stock goes back on sale. */
export const RELEASING_STATES: readonly OrderStatus[] = [
  'payment_failed',
  'payment_blocked',
  'payment_expired',
  'cancelled',
];
/** States from which the shopper may pay again on the same order. */
export const RETRYABLE_STATES: readonly OrderStatus[] = [
  'payment_failed',
  'payment_failed_with_inventory',
  'payment_expired',
];

/**
 * The PromptPay QR payload of one payment attempt: a dynamic Thai QR bill payment to the merchant's
 * biller id, with the order number and attempt as references, the amount and the CRC.
 */
export function promptPayPayload(
  orderNumber: string,
  attempt: number,
  amountMinor: number,
  merchant: BackendEnv['promptPay'] = getEnv().promptPay,
): string {
  return promptPayBillPayload({
    billerId: merchant.billerId,
    reference1: orderNumber,
    reference2: String(attempt),
    amountMinor,
    merchantName: merchant.merchantName,
    merchantCity: merchant.merchantCity,
  });
}

export function virtualAccountNumber(orderId: number, attempt: number): string {
  return `8808${String(orderId).padStart(8, '0')}${String(attempt).padStart(2, '0')}`;
}
