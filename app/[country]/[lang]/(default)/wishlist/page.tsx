import type { Metadata } from 'next';
import { HydrationBoundary } from '@tanstack/react-query';
import { Suspense } from 'react';
import styles from '@/components/catalogue/page.module.css';
import { WISHLIST_BUTTON_MESSAGES, WISHLIST_VIEW_MESSAGES } from '@/components/product/messages';
import { WishlistView } from '@/components/product/wishlist-view';
import { dehydrateFlagged } from '@/lib/api/query-client';
import { getServerApiClient, getServerQueryClient, hasSessionCookie } from '@/lib/api/server';
import { wishlistQueryOptions } from '@/lib/api/wishlist';
import { TranslationsProvider } from '@/lib/i18n/client';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { SectionBoundary } from '@/components/ui/section-boundary';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'product');
  return { title: t('wishlistPage.title'), robots: { index: false } };
}

/** Members only: the proxy sends guests to sign in first. */
export default async function WishlistPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'product');
  return (
    <section className={styles.page} aria-labelledby="wishlist-heading">
      <h1 id="wishlist-heading" className={styles.title}>
        {t('wishlistPage.title')}
      </h1>
      <SectionBoundary>
        <Suspense fallback={<div style={{ minHeight: '24rem' }} aria-busy="true" />}>
          <MemberWishlist country={country} lang={lang} />
        </Suspense>
      </SectionBoundary>
    </section>
  );
}

async function MemberWishlist({ country, lang }: { country: CountryCode; lang: Language }) {
  const queryClient = getServerQueryClient();
  if (await hasSessionCookie()) {
    const api = await getServerApiClient(country, lang);
    await queryClient.prefetchQuery(wishlistQueryOptions(api)).catch(() => undefined);
  }
  const messages = await pickMessages(lang, {
    product: [...WISHLIST_VIEW_MESSAGES.product, ...WISHLIST_BUTTON_MESSAGES.product],
    catalogue: WISHLIST_VIEW_MESSAGES.catalogue,
  });
  return (
    <TranslationsProvider lang={lang} resources={messages}>
      <HydrationBoundary state={dehydrateFlagged(queryClient)}>
        <WishlistView country={country} lang={lang} defaultLang={defaultLanguage(country)} />
      </HydrationBoundary>
    </TranslationsProvider>
  );
}
