import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { OrderPageVariant } from '@/lib/api/contract';
import { orderQueryOptions } from '@/lib/api/orders';
import { defaultLanguage, getCountry, type CountryCode, type Language } from '@/lib/site';
import { ORDER_VIEW_MESSAGES } from './messages';
import { OrderView } from './order-view';
import styles from './orders.module.css';
import { MemberSection } from '@/lib/api/member-section';

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

function OrderSection({
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
  const site = getCountry(country);
  return (
    <MemberSection
      country={country}
      lang={lang}
      messages={ORDER_VIEW_MESSAGES}
      prefetch={(api, load) => [load(orderQueryOptions(api, orderId))]}
    >
      <OrderView
        orderId={orderId}
        variant={variant}
        country={country}
        lang={lang}
        defaultLang={defaultLanguage(country)}
        methods={site.paymentMethods}
        bnplProviders={site.bnplProviders}
      />
    </MemberSection>
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
