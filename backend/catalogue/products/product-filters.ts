import type { ProductBadge } from '@/contract';
import type { CategoryRow } from '../shared/lookups';
import { FLAG, type CatalogueIndex, type CountryIndex } from './catalogue-index-types';
import { productsMatchingTerms } from './term-matching';
import { searchTerms } from '@/backend/shared/text';

export interface ProductFilters {
  brands: string[];
  category?: string;
  priceMin?: number;
  priceMax?: number;
  onSale?: boolean;
  isNew?: boolean;
  bestseller?: boolean;
  badges: ProductBadge[];
  q?: string;
}

export interface CompiledFilters {
  /** A filter names something that does not exist: nothing matches. */
  impossible: boolean;
  /** Indexed by brand id; null when there is no brand filter. */
  brandMask: Uint8Array | null;
  /** 0 when there is no category filter. */
  categoryLevel: number;
  categoryId: number;
  priceMin: number;
  priceMax: number;
  /** `(flags & flagMask) === flagValue` for on sale, new, bestseller and badges. */
  flagMask: number;
  flagValue: number;
  /** Indexed by product id: 1 when the product contains every query term; null without a query. */
  termMark: Uint8Array | null;
  /** Ids of the products holding every query term (candidates for relevance ranking). */
  candidates: number[] | null;
}

export function compile(index: CatalogueIndex, filters: ProductFilters): CompiledFilters {
  const { lookups } = index;
  let impossible = false;
  let brandMask: Uint8Array | null = null;
  if (filters.brands.length > 0) {
    brandMask = new Uint8Array(lookups.brands.reduce((max, brand) => Math.max(max, brand.id), 0) + 1);
    let known = 0;
    for (const slug of filters.brands) {
      const brand = lookups.brandBySlug.get(slug);
      if (!brand) continue;
      brandMask[brand.id] = 1;
      known += 1;
    }
    if (known === 0) impossible = true;
  }
  let category: CategoryRow | null = null;
  if (filters.category) {
    category = lookups.categoryBySlug.get(filters.category) ?? lookups.categoryByPath.get(filters.category) ?? null;
    if (!category) impossible = true;
  }

  let flagMask = 0;
  let flagValue = 0;
  const flag = (bit: number, wanted: boolean | undefined) => {
    if (wanted === undefined) return;
    flagMask |= bit;
    if (wanted) flagValue |= bit;
  };
  flag(FLAG.onSale, filters.onSale);
  flag(FLAG.isNew, filters.isNew);
  flag(FLAG.bestseller, filters.bestseller);
  for (const badge of filters.badges) flag(FLAG[badge], true);

  const termMatch = productsMatchingTerms(index, searchTerms(filters.q ?? ''));
  if (termMatch && termMatch.ids.length === 0) impossible = true;

  return {
    impossible,
    brandMask,
    categoryLevel: category ? Number(category.level) : 0,
    categoryId: category ? category.id : 0,
    priceMin: filters.priceMin ?? Number.NEGATIVE_INFINITY,
    priceMax: filters.priceMax ?? Number.POSITIVE_INFINITY,
    flagMask,
    flagValue,
    termMark: termMatch?.mark ?? null,
    candidates: termMatch?.ids ?? null,
  };
}

export function brandOk(f: CompiledFilters, c: CountryIndex, i: number): boolean {
  return f.brandMask === null || f.brandMask[c.brandId[i]!] === 1;
}

export function categoryOk(f: CompiledFilters, c: CountryIndex, i: number): boolean {
  switch (f.categoryLevel) {
    case 0:
      return true;
    case 1:
      return c.topCategoryId[i] === f.categoryId;
    case 2:
      return c.midCategoryId[i] === f.categoryId;
    default:
      return c.categoryId[i] === f.categoryId;
  }
}

export function priceOk(f: CompiledFilters, c: CountryIndex, i: number): boolean {
  const price = c.effectivePrice[i]!;
  return price >= f.priceMin && price <= f.priceMax;
}

/** Every filter that no facet leaves out. */
export function restOk(f: CompiledFilters, c: CountryIndex, i: number): boolean {
  return (c.flags[i]! & f.flagMask) === f.flagValue && (f.termMark === null || f.termMark[c.productId[i]!] === 1);
}

export function matches(f: CompiledFilters, c: CountryIndex, i: number): boolean {
  return brandOk(f, c, i) && categoryOk(f, c, i) && priceOk(f, c, i) && restOk(f, c, i);
}
