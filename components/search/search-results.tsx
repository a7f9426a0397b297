import { ListingFromQuery } from '@/components/catalogue/category-view';
import { parseListingState } from '@/components/catalogue/listing-params';
import type { RawSearchParams } from '@/components/catalogue/listing-state';
import styles from '@/components/catalogue/page.module.css';
import { getTranslator } from '@/lib/i18n/server';
import type { CountryCode, Language } from '@/lib/site';

export function searchTermOf(params: RawSearchParams): string {
  const raw = params instanceof URLSearchParams ? params.get('q') : params.q;
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? '').trim().slice(0, 100);
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
  searchParams,
}: {
  country: CountryCode;
  lang: Language;
  searchParams: Promise<RawSearchParams>;
}) {
  const params = await searchParams;
  const q = searchTermOf(params);
  const t = await getTranslator(lang, 'search');
  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 id="listing-heading" className={styles.title}>
          {q ? t('resultsTitle', { query: q }) : t(browseTitleKey(params))}
        </h1>
      </header>
      <ListingFromQuery
        country={country}
        lang={lang}
        searchParams={Promise.resolve(params)}
        basePath="/search"
        scope={searchListingScope(params)}
      />
    </div>
  );
}
