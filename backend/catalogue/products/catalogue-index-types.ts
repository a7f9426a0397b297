import type { LRUCache } from 'lru-cache';
import type { CountryCode, ProductSort } from '@/contract';
import type { Lookups } from '../shared/lookups';

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
