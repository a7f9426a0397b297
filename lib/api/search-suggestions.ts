import type { SearchSuggestionsResponse } from '@/contract';
import type { ApiClient } from '@/lib/api/client';

/** Contract schemas load with the first call, so a page that never calls this builds none of them. */
const contract = () => import('@/contract/catalogue-search');

/* Browser reads of the header search; the cached server reads live in `search.ts`. */

/** GET components/search-input-dropdown/: brand, category and product suggestions (browser). */
export async function fetchSuggestions(
  client: ApiClient,
  q: string,
  signal?: AbortSignal,
): Promise<SearchSuggestionsResponse['data']> {
  const { searchSuggestionsResponseSchema } = await contract();
  const answer = await client.request({
    method: 'GET',
    path: 'components/search-input-dropdown',
    query: { q },
    schema: searchSuggestionsResponseSchema,
    signal,
  });
  return answer.data;
}

/** GET search/popular-queries/ (browser). */
export async function fetchPopularQueries(client: ApiClient, signal?: AbortSignal): Promise<string[]> {
  const { popularQueriesResponseSchema } = await contract();
  const answer = await client.request({
    method: 'GET',
    path: 'search/popular-queries',
    schema: popularQueriesResponseSchema,
    signal,
  });
  return [...answer.data].sort((a, b) => a.position - b.position).map((entry) => entry.query);
}
