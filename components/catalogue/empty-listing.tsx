import { Link } from '@/components/ui/link';
import { listProducts } from '@/lib/api/catalogue';
import { orNull } from '@/lib/api/public-client';
import { getPopularQueries } from '@/lib/api/search';
import type { TFunction } from 'i18next';
import { withLanguage, type ScreenLocale } from '@/lib/routing/language-query';
import { ButtonLink } from '@/components/ui/button';
import { ProductCardList, cardLabels } from './product-card';
import styles from './listing.module.css';
import gridStyles from './product-grid.module.css';

type T = TFunction<'catalogue'>;

const BESTSELLERS = 4;

/**
 * A listing with nothing to show says why in its own terms and never ends the visit: a search
 * offers popular searches, a category with no products its bestsellers, a filtered listing a way
 * to clear the filters.
 */
export async function EmptyListing({
  country,
  lang,
  defaultLang,
  kind,
  clearHref,
  t,
}: ScreenLocale & {
  kind: 'search' | 'category' | 'filtered';
  clearHref: string;
  t: T;
}) {
  const [popular, bestsellers] = await Promise.all([
    kind === 'search' ? getPopularQueries(country, lang).catch(() => []) : Promise.resolve([]),
    kind === 'filtered'
      ? Promise.resolve(null)
      : orNull(listProducts(country, lang, { sort: 'bestselling', page: 1, perPage: BESTSELLERS })).catch(() => null),
  ]);
  const title = (
    { search: 'noResults.title', category: 'noResults.categoryTitle', filtered: 'noResults.filteredTitle' } as const
  )[kind];
  const advice = (
    { search: 'noResults.advice', category: 'noResults.categoryAdvice', filtered: 'noResults.filteredAdvice' } as const
  )[kind];
  const labels = cardLabels(t);
  const products = bestsellers?.data.slice(0, BESTSELLERS) ?? [];

  return (
    <div className={styles.emptyState}>
      <div className={styles.empty} data-testid="no-results">
        <h2 className={styles.emptyTitle}>{t(title)}</h2>
        <p>{t(advice)}</p>
        {kind === 'filtered' ? (
          <ButtonLink variant="secondary" href={clearHref}>
            {t('noResults.clear')}
          </ButtonLink>
        ) : null}
        {popular.length > 0 ? (
          <nav aria-labelledby="popular-searches" className={styles.popular}>
            <h3 id="popular-searches" className={styles.popularTitle}>
              {t('noResults.popular')}
            </h3>
            <ul>
              {popular.slice(0, 8).map((query) => (
                <li key={query}>
                  <Link href={withLanguage(`/search?q=${encodeURIComponent(query)}`, lang, defaultLang)}>{query}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {products.length > 0 ? (
        <section aria-labelledby="empty-bestsellers" data-testid="empty-bestsellers">
          <h2 id="empty-bestsellers" className={styles.emptyTitle}>
            {t('noResults.bestsellers')}
          </h2>
          <ProductCardList
            products={products}
            className={gridStyles.grid}
            country={country}
            lang={lang}
            labels={labels}
          />
        </section>
      ) : null}
    </div>
  );
}
