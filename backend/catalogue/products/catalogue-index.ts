import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { productOffers, products, productVariants } from '@/backend/db/schema';
import type { Db } from '@/backend/types';
import { COUNTRY_CODES, type CountryCode, type ProductSort } from '@/lib/api/contract';
import { getLookups, type Lookups } from '../shared/lookups';

/**
 * The listing, search and facet index, held in memory.
 *
 * Why: PGlite runs queries on the same thread as the server, and a filtered, sorted, counted listing
 * over a join costs 5–10 ms there, which makes a 20 ms p99 under load impossible. Card fields
 * (price, availability, flags, ratings, search text) change only when the catalogue is edited, so
 * they are read once into arrays presorted per country and sort key; stock and details stay in SQL.
 * Call `invalidateCatalogueIndex(db)` after editing products or offers; otherwise the index is
 * refreshed in the background every few minutes.
 */

export interface IndexedProduct {
  id: number;
  slug: string;
  name: string;
  brandId: number;
  categoryId: number;
  midCategoryId: number;
  topCategoryId: number;
  isNew: boolean;
  isBestseller: boolean;
  badges: string[];
  ratingAverage: number;
  ratingCount: number;
  salesCount: number;
  releasedAt: number;
  variantKind: 'shade' | 'size';
  variantCount: number;
  searchText: string;
}

export interface IndexedOffer {
  product: IndexedProduct;
  price: number;
  salePrice: number | null;
  effectivePrice: number;
}

export type PresortedKey = Exclude<ProductSort, 'relevance'>;

/** Bits of `CountryIndex.flags`. */
export const FLAG = {
  onSale: 1,
  isNew: 2,
  bestseller: 4,
  coming_soon: 8,
  priority_access: 16,
  app_exclusive: 32,
} as const;

/**
 * A country's offers as parallel columns (position i = `offers[i]`): the filters scan typed arrays
 * instead of chasing object pointers, which keeps a full pass over 100k+ offers in a few ms.
 */
export interface CountryIndex {
  offers: IndexedOffer[];
  /** Indexed by product id: its position, or -1 when the product is not sold in the country. */
  positionOf: Int32Array;
  productId: Int32Array;
  brandId: Int32Array;
  topCategoryId: Int32Array;
  midCategoryId: Int32Array;
  categoryId: Int32Array;
  effectivePrice: Float64Array;
  flags: Uint8Array;
  /** Positions presorted for each sort key (ties broken by product id). */
  sorted: Record<PresortedKey, Int32Array>;
  /**
   * The same presorted positions restricted to one category (top, middle or leaf, by id), so that
   * a category listing reads only its own products: its count is the list's length, and a price
   * range in a price sort is two binary searches.
   */
  sortedByCategory: Map<number, Record<PresortedKey, Int32Array>>;
}

export interface QueryMatch {
  /** Indexed by product id: 1 when the product contains every term. */
  mark: Uint8Array;
  /** Ids of the products containing every term. */
  ids: number[];
}

export interface CatalogueIndex {
  lookups: Lookups;
  /** Largest product id, for id-indexed marks. */
  maxProductId: number;
  countries: Record<CountryCode, CountryIndex>;
  /** Distinct words of all search texts → ids of the products that contain them. */
  words: Map<string, number[]>;
  /** Memo of query term → matching product ids (terms repeat a lot while typing). */
  termCache: LRUCache<string, Set<number>>;
  /** Memo of a whole query's terms → the products holding all of them (popular searches repeat). */
  queryCache: LRUCache<string, QueryMatch>;
}

const REFRESH_MS = 5 * 60_000;
const TERM_CACHE_LIMIT = 2_000;
const QUERY_CACHE_LIMIT = 100;

const comparators: Record<PresortedKey, (a: IndexedOffer, b: IndexedOffer) => number> = {
  newest: (a, b) => b.product.releasedAt - a.product.releasedAt || a.product.id - b.product.id,
  price_asc: (a, b) => a.effectivePrice - b.effectivePrice || a.product.id - b.product.id,
  price_desc: (a, b) => b.effectivePrice - a.effectivePrice || a.product.id - b.product.id,
  rating: (a, b) =>
    b.product.ratingAverage - a.product.ratingAverage ||
    b.product.ratingCount - a.product.ratingCount ||
    a.product.id - b.product.id,
  bestselling: (a, b) => b.product.salesCount - a.product.salesCount || a.product.id - b.product.id,
};

async function build(db: Db): Promise<CatalogueIndex> {
  const lookups = await getLookups(db);
  const [productRows, offerRows, variantRows] = await Promise.all([
    db
      .select({
        id: products.id,
        slug: products.slug,
        name: products.name,
        brandId: products.brandId,
        categoryId: products.categoryId,
        midCategoryId: products.midCategoryId,
        topCategoryId: products.topCategoryId,
        isNew: products.isNew,
        isBestseller: products.isBestseller,
        badges: products.badges,
        ratingAverage: products.ratingAverage,
        ratingCount: products.ratingCount,
        salesCount: products.salesCount,
        releasedAt: products.releasedAt,
        variantKind: products.variantKind,
        searchText: products.searchText,
      })
      .from(products),
    db
      .select({
        productId: productOffers.productId,
        country: productOffers.country,
        price: productOffers.price,
        salePrice: productOffers.salePrice,
        effectivePrice: productOffers.effectivePrice,
      })
      .from(productOffers),
    db
      .select({ productId: productVariants.productId, count: sql<number>`count(*)::int` })
      .from(productVariants)
      .groupBy(productVariants.productId),
  ]);

  const variantCounts = new Map(variantRows.map((row) => [row.productId, row.count]));
  const byId = new Map<number, IndexedProduct>();
  const words = new Map<string, number[]>();
  for (const row of productRows) {
    // Built field by field so every product shares one hidden class: the filters read these
    // properties for every product of a country on every request.
    byId.set(row.id, {
      id: row.id,
      slug: row.slug,
      name: row.name,
      brandId: row.brandId,
      categoryId: row.categoryId,
      midCategoryId: row.midCategoryId,
      topCategoryId: row.topCategoryId,
      isNew: row.isNew,
      isBestseller: row.isBestseller,
      badges: row.badges,
      ratingAverage: row.ratingAverage,
      ratingCount: row.ratingCount,
      salesCount: row.salesCount,
      releasedAt: row.releasedAt.getTime(),
      variantKind: row.variantKind,
      variantCount: variantCounts.get(row.id) ?? 1,
      searchText: row.searchText,
    });
    for (const word of new Set(row.searchText.split(' '))) {
      if (word.length === 0) continue;
      const list = words.get(word);
      if (list) list.push(row.id);
      else words.set(word, [row.id]);
    }
  }

  const perCountry = new Map<string, IndexedOffer[]>(COUNTRY_CODES.map((code) => [code, []]));
  for (const row of offerRows) {
    const product = byId.get(row.productId);
    const list = perCountry.get(row.country);
    if (!product || !list) continue;
    list.push({ product, price: row.price, salePrice: row.salePrice, effectivePrice: row.effectivePrice });
  }

  let maxProductId = 0;
  for (const id of byId.keys()) maxProductId = Math.max(maxProductId, id);
  const countries = {} as Record<CountryCode, CountryIndex>;
  for (const code of COUNTRY_CODES) {
    const offers = perCountry.get(code) ?? [];
    const n = offers.length;
    const index: CountryIndex = {
      offers,
      positionOf: new Int32Array(maxProductId + 1).fill(-1),
      productId: new Int32Array(n),
      brandId: new Int32Array(n),
      topCategoryId: new Int32Array(n),
      midCategoryId: new Int32Array(n),
      categoryId: new Int32Array(n),
      effectivePrice: new Float64Array(n),
      flags: new Uint8Array(n),
      sorted: {} as Record<PresortedKey, Int32Array>,
      sortedByCategory: new Map(),
    };
    offers.forEach((offer, i) => {
      const { product } = offer;
      index.positionOf[product.id] = i;
      index.productId[i] = product.id;
      index.brandId[i] = product.brandId;
      index.topCategoryId[i] = product.topCategoryId;
      index.midCategoryId[i] = product.midCategoryId;
      index.categoryId[i] = product.categoryId;
      index.effectivePrice[i] = offer.effectivePrice;
      let flags = 0;
      if (offer.salePrice !== null) flags |= FLAG.onSale;
      if (product.isNew) flags |= FLAG.isNew;
      if (product.isBestseller) flags |= FLAG.bestseller;
      for (const badge of product.badges) {
        if (badge === 'coming_soon' || badge === 'priority_access' || badge === 'app_exclusive') flags |= FLAG[badge];
      }
      index.flags[i] = flags;
    });
    const positions = offers.map((_, i) => i);
    for (const key of Object.keys(comparators) as PresortedKey[]) {
      const compare = comparators[key];
      index.sorted[key] = Int32Array.from([...positions].sort((a, b) => compare(offers[a]!, offers[b]!)));
    }
    index.sortedByCategory = groupByCategory(index);
    countries[code] = index;
  }
  return {
    lookups,
    maxProductId,
    countries,
    words,
    termCache: new LRUCache({ max: TERM_CACHE_LIMIT }),
    queryCache: new LRUCache({ max: QUERY_CACHE_LIMIT }),
  };
}

/** Splits every presorted list by category, keeping each list's order. */
function groupByCategory(index: CountryIndex): Map<number, Record<PresortedKey, Int32Array>> {
  const keys = Object.keys(index.sorted) as PresortedKey[];
  const buckets = new Map<number, Record<PresortedKey, number[]>>();
  const bucket = (categoryId: number) => {
    let entry = buckets.get(categoryId);
    if (!entry) {
      entry = Object.fromEntries(keys.map((key) => [key, [] as number[]])) as Record<PresortedKey, number[]>;
      buckets.set(categoryId, entry);
    }
    return entry;
  };
  for (const key of keys) {
    for (const i of index.sorted[key]) {
      const ids = new Set([index.topCategoryId[i]!, index.midCategoryId[i]!, index.categoryId[i]!]);
      for (const id of ids) bucket(id)[key].push(i);
    }
  }
  return new Map(
    [...buckets].map(([id, lists]) => [
      id,
      Object.fromEntries(keys.map((key) => [key, Int32Array.from(lists[key])])) as Record<PresortedKey, Int32Array>,
    ]),
  );
}

interface Entry {
  builtAt: number;
  current: Promise<CatalogueIndex>;
  refreshing: boolean;
}

const entries = new WeakMap<Db, Entry>();

export function getCatalogueIndex(db: Db): Promise<CatalogueIndex> {
  const entry = entries.get(db);
  if (!entry) {
    const current = build(db);
    const fresh: Entry = { builtAt: Date.now(), current, refreshing: false };
    entries.set(db, fresh);
    current.catch(() => entries.delete(db));
    return current;
  }
  if (!entry.refreshing && Date.now() - entry.builtAt > REFRESH_MS) {
    // Serve the current index while the next one is built.
    entry.refreshing = true;
    build(db)
      .then((next) => {
        entry.current = Promise.resolve(next);
        entry.builtAt = Date.now();
      })
      .catch((error: unknown) => console.error('[catalogue] index refresh failed', error))
      .finally(() => {
        entry.refreshing = false;
      });
  }
  return entry.current;
}

/** Drops the in-memory index; the next request rebuilds it from the database. */
export function invalidateCatalogueIndex(db: Db): void {
  entries.delete(db);
}

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
