import { BAG_ERRORS } from '@/components/bag/bag-state';
import { lineToItem } from '@/lib/analytics/data-layer';
import type { LineItem } from '@/contract/bag';
import { ORDER_ERROR_CODES } from '@/contract/orders';
import type { DomainErrors } from '@/lib/api/errors';
import { MOBILE_RULES, POSTAL_CODE_RULES, type CountryCode } from '@/lib/site';
import type { CheckoutValues } from './checkout-state';

/** Checkout's failures: its own codes, then the bag's messages (a bag change can fail here too). */
export const CHECKOUT_ERRORS: DomainErrors = {
  namespace: 'checkout',
  codes: new Set<string>([
    ORDER_ERROR_CODES.paymentMethodNotAvailable,
    ORDER_ERROR_CODES.storeNotAvailable,
    ORDER_ERROR_CODES.pickupDateNotAvailable,
    ORDER_ERROR_CODES.clickAndCollectOnly,
    ORDER_ERROR_CODES.guestEmailRequired,
    'out_of_stock_in_bag',
    'empty_bag',
    'out_of_stock',
  ]),
  fallback: BAG_ERRORS,
};

/** The member's name and a mobile number of this country, to start the contact fields with. */
export function memberContact(
  profile:
    { firstName: string; lastName: string; mobile: { callingCode: string; phoneNumber: string } | null } | undefined,
  callingCode: string,
): { name?: string; phone?: string } {
  if (!profile) return {};
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const phone = profile.mobile?.callingCode === callingCode ? profile.mobile.phoneNumber : undefined;
  return { ...(name ? { name } : {}), ...(phone ? { phone } : {}) };
}

/** The country's example of a well-formed value, for the fields whose message shows one. */
export function exampleOf(name: keyof CheckoutValues, country: CountryCode): string {
  if (name === 'postalCode') return POSTAL_CODE_RULES[country]?.example ?? '';
  if (name === 'phone') return MOBILE_RULES[country].example;
  return '';
}

/** Paid lines (not samples, gifts or rewards) as commerce items. */
export function commerceLines(lines: readonly LineItem[]) {
  return lines.filter((line) => line.type === 'product').map((line) => lineToItem(line, line.quantity));
}
