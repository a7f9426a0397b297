import type { Db } from '@/backend/types';
import {
  LOW_STOCK_THRESHOLD,
  type CountryCode,
  type Language,
  type ProductBadge,
  type ProductCard,
  type ProductSort,
  type StockState,
} from '@/lib/api/contract';
import { money } from '@/backend/shared/money';
import { ancestry, type CategoryRow, type Lookups } from '../shared/lookups';
import {
  FLAG,
  getCatalogueIndex,
  productsMatchingTerms,
  type CatalogueIndex,
  type CountryIndex,
  type IndexedOffer,
  type PresortedKey,
} from './catalogue-index';
import { productImageUrl } from '@/backend/shared/media-urls';
import { localize, normalizeSearchText, searchTerms } from '@/backend/shared/text';

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

/** What a product card is built from (an indexed product with its country offer, or a product row). */
export interface CardRow {
  id: number;
  slug: string;
  name: string;
  brandId: number;
  categoryId: number;
  price: number;
  salePrice: number | null;
  ratingAverage: number;
  ratingCount: number;
  badges: string[];
  isNew: boolean;
  isBestseller: boolean;
  variantKind: 'shade' | 'size';
  variantCount: number;
}

const BADGES: readonly string[] = ['coming_soon', 'priority_access', 'app_exclusive'];

export function toCard(lookups: Lookups, country: CountryCode, language: Language, row: CardRow): ProductCard {
  const brand = lookups.brandById.get(row.brandId);
  const category = lookups.categoryById.get(row.categoryId);
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: { id: row.brandId, slug: brand?.slug ?? '', name: brand?.name ?? '' },
    category: categorySummary(category, language),
    price: money(country, row.price),
    salePrice: row.salePrice === null ? null : money(country, row.salePrice),
    onSale: row.salePrice !== null,
    imageUrl: productImageUrl(row.id),
    rating: { average: row.ratingAverage, count: row.ratingCount },
    badges: row.badges.filter((badge): badge is ProductBadge => BADGES.includes(badge)),
    isNew: row.isNew,
    isBestseller: row.isBestseller,
    variantKind: row.variantKind,
    variantCount: Math.max(1, row.variantCount),
  };
}

export function categorySummary(category: CategoryRow | undefined, language: Language) {
  return {
    id: category?.id ?? 0,
    slug: category?.slug ?? '',
    path: category?.path ?? '',
    name: category ? localize(category.name, language) : '',
    level: (category?.level ?? 3) as 1 | 2 | 3,
  };
}

export function breadcrumbs(lookups: Lookups, category: CategoryRow, language: Language) {
  return ancestry(lookups, category).map((row) => categorySummary(row, language));
}

interface CompiledFilters {
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

function compile(index: CatalogueIndex, filters: ProductFilters): CompiledFilters {
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

function brandOk(f: CompiledFilters, c: CountryIndex, i: number): boolean {
  return f.brandMask === null || f.brandMask[c.brandId[i]!] === 1;
}

function categoryOk(f: CompiledFilters, c: CountryIndex, i: number): boolean {
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

function priceOk(f: CompiledFilters, c: CountryIndex, i: number): boolean {
  const price = c.effectivePrice[i]!;
  return price >= f.priceMin && price <= f.priceMax;
}

/** Every filter that no facet leaves out. */
function restOk(f: CompiledFilters, c: CountryIndex, i: number): boolean {
  return (c.flags[i]! & f.flagMask) === f.flagValue && (f.termMark === null || f.termMark[c.productId[i]!] === 1);
}

function matches(f: CompiledFilters, c: CountryIndex, i: number): boolean {
  return brandOk(f, c, i) && categoryOk(f, c, i) && priceOk(f, c, i) && restOk(f, c, i);
}

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

export interface Facets {
  brands: Array<{ slug: string; name: string; count: number }>;
  categories: Array<{ slug: string; name: string; count: number; level: 1 | 2 | 3; path: string }>;
  price: { min: number; max: number; currency: string };
  onSale: number;
  others: Array<{ key: string; count: number }>;
  total: number;
}

/** One pass over the country's offers; each facet ignores its own filter (brand counts ignore the brand filter…). */
export async function productFacets(
  db: Db,
  country: CountryCode,
  language: Language,
  filters: ProductFilters,
): Promise<Facets> {
  const index = await getCatalogueIndex(db);
  const { lookups } = index;
  const f = compile(index, filters);
  const brandCounts = new Map<number, number>();
  const leafCounts = new Map<number, number>();
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  let total = 0;
  const counts = { onSale: 0, isNew: 0, bestseller: 0, coming_soon: 0, priority_access: 0, app_exclusive: 0 };

  if (!f.impossible) {
    const c = index.countries[country];
    for (let i = 0; i < c.offers.length; i += 1) {
      if (!restOk(f, c, i)) continue;
      const b = brandOk(f, c, i);
      const k = categoryOk(f, c, i);
      const p = priceOk(f, c, i);
      if (k && p) brandCounts.set(c.brandId[i]!, (brandCounts.get(c.brandId[i]!) ?? 0) + 1);
      if (b && p) leafCounts.set(c.categoryId[i]!, (leafCounts.get(c.categoryId[i]!) ?? 0) + 1);
      const price = c.effectivePrice[i]!;
      if (b && k) {
        if (price < min) min = price;
        if (price > max) max = price;
      }
      if (!(b && k && p)) continue;
      total += 1;
      const flags = c.flags[i]!;
      if (flags & FLAG.onSale) counts.onSale += 1;
      if (flags & FLAG.isNew) counts.isNew += 1;
      if (flags & FLAG.bestseller) counts.bestseller += 1;
      if (flags & FLAG.coming_soon) counts.coming_soon += 1;
      if (flags & FLAG.priority_access) counts.priority_access += 1;
      if (flags & FLAG.app_exclusive) counts.app_exclusive += 1;
    }
  }

  const brandFacets = lookups.brands
    .filter((brand) => brandCounts.has(brand.id))
    .map((brand) => ({ slug: brand.slug, name: brand.name, count: brandCounts.get(brand.id) ?? 0 }));

  // Leaf counts roll up to their category and top category.
  const categoryCounts = new Map<number, number>();
  for (const [leafId, count] of leafCounts) {
    const leaf = lookups.categoryById.get(leafId);
    if (!leaf) continue;
    for (const node of ancestry(lookups, leaf)) categoryCounts.set(node.id, (categoryCounts.get(node.id) ?? 0) + count);
  }
  const categoryFacets = lookups.categories
    .filter((category) => categoryCounts.has(category.id))
    .map((category) => ({
      slug: category.slug,
      name: localize(category.name, language),
      count: categoryCounts.get(category.id) ?? 0,
      level: category.level as 1 | 2 | 3,
      path: category.path,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));

  return {
    brands: brandFacets,
    categories: categoryFacets,
    price: { min: Number.isFinite(min) ? min : 0, max, currency: money(country, 0).currency },
    onSale: counts.onSale,
    others: [
      { key: 'new', count: counts.isNew },
      { key: 'bestseller', count: counts.bestseller },
      { key: 'coming_soon', count: counts.coming_soon },
      { key: 'priority_access', count: counts.priority_access },
      { key: 'app_exclusive', count: counts.app_exclusive },
    ],
    total,
  };
}

export function stockState(stock: number, comingSoon: boolean): StockState {
  if (comingSoon) return 'coming_soon';
  if (stock <= 0) return 'out_of_stock';
  if (stock <= LOW_STOCK_THRESHOLD) return 'low_stock';
  return 'in_stock';
}

/** In stock if any variant is, else low, else coming soon, else out of stock. */
export function aggregateStockState(states: StockState[]): StockState {
  for (const state of ['in_stock', 'low_stock', 'coming_soon'] as const) {
    if (states.includes(state)) return state;
  }
  return 'out_of_stock';
}
