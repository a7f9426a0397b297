/** What the order pages say about an order: its heading, payment method, store, errors and points tense. */

import type { PointsTense } from '@/components/bag/cost-summary';
import type { Order, OrderPageVariant } from '@/contract';
import { CLICK_AND_COLLECT_HOLD_DAYS } from '@/contract/bag-codes';
import { domainErrorKey, type DomainErrors, isApiError } from '@/lib/api/errors';
import { runtimeKeys, type AnyTranslate } from '@/lib/i18n/config';
import { bnplProviderName, regionName, type Language } from '@/lib/site';

export type T = AnyTranslate;

export const KNOWN_REASONS = new Set(['card_declined', 'insufficient_funds', 'blocked_by_fraud_screening']);

export const RETRYABLE = new Set(['payment_failed', 'payment_failed_with_inventory', 'payment_expired']);

/** The order page's failures: its own codes, then the shared ones. */
export const ORDER_ERRORS: DomainErrors = {
  namespace: 'orders',
  codes: new Set([
    'payment_not_retryable',
    'not_promptpay_order',
    'payment_method_not_available',
    'out_of_stock',
    'promotion_invalid',
    'offer_not_found',
  ]),
};

/** The promo rules a payment retry can find broken (docs/product-rules.md, Rules on every path to a paid order). */
const RETRY_PROMO_HINTS = new Set(['expired', 'first_time_customers_only', 'minimum_order', 'product_or_brand_limits']);

export function methodLabel(method: string, t: T): string {
  if (method.startsWith('bnpl:')) return t('orders:methods.bnpl', { provider: bnplProviderName(method.slice(5)) });
  return runtimeKeys(t)(`orders:methods.${method}`);
}

/** What a click-and-collect order's state means for its pickup, in the page's language. */
export function pickupMessage(status: Order['status'], t: T): string {
  return runtimeKeys(t)(`orders:details.pickupMessages.${status}`, { days: CLICK_AND_COLLECT_HOLD_DAYS });
}

/** The keys (namespace included) of why an order call failed, and of the promo rule it names. */
export function orderErrorKeys(error: unknown): { errorKey: string; hintKey?: string } {
  const errorKey = domainErrorKey(error, ORDER_ERRORS);
  const hint = isApiError(error) && error.code === 'promotion_invalid' ? error.detail('hint') : undefined;
  return hint && RETRY_PROMO_HINTS.has(hint) ? { errorKey, hintKey: `orders:errors.promoHints.${hint}` } : { errorKey };
}

export function orderErrorMessage(error: unknown, t: T): string {
  const { errorKey, hintKey } = orderErrorKeys(error);
  const message = runtimeKeys(t)(errorKey);
  return hintKey ? `${message} ${runtimeKeys(t)(hintKey)}` : message;
}

/** Points are earned when an order is paid (docs/payments.md). */
export function pointsTenseOf(status: Order['status']): PointsTense {
  switch (status) {
    case 'paid':
      return 'past';
    case 'fraud_check_pending':
    case 'payment_pending':
    case 'payment_failed_with_inventory':
    case 'payment_failed':
    case 'payment_expired':
      return 'onPayment';
    case 'payment_blocked':
    case 'cancelled':
      return 'none';
  }
}

/** Path of the page that shows an order in its state. */
export function orderPath(order: Pick<Order, 'id' | 'pageVariant'>): string {
  return `/orders/${order.id}/${order.pageVariant}`;
}

/** The store an order was placed in, named in the shopper's language ("Singapore", "สิงคโปร์"). */
export function storeName(orderCountry: string, lang: Language): string {
  return regionName(orderCountry, lang);
}

/** What happened, in the page's main heading: "Thank you for your order", "Your payment didn't go through"… */
export function headingOf(variant: OrderPageVariant, status: Order['status'] | null, t: T): string {
  switch (variant) {
    case 'confirmation':
      return status === 'fraud_check_pending'
        ? t('orders:confirmation.reviewHeading')
        : t('orders:confirmation.heading');
    case 'payment_pending':
      return t('orders:pending.heading');
    case 'payment_instruction':
      return t('orders:instruction.heading');
    case 'payment_failed':
      return status === 'cancelled' ? t('orders:failed.cancelledHeading') : t('orders:failed.heading');
  }
}
