'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductCardList, cardLabels } from '@/components/catalogue/product-card';
import gridStyles from '@/components/catalogue/product-grid.module.css';
import { EmptyList } from '@/components/ui/empty-list';
import { useAccount, useAsServerRendered } from '@/components/data/hooks';
import { useApiClient } from '@/components/data/api-client';
import { wishlistQueryOptions } from '@/lib/api/wishlist';
import { withLanguage, type ScreenLocale } from '@/lib/routing/language-query';
import { WishlistScope } from './wishlist-scope';
import styles from './wishlist-view.module.css';

/** The member's saved products; removing one with its heart takes it off the page at once. */
export function WishlistView({ country, lang, defaultLang }: ScreenLocale) {
  const { t } = useTranslation('product');
  const { t: tc } = useTranslation('catalogue');
  const client = useApiClient();
  const { isSignedIn, isLoading } = useAccount();
  const options = wishlistQueryOptions(client);
  const wishlist = useQuery({ ...options, enabled: isSignedIn });
  const list = useAsServerRendered(options.queryKey, wishlist.data);

  if (isLoading || (isSignedIn && wishlist.isPending)) {
    return <div className={styles.placeholder} aria-busy="true" />;
  }
  const saved = new Set(list?.productIds ?? []);
  const products = (list?.products ?? []).filter((p) => saved.has(p.id));
  const labels = cardLabels(tc);

  if (products.length === 0) {
    return (
      <EmptyList
        className={styles.empty}
        message={t('wishlistPage.empty')}
        action={t('wishlistPage.browse')}
        href={withLanguage('/', lang, defaultLang)}
      />
    );
  }
  return (
    <>
      <p className={styles.count} role="status">
        {t('wishlistPage.count', { count: products.length })}
      </p>
      <WishlistScope lang={lang} defaultLang={defaultLang}>
        <ProductCardList
          products={products}
          className={`${gridStyles.grid} ${gridStyles.wide}`}
          country={country}
          lang={lang}
          labels={labels}
          headingLevel="h2"
        />
      </WishlistScope>
    </>
  );
}
