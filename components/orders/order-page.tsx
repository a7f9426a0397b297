import { cache } from 'react';
import { notFoundScreen } from '@/components/layout/not-found-answer';
import type { OrderPageVariant } from '@/contract';
import { isApiError } from '@/lib/api/errors';
import { orderQueryOptions } from '@/lib/api/orders';
import { getServerApiClient, getServerQueryClient, hasGuestOrderPass, hasSessionCookie } from '@/lib/api/server';
import type { CountryCode, Language } from '@/lib/site';
import { ORDER_VIEW_MESSAGES } from './messages';
import { OrderNotFound } from './order-not-found';
import { orderSite } from './order-site';
import { OrderView } from './order-view';
import styles from './orders.module.css';
import { MemberSection } from '@/components/data/member-section';

/**
 * The member's order, read once per request into the request's query client, or nothing for a
 * browser without a session. The page reads it before anything is sent, so that an order that is
 * not the member's answers 404; the view is handed the same read. Returns the read's error.
 */
const readOrder = cache(async (country: CountryCode, lang: Language, orderId: number): Promise<unknown> => {
  // A member's session, or a browser's pass to a guest's orders: else there is nothing to read.
  if (!(await hasSessionCookie()) && !(await hasGuestOrderPass())) return null;
  const api = await getServerApiClient(country, lang);
  const options = orderQueryOptions(api, orderId);
  const queryClient = getServerQueryClient();
  await queryClient.prefetchQuery(options);
  return queryClient.getQueryState(options.queryKey)?.error ?? null;
});

/** Whether the API does not show this member the order: another member's, or none. */
async function orderIsMissing(country: CountryCode, lang: Language, orderId: number): Promise<boolean> {
  const error = await readOrder(country, lang, orderId);
  return isApiError(error) && (error.status === 404 || error.status === 403);
}

interface OrderPageProps {
  country: CountryCode;
  lang: Language;
  orderId: number;
  variant: OrderPageVariant | null;
}

/**
 * The shared page of `/orders/{id}` and its variants: the order is live, read per request. An order
 * the API does not show this member (another member's, or none) is the translated 404, with status
 * 404. An expired session reads nothing here: the browser refreshes it and reads the order itself.
 */
export async function OrderPage({ country, lang, orderId, variant }: OrderPageProps) {
  if (await orderIsMissing(country, lang, orderId)) {
    return notFoundScreen(<OrderNotFound />);
  }
  // The heading says what happened to the order, so the order view renders it. The order was read
  // above, so the page waits for nothing more and is whole in the HTML, with or without JavaScript.
  return (
    <section className={styles.page} aria-labelledby="order-heading">
      <OrderSection country={country} lang={lang} orderId={orderId} variant={variant} />
    </section>
  );
}

function OrderSection({ country, lang, orderId, variant }: OrderPageProps) {
  return (
    <MemberSection
      country={country}
      lang={lang}
      messages={ORDER_VIEW_MESSAGES}
      prefetch={() => [readOrder(country, lang, orderId).then(() => undefined)]}
    >
      <OrderView orderId={orderId} variant={variant} lang={lang} {...orderSite(country)} />
    </MemberSection>
  );
}

/** A positive integer id from the path, or null. */
export function parseOrderId(raw: string): number | null {
  return /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
