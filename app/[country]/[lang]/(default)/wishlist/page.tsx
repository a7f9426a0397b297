import type { Metadata } from 'next';
import { Suspense } from 'react';
import styles from '@/components/catalogue/page.module.css';
import { WISHLIST_BUTTON_MESSAGES, WISHLIST_VIEW_MESSAGES } from '@/components/wishlist/messages';
import { WishlistView } from '@/components/wishlist/wishlist-view';
import { wishlistQueryOptions } from '@/lib/api/wishlist';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { MemberSection } from '@/components/data/member-section';

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

function MemberWishlist({ country, lang }: { country: CountryCode; lang: Language }) {
  return (
    <MemberSection
      country={country}
      lang={lang}
      messages={{
        product: [...WISHLIST_VIEW_MESSAGES.product, ...WISHLIST_BUTTON_MESSAGES.product],
        catalogue: WISHLIST_VIEW_MESSAGES.catalogue,
      }}
      prefetch={(api, load) => [load(wishlistQueryOptions(api))]}
    >
      <WishlistView country={country} lang={lang} defaultLang={defaultLanguage(country)} />
    </MemberSection>
  );
}
