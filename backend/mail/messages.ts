import type { OrderDeliveryRow } from '@/backend/db/schema';
import type { CountryCode, Language } from '@/contract';
import type { AskedAbout } from './copy/types';

/** Whose storefront a mail speaks for: its links, its language, its money and dates. */
export interface MailLocale {
  country: CountryCode;
  language: Language;
}

/** A booking as its mail tells it. */
export interface BookingMail {
  number: string;
  /** `pending`: a guest's booking, which the link confirms; `confirmed`: the link manages it. */
  status: 'pending' | 'confirmed';
  title: string;
  /** The manage page's path, e.g. `/happening/classes/cancel/HB2K4M7Q9R`. */
  path: string;
  /** The token of the link: it confirms a pending booking, or manages a confirmed one. */
  token: string;
  startsAt: string;
  timeZone: string;
  store: { name: string; address: string };
  /** How long a pending booking waits for its confirmation. */
  holdMinutes: number;
}

/** One line of an order as its mail lists it; amounts in minor units. */
export interface OrderMailLine {
  name: string;
  variantName: string;
  quantity: number;
  /** The line's price (unit price × quantity); 0 for a sample or a gift. */
  amount: number;
  /** A reward paid with points: how many. */
  pointsCost: number | null;
}

export interface OrderMail {
  id: number;
  number: string;
  lines: readonly OrderMailLine[];
  subtotal: number | null;
  discount: number;
  shipping: number | null;
  total: number;
  delivery: OrderDeliveryRow;
  /**
   * A guest's order: its page opens only in the browser that placed it, so the mail leads to the
   * page that finds it by its number and e-mail address.
   */
  guest: boolean;
}

/** Every mail the shop sends, with what each needs to be written. */
export type MailMessage =
  | { kind: 'password_reset'; token: string; name?: string }
  | { kind: 'unlock'; token: string; name?: string }
  | { kind: 'no_account'; asked: AskedAbout }
  | { kind: 'registration_confirm'; token: string; returnTo?: string; name?: string }
  | { kind: 'registration_existing' }
  | { kind: 'booking'; booking: BookingMail; name?: string }
  | { kind: 'order_confirmation'; order: OrderMail; name?: string };

/** A mail written out: what the outbox keeps and the transport sends. */
export interface RenderedMail {
  /** The language it is written in: the shopper's, or the country's own when it does not offer it. */
  language: Language;
  subject: string;
  text: string;
  html: string;
  /** The secret the mail's link carries, kept for QA's outbox (backend/sandbox). */
  token: string | null;
}
