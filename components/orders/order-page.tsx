import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { OrderPageVariant } from '@/lib/api/contract';
import { PrefetchBoundary } from '@/lib/api/handover';
import { orderQueryOptions } from '@/lib/api/orders';
import { getServerApiClient, getServerQueryClient, hasSessionCookie } from '@/lib/api/server';
import { TranslationsProvider } from '@/lib/i18n/client';
import { pickMessages } from '@/lib/i18n/server';
import { defaultLanguage, getCountry, type CountryCode, type Language } from '@/lib/site';
import { ORDER_VIEW_MESSAGES } from './messages';
import { OrderView } from './order-view';
import styles from './orders.module.css';

/** The shared page of `/orders/{id}` and its variants: the order is live, read per request. */
export async function OrderPage({
  country,
  lang,
  orderId,
  variant,
}: {
  country: CountryCode;
  lang: Language;
  orderId: number;
  variant: OrderPageVariant | null;
}) {
  // The heading says what happened to the order, so the order view renders it.
  return (
    <section className={styles.page} aria-labelledby="order-heading">
      <Suspense fallback={<Skeleton width="100%" height="32rem" />}>
        <OrderSection country={country} lang={lang} orderId={orderId} variant={variant} />
      </Suspense>
    </section>
  );
}

async function OrderSection({
  country,
  lang,
  orderId,
  variant,
}: {
  country: CountryCode;
  lang: Language;
  orderId: number;
  variant: OrderPageVariant | null;
}) {
  const queryClient = getServerQueryClient();
  if (await hasSessionCookie()) {
    const api = await getServerApiClient(country, lang);
    await queryClient.prefetchQuery(orderQueryOptions(api, orderId)).catch(() => undefined);
  }
  const messages = await pickMessages(lang, ORDER_VIEW_MESSAGES);
  const site = getCountry(country);
  return (
    <TranslationsProvider lang={lang} resources={messages}>
      <PrefetchBoundary queryClient={queryClient}>
        <OrderView
          orderId={orderId}
          variant={variant}
          country={country}
          lang={lang}
          defaultLang={defaultLanguage(country)}
          methods={site.paymentMethods}
          bnplProviders={site.bnplProviders}
        />
      </PrefetchBoundary>
    </TranslationsProvider>
  );
}

/** The page's shape while the address is read, so nothing moves. */
export function OrderPageSkeleton() {
  return (
    <section className={styles.page} aria-busy="true">
      <Skeleton width="12rem" height="3rem" />
      <Skeleton width="100%" height="32rem" style={{ marginTop: 'var(--space-5)' }} />
    </section>
  );
}

/** A positive integer id from the path, or null. */
export function parseOrderId(raw: string): number | null {
  return /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
