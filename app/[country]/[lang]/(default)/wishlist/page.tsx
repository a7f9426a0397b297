import styles from '@/components/catalogue/page.module.css';
import { WISHLIST_BUTTON_MESSAGES, WISHLIST_VIEW_MESSAGES } from '@/components/wishlist/messages';
import { WishlistView } from '@/components/wishlist/wishlist-view';
import { wishlistQueryOptions } from '@/lib/api/wishlist';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams } from '@/lib/routing/params';
import { defaultLanguage } from '@/lib/site';
import { SectionBoundary } from '@/components/ui/section-boundary';
import { MemberSection } from '@/components/data/member-section';
import { titled } from '@/app/[country]/[lang]/_routes/metadata';
import type { LocaleProps, LocalePageProps } from '@/app/[country]/[lang]/_routes/props';
import { HeadedSection } from '@/app/[country]/[lang]/_routes/screens';
import type { MessagePicks } from '@/lib/i18n/config';

export const generateMetadata = titled('product', 'wishlistPage.title', { index: false });

/** Members only: the proxy sends guests to sign in first. */
export default async function WishlistPage({ params }: LocalePageProps) {
  const { country, lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'product');
  return (
    <HeadedSection
      id="wishlist"
      heading={t('wishlistPage.title')}
      className={styles.page}
      headingClassName={styles.title}
    >
      <SectionBoundary>
        <MemberWishlist country={country} lang={lang} />
      </SectionBoundary>
    </HeadedSection>
  );
}

/** The list's strings and its buttons'. */
const MEMBER_WISHLIST_MESSAGES: MessagePicks = {
  product: [...WISHLIST_VIEW_MESSAGES.product, ...WISHLIST_BUTTON_MESSAGES.product],
  catalogue: WISHLIST_VIEW_MESSAGES.catalogue,
};

function MemberWishlist({ country, lang }: LocaleProps) {
  return (
    <MemberSection
      country={country}
      lang={lang}
      messages={MEMBER_WISHLIST_MESSAGES}
      prefetch={(api, load) => [load(wishlistQueryOptions(api))]}
    >
      <WishlistView country={country} lang={lang} defaultLang={defaultLanguage(country)} />
    </MemberSection>
  );
}
