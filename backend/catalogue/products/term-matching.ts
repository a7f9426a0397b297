import type { CatalogueIndex, QueryMatch } from './catalogue-index-types';

/** Products whose search text holds every term (each inside one of its words); null for no terms. */
export function productsMatchingTerms(index: CatalogueIndex, terms: string[]): QueryMatch | null {
  if (terms.length === 0) return null;
  const key = [...terms].sort().join(' ');
  const cached = index.queryCache.get(key);
  if (cached) return cached;
  const [rarest = new Set<number>(), ...others] = terms
    .map((term) => productsMatchingTerm(index, term))
    .sort((a, b) => a.size - b.size);
  const mark = new Uint8Array(index.maxProductId + 1);
  const ids: number[] = [];
  for (const id of rarest) {
    if (!others.every((set) => set.has(id))) continue;
    mark[id] = 1;
    ids.push(id);
  }
  const match = { mark, ids };
  index.queryCache.set(key, match);
  return match;
}

/** Product ids whose search text contains `term` inside one of its words. */
export function productsMatchingTerm(index: CatalogueIndex, term: string): Set<number> {
  const cached = index.termCache.get(term);
  if (cached) return cached;
  const ids = new Set<number>();
  for (const [word, productIds] of index.words) {
    if (!word.includes(term)) continue;
    for (const id of productIds) ids.add(id);
  }
  index.termCache.set(term, ids);
  return ids;
}
