import type { Metadata } from 'next';
import { AuthLinks } from '@/components/account/auth-links';
import styles from '@/components/account/account-page.module.css';
import { findOrderWithForm } from '@/components/orders/order-lookup-actions';
import { OrderLookupForm } from '@/components/orders/order-lookup-form';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';

type Props = { params: Promise<LocaleParams> };

const MESSAGES = {
  orders: ['lookup'],
  errors: ['orderNotFound', 'tooManyRequests', 'network', 'unavailable', 'generic'],
} as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'orders');
  return { title: t('lookup.title'), robots: { index: false } };
}

/** Where a guest finds an order again. Static per country × language, like sign-in. */
export default async function OrderStatusPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const [t, messages] = await Promise.all([getTranslator(lang, 'orders'), pickMessages(lang, MESSAGES)]);
  return (
    <section className={styles.page} aria-labelledby="order-lookup-heading">
      <h1 id="order-lookup-heading" className={styles.heading}>
        {t('lookup.heading')}
      </h1>
      <p className={styles.intro}>{t('lookup.intro')}</p>
      <TranslationsProvider lang={lang} resources={messages}>
        <OrderLookupForm
          action={findOrderWithForm.bind(null, country, lang)}
          example={`HB${country.toUpperCase()}00001234`}
        />
      </TranslationsProvider>
      <AuthLinks
        lang={lang}
        defaultLang={defaultLanguage(country)}
        links={[{ path: '/orders', prompt: t('lookup.member'), label: t('lookup.signIn') }]}
      />
    </section>
  );
}
