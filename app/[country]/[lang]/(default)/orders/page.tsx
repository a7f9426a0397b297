import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ORDER_LIST_MESSAGES } from '@/components/orders/messages';
import { OrderList } from '@/components/orders/order-list';
import styles from '@/components/orders/orders.module.css';
import { Skeleton } from '@/components/ui/skeleton';
import { PrefetchBoundary } from '@/lib/api/handover';
import { orderListQueryOptions } from '@/lib/api/orders';
import { getServerApiClient, getServerQueryClient, hasSessionCookie } from '@/lib/api/server';
import { TranslationsProvider } from '@/lib/i18n/client';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { SectionBoundary } from '@/components/ui/section-boundary';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'orders');
  return { title: t('heading'), robots: { index: false } };
}

/** Members only: the proxy sends guests to sign in first. */
export default async function OrdersPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'orders');
  return (
    <section className={styles.page} aria-labelledby="orders-heading">
      <h1 id="orders-heading" className={styles.heading}>
        {t('heading')}
      </h1>
      <SectionBoundary>
        <Suspense fallback={<Skeleton width="100%" height="16rem" />}>
          <OrdersSection country={country} lang={lang} />
        </Suspense>
      </SectionBoundary>
    </section>
  );
}

async function OrdersSection({ country, lang }: { country: CountryCode; lang: Language }) {
  const queryClient = getServerQueryClient();
  if (await hasSessionCookie()) {
    const api = await getServerApiClient(country, lang);
    await queryClient.prefetchQuery(orderListQueryOptions(api)).catch(() => undefined);
  }
  const messages = await pickMessages(lang, ORDER_LIST_MESSAGES);
  return (
    <TranslationsProvider lang={lang} resources={messages}>
      <PrefetchBoundary queryClient={queryClient}>
        <OrderList country={country} lang={lang} defaultLang={defaultLanguage(country)} />
      </PrefetchBoundary>
    </TranslationsProvider>
  );
}
