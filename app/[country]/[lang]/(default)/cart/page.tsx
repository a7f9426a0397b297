import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { Suspense } from 'react';
import { BAG_VIEW_MESSAGES } from '@/components/bag/messages';
import { BagSkeleton, BagView } from '@/components/bag/bag-view';
import styles from '@/components/bag/bag-page.module.css';
import { bagQueryOptions, getCart } from '@/lib/api/cart';
import { DEVICE_ID_COOKIE } from '@/lib/api/client';
import { PrefetchBoundary } from '@/lib/api/handover';
import { getServerApiClient, getServerQueryClient, hasSessionCookie } from '@/lib/api/server';
import { TranslationsProvider } from '@/lib/i18n/client';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage, getCountry, type CountryCode, type Language } from '@/lib/site';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'bag');
  return { title: t('title'), robots: { index: false } };
}

export default async function CartPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'bag');
  return (
    <section className={styles.page} aria-labelledby="bag-heading">
      <h1 id="bag-heading" className={styles.heading}>
        {t('heading')}
      </h1>
      <Suspense fallback={<BagSkeleton label={t('loading')} />}>
        <BagSection country={country} lang={lang} />
      </Suspense>
    </section>
  );
}

/**
 * The bag is live: read per request (cookies) and handed to the browser, which then owns it.
 * A guest's bag is keyed by the device id, sent as a header because the server call carries no
 * cookies. If the read fails, nothing is handed over and the browser asks again.
 */
async function BagSection({ country, lang }: { country: CountryCode; lang: Language }) {
  const queryClient = getServerQueryClient();
  const deviceId = (await cookies()).get(DEVICE_ID_COOKIE)?.value;
  if (deviceId || (await hasSessionCookie())) {
    const api = await getServerApiClient(country, lang);
    const options = bagQueryOptions(api);
    await queryClient
      .prefetchQuery({
        ...options,
        queryFn: () => getCart(api, { headers: deviceId ? { 'X-Device-Id': deviceId } : {} }),
      })
      .catch(() => undefined);
  }
  const messages = await pickMessages(lang, BAG_VIEW_MESSAGES);
  const site = getCountry(country);
  return (
    <TranslationsProvider lang={lang} resources={messages}>
      <PrefetchBoundary queryClient={queryClient}>
        <BagView
          country={country}
          lang={lang}
          defaultLang={defaultLanguage(country)}
          bnplProviders={site.bnplProviders}
          checkoutPath="/checkout"
        />
      </PrefetchBoundary>
    </TranslationsProvider>
  );
}
