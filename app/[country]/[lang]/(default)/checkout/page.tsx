import type { Metadata } from 'next';
import { Suspense } from 'react';
import styles from '@/components/bag/bag-page.module.css';
import { CheckoutView, type PickupStore } from '@/components/checkout/checkout-view';
import { CHECKOUT_MESSAGES } from '@/components/checkout/messages';
import { Skeleton } from '@/components/ui/skeleton';
import { userQueryOptions } from '@/lib/api/account';
import { bagQueryOptions } from '@/lib/api/cart';
import { PrefetchBoundary } from '@/lib/api/handover';
import { getPickupStores } from '@/lib/api/orders';
import { getServerApiClient, getServerQueryClient, hasSessionCookie } from '@/lib/api/server';
import { TranslationsProvider } from '@/lib/i18n/client';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage, getCountry, type CountryCode, type Language } from '@/lib/site';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'checkout');
  return { title: t('title'), robots: { index: false } };
}

/** Members only: the proxy sends guests to sign in and back here. */
export default async function CheckoutPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'checkout');
  return (
    <section className={styles.page} aria-labelledby="checkout-heading">
      <h1 id="checkout-heading" className={styles.heading}>
        {t('heading')}
      </h1>
      <Suspense fallback={<Skeleton width="100%" height="40rem" />}>
        <CheckoutSection country={country} lang={lang} />
      </Suspense>
    </section>
  );
}

async function CheckoutSection({ country, lang }: { country: CountryCode; lang: Language }) {
  const queryClient = getServerQueryClient();
  const api = await getServerApiClient(country, lang);
  const member = await hasSessionCookie();
  // The profile comes along so the member's name and mobile are in the form on first paint.
  const [stores] = await Promise.all([
    getPickupStores(api).catch(() => []),
    member ? queryClient.prefetchQuery(bagQueryOptions(api)).catch(() => undefined) : undefined,
    member ? queryClient.prefetchQuery(userQueryOptions(api)).catch(() => undefined) : undefined,
  ]);
  const pickup: PickupStore[] = stores.map((s) => ({ slug: s.slug, name: s.name, address: s.address }));
  const site = getCountry(country);
  const messages = await pickMessages(lang, CHECKOUT_MESSAGES);
  return (
    <TranslationsProvider lang={lang} resources={messages}>
      <PrefetchBoundary queryClient={queryClient}>
        <CheckoutView
          country={country}
          lang={lang}
          defaultLang={defaultLanguage(country)}
          callingCode={site.callingCode}
          methods={site.paymentMethods}
          bnplProviders={site.bnplProviders}
          stores={pickup}
        />
      </PrefetchBoundary>
    </TranslationsProvider>
  );
}
