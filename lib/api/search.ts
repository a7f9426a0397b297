import { cacheLife, cacheTag } from 'next/cache';
import { searchResponseSchema, type SearchResponse } from '@/lib/api/contract';
import type { CountryCode, Language } from '@/lib/site';
import { publicServerClient, toApiQuery, type ProductQuery } from './catalogue';
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
