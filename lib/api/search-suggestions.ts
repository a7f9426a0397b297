import type { SearchSuggestionsResponse } from '@/contract';
import type { ApiClient } from '@/lib/api/client';
import { getData } from '@/lib/api/resource';

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
  return getData(client, 'components/search-input-dropdown', searchSuggestionsResponseSchema, { query: { q }, signal });
}

/** GET search/popular-queries/ (browser). */
export async function fetchPopularQueries(client: ApiClient, signal?: AbortSignal): Promise<string[]> {
  const { popularQueriesResponseSchema } = await contract();
  return popularOrder(await getData(client, 'search/popular-queries', popularQueriesResponseSchema, { signal }));
}

/** The popular searches' words, in the order the API ranks them (`position`). */
export function popularOrder(entries: readonly { query: string; position: number }[]): string[] {
  return [...entries].sort((a, b) => a.position - b.position).map((entry) => entry.query);
}
