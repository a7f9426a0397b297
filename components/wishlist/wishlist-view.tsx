'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProductCard, cardLabels } from '@/components/catalogue/product-card';
import gridStyles from '@/components/catalogue/product-grid.module.css';
import { ButtonLink } from '@/components/ui/button';
import { useAccount, useAsServerRendered } from '@/components/data/hooks';
import { useApiClient } from '@/components/data/api-client';
import { wishlistQueryOptions } from '@/lib/api/wishlist';
import { withLanguage } from '@/lib/routing/language-query';
import type { CountryCode, Language } from '@/lib/site';
import { WishlistScope } from './wishlist-scope';
import styles from './wishlist-view.module.css';

/** The member's saved products; removing one with its heart takes it off the page at once. */
export function WishlistView({
  country,
  lang,
  defaultLang,
}: {
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
}) {
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
      <div className={styles.empty}>
        <p>{t('wishlistPage.empty')}</p>
        <ButtonLink href={withLanguage('/', lang, defaultLang)}>{t('wishlistPage.browse')}</ButtonLink>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count} role="status">
        {t('wishlistPage.count', { count: products.length })}
      </p>
      <WishlistScope lang={lang} defaultLang={defaultLang}>
        <ul className={`${gridStyles.grid} ${gridStyles.wide}`}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} country={country} lang={lang} labels={labels} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </WishlistScope>
    </>
  );
}
