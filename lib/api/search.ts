import { cacheLife, cacheTag } from 'next/cache';
import { popularQueriesResponseSchema, searchResponseSchema, type SearchResponse } from '@/contract';
import type { CountryCode, Language } from '@/lib/site';
import { toApiQuery, type ProductQuery } from './catalogue';
import { publicServerClient, readPublic } from './public-client';
import { popularOrder } from './search-suggestions';
import { CATALOGUE_CACHE, cacheTags } from './catalogue-cache';

/** GET search/: products matching the query, with filters and sort (server, cached). */
export async function searchProducts(
  country: CountryCode,
  lang: Language,
  query: ProductQuery,
): Promise<SearchResponse> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.products);
  cacheTag(cacheTags.search(country, lang));
  return publicServerClient(country, lang).request({
    method: 'GET',
    path: 'search',
    query: toApiQuery(query),
    schema: searchResponseSchema,
  });
}

/** GET search/popular-queries/: what shoppers of the storefront search for most (server, cached). */
export async function getPopularQueries(country: CountryCode, lang: Language): Promise<string[]> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.products);
  cacheTag(cacheTags.search(country, lang));
  return popularOrder(
    await readPublic(country, lang, { path: 'search/popular-queries', schema: popularQueriesResponseSchema }),
  );
}
