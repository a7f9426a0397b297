import type { Metadata } from 'next';
import { Suspense } from 'react';
import { ORDER_LIST_MESSAGES } from '@/components/orders/messages';
import { OrderList } from '@/components/orders/order-list';
import styles from '@/components/orders/orders.module.css';
import { Skeleton } from '@/components/ui/skeleton';
import { orderListQueryOptions } from '@/lib/api/orders';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { MemberSection } from '@/components/data/member-section';

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

function OrdersSection({ country, lang }: { country: CountryCode; lang: Language }) {
  return (
    <MemberSection
      country={country}
      lang={lang}
      messages={ORDER_LIST_MESSAGES}
      prefetch={(api, load) => [load(orderListQueryOptions(api))]}
    >
      <OrderList country={country} lang={lang} defaultLang={defaultLanguage(country)} />
    </MemberSection>
  );
}
