import type { Metadata } from 'next';
import { ListingFromQuery } from '@/components/catalogue/category-view';
import styles from '@/components/catalogue/page.module.css';
import { parseListingState, searchTermOf } from '@/lib/catalogue/listing-params';
import type { RawSearchParams } from '@/lib/catalogue/listing-state';
import { getTranslator } from '@/lib/i18n/server';
import type { CountryCode, Language } from '@/lib/site';

/** A search page's title; result pages are endless variations of the catalogue, kept out of the index. */
export async function searchMetadata(lang: Language, query: RawSearchParams): Promise<Metadata> {
  const t = await getTranslator(lang, 'search');
  const q = searchTermOf(query);
  return {
    title: q ? t('metaTitle', { query: q }) : t(browseTitleKey(query)),
    robots: { index: false, follow: true },
  };
}

/**
 * The heading of a search page without a term. Content links point at `/search?sort=newest` and the
 * like to list the catalogue in an order; the page then names that list.
 */
export function browseTitleKey(params: RawSearchParams): 'browse.newest' | 'browse.bestselling' | 'browse.all' {
  const sort = parseListingState(params).sort;
  if (sort === 'newest') return 'browse.newest';
  if (sort === undefined || sort === 'bestselling') return 'browse.bestselling';
  return 'browse.all';
}

/**
 * What a search page lists: the products matching the term, or without one the whole catalogue
 * (sorted as asked). Never nothing: content links such as `/search?sort=newest` rely on it.
 */
export function searchListingScope(params: RawSearchParams): { q?: string } {
  const q = searchTermOf(params);
  return q ? { q } : {};
}

/**
 * `/search?q=`: the products matching the term, with the listing's filters and sort. Without a
 * term, the whole catalogue in the order asked for (newest, bestselling…), never an empty page.
 */
export async function SearchResults({
  country,
  lang,
  query,
}: {
  country: CountryCode;
  lang: Language;
  query: RawSearchParams;
}) {
  const q = searchTermOf(query);
  const t = await getTranslator(lang, 'search');
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 id="listing-heading" className={styles.title}>
          {q ? t('resultsTitle', { query: q }) : t(browseTitleKey(query))}
        </h1>
      </header>
      <ListingFromQuery
        country={country}
        lang={lang}
        query={query}
        basePath="/search"
        scope={searchListingScope(query)}
      />
    </div>
  );
}
