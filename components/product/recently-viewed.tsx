'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProductCardList, cardLabels } from '@/components/catalogue/product-card';
import grid from '@/components/catalogue/product-grid.module.css';
import { WishlistScope } from '@/components/wishlist/wishlist-scope';
import { featuredProductsQueryOptions } from '@/lib/api/featured-products';
import { useApiClient } from '@/components/data/api-client';
import { recentList } from '@/lib/device/recent-list';
import styles from './product-view.module.css';
import type { ScreenLocale } from '@/lib/routing/language-query';

/** The products this browser opened last, newest first; ids only (cards are read in the store's country). */
export const recentlyViewed = recentList<number>({
  key: 'hb-recently-viewed',
  max: 12,
  isItem: (value): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0,
});

/** How many of them the rail shows. */
const SHOWN = 8;

/**
 * "Recently viewed" under a product: the other products this browser opened, read with
 * `featured-products/` in the page's country and language (one sold only elsewhere is left out).
 * It remembers this product for the next page; render it keyed by the product. Nothing shows on a first product, and nothing
 * above it moves when it appears: it is the last thing on the page.
 */
export function RecentlyViewed({
  productId,
  country,
  lang,
  defaultLang,
}: ScreenLocale & {
  productId: number;
}) {
  const { t } = useTranslation('product');
  const { t: tc } = useTranslation('catalogue');
  const client = useApiClient();
  // Read once, as the page opens (keyed by product): nothing is stored on the server, where the
  // list is empty, and the rail renders only once its cards arrive, so hydration matches.
  const [others] = useState(() =>
    recentlyViewed
      .read()
      .filter((id) => id !== productId)
      .slice(0, SHOWN),
  );
  useEffect(() => {
    recentlyViewed.add(productId);
  }, [productId]);
  const { data: products = [] } = useQuery(featuredProductsQueryOptions(client, others));

  if (products.length === 0) return null;
  const labels = cardLabels(tc);
  return (
    <section className={styles.recent} aria-labelledby="recently-viewed-title" data-testid="recently-viewed">
      <h2 id="recently-viewed-title">{t('recentlyViewed.title')}</h2>
      <WishlistScope lang={lang} defaultLang={defaultLang}>
        <ProductCardList products={products} className={grid.rail} country={country} lang={lang} labels={labels} />
      </WishlistScope>
    </section>
  );
}
