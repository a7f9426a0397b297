import type { Account } from '@/contract/account';
import type { LineItem } from '@/contract/bag';
import { COUNTRIES, COUNTRY_CODES, type CountryCode, type Language } from '@/lib/site';

/** The page-view event's name. */
export const PAGE_VIEW_EVENT = 'page_viewed';

/** Ad-partner account per country, sent with every page view. */
export const AD_PARTNER_ACCOUNT_IDS: Record<CountryCode, string> = {
  au: 'HB-AP-AU-1101',
  hk: 'HB-AP-HK-1102',
  id: 'HB-AP-ID-1103',
  my: 'HB-AP-MY-1104',
  nz: 'HB-AP-NZ-1105',
  ph: 'HB-AP-PH-1106',
  sg: 'HB-AP-SG-1107',
  th: 'HB-AP-TH-1108',
};

export type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** Pushes to the tag manager's queue; the container picks up what was pushed before it loaded. */
export function pushToDataLayer(entry: DataLayerEntry): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(entry);
}

/** The bag and order pages carry personal order data and are never tracked as page views. */
export function isTrackedPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/cart') return false;
  if (path.startsWith('/orders/')) return false;
  return true;
}

export interface SiteData {
  locale: string;
  language: Language;
  mobile: boolean;
  status: 200;
  layout: 'Mobile' | 'Desktop';
  adPartnerAccountId: string;
}

export function siteData(country: CountryCode, lang: Language, mobile: boolean): SiteData {
  return {
    locale: country.toUpperCase(),
    language: lang,
    mobile,
    status: 200,
    layout: mobile ? 'Mobile' : 'Desktop',
    adPartnerAccountId: AD_PARTNER_ACCOUNT_IDS[country],
  };
}

export function pageViewEvent(pageUrl: string, data: SiteData): DataLayerEntry {
  return { event: PAGE_VIEW_EVENT, pageUrl, dataLayer: { ...data } };
}

/** The member's data layer, in the names the tags expect. Guests have none. */
export function userDataLayer(account: Account): DataLayerEntry {
  return {
    event: 'user_data',
    user_id: account.id,
    is_employee: account.isEmployee,
    age: account.age,
    card_number: account.cardNumber,
    email_sha256: account.emailSHA256,
    email_md5: account.emailMD5,
    mobile_number_md5: account.mobileNumberMD5,
    loyalty_points: account.loyaltyPoints,
    loyalty_tier: account.loyaltyTier,
    tier_points_counter: account.tierPointsCounter,
  };
}

// ---------------------------------------------------------------------------
// Commerce events in the GA4 e-commerce shape.

export interface Money {
  amount: number;
  currency: string;
}

export interface CommerceItem {
  id: number | string;
  name: string;
  brand?: string;
  variant?: string;
  /** Unit price in minor units of the currency. */
  unitPrice: Money;
  quantity: number;
}

const fractionDigitsByCurrency = new Map(
  COUNTRY_CODES.map((c) => [COUNTRIES[c].currency.code, COUNTRIES[c].currency.fractionDigits]),
);

/** Minor units to the decimal amount analytics expects, in the currency's own precision. */
export function toMajorUnits(money: Money): number {
  const digits = fractionDigitsByCurrency.get(money.currency) ?? 2;
  return Number((money.amount / 10 ** digits).toFixed(digits));
}

export type CommerceEventName = 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout' | 'purchase';

export function commerceEvent(
  name: CommerceEventName,
  items: CommerceItem[],
  extra: { value?: Money; transactionId?: string } = {},
): DataLayerEntry | null {
  const currency = extra.value?.currency ?? items[0]?.unitPrice.currency;
  if (!currency) return null;
  const value =
    extra.value !== undefined
      ? toMajorUnits(extra.value)
      : toMajorUnits({ currency, amount: items.reduce((sum, item) => sum + item.unitPrice.amount * item.quantity, 0) });
  return {
    event: name,
    ecommerce: {
      ...(extra.transactionId ? { transaction_id: extra.transactionId } : {}),
      currency,
      value,
      items: items.map((item, index) => ({
        item_id: String(item.id),
        item_name: item.name,
        ...(item.brand ? { item_brand: item.brand } : {}),
        ...(item.variant ? { item_variant: item.variant } : {}),
        price: toMajorUnits(item.unitPrice),
        quantity: item.quantity,
        index,
      })),
    },
  };
}

/** Pushes a commerce event, clearing the previous event's e-commerce object first (as GA4 asks). */
export function trackCommerce(...args: Parameters<typeof commerceEvent>): void {
  const event = commerceEvent(...args);
  if (!event) return;
  pushToDataLayer({ ecommerce: null });
  pushToDataLayer(event);
}

/** A bag line as a commerce item (quantity: the units this event is about). */
export function lineToItem(
  line: Pick<LineItem, 'variantId' | 'name' | 'variantName' | 'brand' | 'unitPrice'>,
  quantity: number,
): CommerceItem {
  return {
    id: line.variantId,
    name: line.name,
    brand: line.brand.name,
    variant: line.variantName,
    unitPrice: line.unitPrice,
    quantity,
  };
}
