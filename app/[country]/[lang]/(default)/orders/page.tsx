import { ORDER_LIST_MESSAGES } from '@/components/orders/messages';
import { OrderList } from '@/components/orders/order-list';
import styles from '@/components/orders/orders.module.css';
import { orderListQueryOptions } from '@/lib/api/orders';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { MemberSection } from '@/components/data/member-section';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocaleProps, LocalePageProps } from '@/app/[country]/[lang]/_routes/props';
import { HeadedSection } from '@/app/[country]/[lang]/_routes/screens';

export const generateMetadata = titled('orders', 'heading', { index: false });

/** Members only: the proxy sends guests to sign in first. */
export default async function OrdersPage({ params }: LocalePageProps) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'orders');
  return (
    <HeadedSection id="orders" heading={t('heading')} className={styles.page} headingClassName={styles.heading}>
      <SectionBoundary>
        <OrdersSection country={country} lang={lang} />
      </SectionBoundary>
    </HeadedSection>
  );
}

function OrdersSection({ country, lang }: LocaleProps) {
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
