import { cacheLife, cacheTag } from 'next/cache';
import { getProductFacets, listProducts } from '@/lib/api/catalogue';
import { CATALOGUE_CACHE, cacheTags } from '@/lib/api/catalogue-cache';
import type { ProductCard as ProductCardData, ProductFacetsResponse } from '@/contract';
import { searchProducts } from '@/lib/api/search';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { defaultLanguage, getCountry, type CountryCode, type Language } from '@/lib/site';
import { ButtonLink } from '@/components/ui/button';
import type { ListingFacets } from './listing-facets';
import { ListingFilters } from './listing-filters';
import { SortSelect } from './sort-select';
import { EMPTY_LISTING_STATE, OTHER_KEYS, type ListingState, type OtherKey } from '@/lib/catalogue/listing-state';
import { activeFilterCount, listingHref, toProductQuery, type ListingLocation } from './listing-state';
import { AppliedFilters } from './applied-filters';
import { CardLayoutFlag } from './card-layout-flag';
import { EmptyListing } from './empty-listing';
import { ProductCard, cardLabels } from './product-card';
import styles from './listing.module.css';
import gridStyles from './product-grid.module.css';
import { WISHLIST_BUTTON_MESSAGES } from '@/components/wishlist/messages';
import { WishlistScope } from '@/components/wishlist/wishlist-scope';
import { LISTING_FILTERS_MESSAGES } from './messages';

const PER_PAGE = 24;
/** Cards from here on (past the first rows on any screen) render when they come near it. */
const DEFERRED_FROM = 8;

export interface ListingScope {
  brand?: string;
  /** Category slug the listing is narrowed to (a category page, a brand page's segments). */
  category?: string;
  /** Category path of the scope, to offer only its sub-categories as filters. */
  categoryPath?: string;
  q?: string;
}

function facetCategories(
  categories: ProductFacetsResponse['data']['categories'],
  scopePath: string | undefined,
): ListingFacets['categories'] {
  const depth = scopePath ? scopePath.split('/').length : 0;
  return categories
    .filter((c) => c.level === depth + 1 && (!scopePath || c.path.startsWith(`${scopePath}/`)))
    .map(({ slug, name, count }) => ({ slug, name, count }));
}

/**
 * A product listing: count, sort, filters, the products of pages 1…N ("show more" asks for one
 * more page) and the empty state. Shared by category, brand, landing and search pages.
 */
export async function Listing({
  country,
  lang,
  state,
  scope,
  basePath,
  headingId,
}: {
  country: CountryCode;
  lang: Language;
  state: ListingState;
  scope: ListingScope;
  basePath: string;
  /** The id of the page heading the results belong to. */
  headingId: string;
}) {
  // The rendered listing is the same for every shopper of a storefront: cache it whole.
  'use cache';
  cacheLife(CATALOGUE_CACHE.products);
  cacheTag(cacheTags.products(country, lang));
  const site = getCountry(country);
  const t = await getTranslator(lang, 'catalogue');
  const query = toProductQuery(state, site.currency.fractionDigits, scope);
  const pages = Array.from({ length: state.page }, (_, i) => i + 1);
  const fetchPage = (page: number) =>
    scope.q !== undefined
      ? searchProducts(country, lang, { ...query, page, perPage: PER_PAGE })
      : listProducts(country, lang, { ...query, page, perPage: PER_PAGE });
  const [answers, facets, messages] = await Promise.all([
    Promise.all(pages.map(fetchPage)),
    getProductFacets(country, lang, query),
    pickMessages(lang, { ...LISTING_FILTERS_MESSAGES, ...WISHLIST_BUTTON_MESSAGES }),
  ]);
  const products: ProductCardData[] = answers.flatMap((answer) => answer.data);
  const meta = answers[0]?.meta;
  const total = meta?.total ?? 0;
  const totalPages = meta?.totalPages ?? 0;
  const labels = cardLabels(t);
  const defaultLang = defaultLanguage(country);
  const location: ListingLocation = { basePath, keep: { q: scope.q }, lang, defaultLang };
  const listingFacets: ListingFacets = {
    brands: facets.brands,
    categories: facetCategories(facets.categories, scope.categoryPath),
    onSale: facets.onSale,
    others: facets.others.filter((o): o is { key: OtherKey; count: number } =>
      (OTHER_KEYS as readonly string[]).includes(o.key),
    ),
    currency: site.currency.symbol,
  };
  const sortOptions =
    scope.q !== undefined
      ? ['relevance', 'bestselling', 'newest', 'price_asc', 'price_desc', 'rating']
      : ['bestselling', 'newest', 'price_asc', 'price_desc', 'rating'];
  const currentState = { ...state, sort: state.sort ?? meta?.sort };
  const hasFilters = activeFilterCount(state) > 0;
  const cleared: ListingState = { ...EMPTY_LISTING_STATE, sort: state.sort };

  return (
    <TranslationsProvider lang={lang} resources={messages}>
      <div className={styles.layout} id="listing-top">
        <div className={styles.filters}>
          <ListingFilters
            state={state}
            facets={listingFacets}
            location={location}
            hideBrands={scope.brand !== undefined}
            total={total}
          />
        </div>
        <section className={styles.results} aria-labelledby={headingId}>
          <div className={styles.toolbar}>
            <p className={styles.count} data-testid="product-count">
              {t('count', { count: total })}
            </p>
            <SortSelect state={currentState} location={location} options={sortOptions} />
          </div>
          <AppliedFilters state={state} facets={listingFacets} location={location} t={t} />
          {products.length === 0 ? (
            <WishlistScope lang={lang} defaultLang={defaultLang}>
              <EmptyListing
                country={country}
                lang={lang}
                defaultLang={defaultLang}
                kind={hasFilters ? 'filtered' : scope.q !== undefined ? 'search' : 'category'}
                clearHref={listingHref(location, cleared)}
                t={t}
              />
            </WishlistScope>
          ) : (
            <WishlistScope lang={lang} defaultLang={defaultLang}>
              <CardLayoutFlag>
                <ul className={`${gridStyles.grid}`} data-testid="product-grid">
                  {products.map((product, index) => (
                    <li key={product.id} className={index >= DEFERRED_FROM ? gridStyles.deferred : undefined}>
                      <ProductCard
                        product={product}
                        country={country}
                        lang={lang}
                        labels={labels}
                        priority={index < 4}
                        // The results sit right under the page's h1.
                        headingLevel="h2"
                      />
                    </li>
                  ))}
                </ul>
              </CardLayoutFlag>
            </WishlistScope>
          )}
          {products.length > 0 ? (
            <div className={styles.footer}>
              <p className={styles.progress}>{t('showing', { shown: products.length, total })}</p>
              {state.page < totalPages && state.page < 20 ? (
                <ButtonLink
                  variant="secondary"
                  href={listingHref(location, { ...state, page: state.page + 1 })}
                  scroll={false}
                  data-testid="show-more"
                  data-listing-focus="show-more"
                >
                  {t('showMore')}
                </ButtonLink>
              ) : null}
              <a href="#main-content" className={styles.top}>
                {t('backToTop')}
              </a>
            </div>
          ) : null}
        </section>
      </div>
    </TranslationsProvider>
  );
}
