import type { Db } from '@/backend/types';
import type { CountryCode, Language, ProductCard, ProductSort } from '@/contract';
import { getCatalogueIndex } from './catalogue-index';
import type { CatalogueIndex, CountryIndex, IndexedOffer, PresortedKey } from './catalogue-index-types';
import { normalizeSearchText } from '@/backend/shared/text';
import { toCard } from './product-cards';
import { compile, matches, type ProductFilters } from './product-filters';

function offerCard(index: CatalogueIndex, country: CountryCode, language: Language, offer: IndexedOffer): ProductCard {
  return toCard(index.lookups, country, language, { ...offer.product, price: offer.price, salePrice: offer.salePrice });
}

export interface ListProductsInput {
  filters: ProductFilters;
  sort: ProductSort;
  page: number;
  perPage: number;
}

export async function listProducts(
  db: Db,
  country: CountryCode,
  language: Language,
  input: ListProductsInput,
): Promise<{ cards: ProductCard[]; total: number }> {
  const index = await getCatalogueIndex(db);
  const f = compile(index, input.filters);
  if (f.impossible) return { cards: [], total: 0 };
  const c = index.countries[country];
  const offset = (input.page - 1) * input.perPage;

  if (input.sort === 'relevance' && f.candidates) {
    // Rank the whole phrase at the start of the name, then anywhere, then by sales.
    const phrase = normalizeSearchText(input.filters.q ?? '');
    const scored: Array<{ offer: IndexedOffer; score: number }> = [];
    for (const id of f.candidates) {
      const i = c.positionOf[id] ?? -1;
      if (i < 0 || !matches(f, c, i)) continue;
      const offer = c.offers[i]!;
      const text = offer.product.searchText;
      scored.push({ offer, score: (text.startsWith(phrase) ? 4 : 0) + (text.includes(phrase) ? 2 : 0) });
    }
    scored.sort(
      (a, b) =>
        b.score - a.score ||
        b.offer.product.salesCount - a.offer.product.salesCount ||
        a.offer.product.id - b.offer.product.id,
    );
    const page = scored.slice(offset, offset + input.perPage);
    return { cards: page.map(({ offer }) => offerCard(index, country, language, offer)), total: scored.length };
  }

  const sort: PresortedKey = input.sort === 'relevance' ? 'bestselling' : input.sort;
  // A category listing reads only that category's presorted list.
  const order = f.categoryLevel ? (c.sortedByCategory.get(f.categoryId)?.[sort] ?? EMPTY) : c.sorted[sort];
  const onlyCategoryAndPrice = f.brandMask === null && f.flagMask === 0 && f.termMark === null;
  const hasPriceRange = f.priceMin !== Number.NEGATIVE_INFINITY || f.priceMax !== Number.POSITIVE_INFINITY;

  if (onlyCategoryAndPrice && (!hasPriceRange || sort === 'price_asc' || sort === 'price_desc')) {
    // Every position in the list matches, or (in a price sort) a contiguous run of them does.
    const [from, to] = hasPriceRange
      ? priceRun(c, order, sort === 'price_asc', f.priceMin, f.priceMax)
      : [0, order.length];
    const page: IndexedOffer[] = [];
    for (let k = from + offset; k < Math.min(to, from + offset + input.perPage); k += 1)
      page.push(c.offers[order[k]!]!);
    return { cards: page.map((offer) => offerCard(index, country, language, offer)), total: to - from };
  }

  const page: IndexedOffer[] = [];
  let total = 0;
  for (let k = 0; k < order.length; k += 1) {
    const i = order[k]!;
    if (!matches(f, c, i)) continue;
    if (total >= offset && page.length < input.perPage) page.push(c.offers[i]!);
    total += 1;
  }
  return { cards: page.map((offer) => offerCard(index, country, language, offer)), total };
}

const EMPTY = new Int32Array(0);

/** `[from, to)` of the positions whose price lies in `[min, max]`, in a list sorted by price. */
function priceRun(c: CountryIndex, order: Int32Array, ascending: boolean, min: number, max: number): [number, number] {
  // First index k for which `past(price at k)` holds; the list is monotone in price.
  const search = (past: (price: number) => boolean) => {
    let lo = 0;
    let hi = order.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (past(c.effectivePrice[order[mid]!]!)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  const [from, to] = ascending
    ? [search((price) => price >= min), search((price) => price > max)]
    : [search((price) => price <= max), search((price) => price < min)];
  return [from, Math.max(from, to)];
}

/** Cards for fixed ids, in the given order; products not sold in the country are left out. */
export async function productCardsByIds(
  db: Db,
  country: CountryCode,
  language: Language,
  ids: number[],
): Promise<ProductCard[]> {
  const index = await getCatalogueIndex(db);
  const c = index.countries[country];
  return ids.flatMap((id) => {
    const position = c.positionOf[id] ?? -1;
    const offer = position < 0 ? undefined : c.offers[position];
    return offer ? [offerCard(index, country, language, offer)] : [];
  });
}
