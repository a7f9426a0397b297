import type { ProductBadge } from '@/lib/api/contract';
import type { ProductSort } from '@/lib/api/contract/enums';
import type { ProductQuery } from '@/lib/api/catalogue';
import { withLanguage } from '@/lib/routing/language-query';
import type { CountryCode, Language } from '@/lib/site';

/**
 * The state of a listing lives in its URL, so a filtered listing can be shared and the back button
 * restores it. This module writes it and `listing-params.ts` reads it (on the server, with zod).
 *
 * `?brands=a,b&category=lips&price_min=10&price_max=50&on_sale=1&others=new,coming_soon&sort=price_asc&page=2`
 * Prices are whole units of the country's currency; everything else is a slug or a key.
 */
export const OTHER_KEYS = ['new', 'bestseller', 'coming_soon', 'priority_access', 'app_exclusive'] as const;
export type OtherKey = (typeof OTHER_KEYS)[number];

export const MAX_PAGES = 20;

export interface ListingState {
  brands: string[];
  category: string | undefined;
  priceMin: number | undefined;
  priceMax: number | undefined;
  onSale: boolean;
  others: OtherKey[];
  sort: ProductSort | undefined;
  /** How many pages of results are shown ("show more" adds one). */
  page: number;
}

export const EMPTY_LISTING_STATE: ListingState = {
  brands: [],
  category: undefined,
  priceMin: undefined,
  priceMax: undefined,
  onSale: false,
  others: [],
  sort: undefined,
  page: 1,
};

export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

/** What a listing route (category, brand or landing page) hands to its view. */
export interface ListingRouteProps {
  country: CountryCode;
  lang: Language;
  /** The path segments after `/categories`, `/brands` or `/pages`. */
  segments: string[];
  searchParams: Promise<RawSearchParams>;
}

/** The query string of a state, keys in a fixed order, defaults left out (no leading `?`). */
export function serializeListingState(state: ListingState, extra: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  if (state.brands.length > 0) params.set('brands', [...state.brands].sort().join(','));
  if (state.category) params.set('category', state.category);
  if (state.priceMin !== undefined) params.set('price_min', String(state.priceMin));
  if (state.priceMax !== undefined) params.set('price_max', String(state.priceMax));
  if (state.onSale) params.set('on_sale', '1');
  if (state.others.length > 0) params.set('others', [...state.others].sort().join(','));
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** Any change of filters or sort starts again from the first page. */
export function withChange(state: ListingState, change: Partial<Omit<ListingState, 'page'>>): ListingState {
  return { ...state, ...change, page: 1 };
}

export function activeFilterCount(state: ListingState): number {
  return (
    state.brands.length +
    (state.category ? 1 : 0) +
    (state.priceMin !== undefined || state.priceMax !== undefined ? 1 : 0) +
    (state.onSale ? 1 : 0) +
    state.others.length
  );
}

/** The API query for one page of the listing; `fixed` narrows it (a brand page's brand, a category page's category). */
export function toProductQuery(
  state: ListingState,
  fractionDigits: number,
  fixed: { brand?: string; category?: string; q?: string } = {},
): Omit<ProductQuery, 'page' | 'perPage'> {
  const scale = 10 ** fractionDigits;
  const badges = state.others.filter((key): key is ProductBadge & OtherKey => key !== 'new' && key !== 'bestseller');
  return {
    brands: fixed.brand ? [fixed.brand] : state.brands,
    category: state.category ?? fixed.category,
    priceMin: state.priceMin === undefined ? undefined : state.priceMin * scale,
    priceMax: state.priceMax === undefined ? undefined : state.priceMax * scale,
    onSale: state.onSale || undefined,
    isNew: state.others.includes('new') || undefined,
    bestseller: state.others.includes('bestseller') || undefined,
    badges,
    q: fixed.q,
    sort: state.sort,
  };
}

/** Where a listing lives, for building the URLs of its states. */
export interface ListingLocation {
  /** The public path of the listing, e.g. `/categories/makeup`. */
  basePath: string;
  /** Query kept on every change (the search term). */
  keep: Record<string, string | undefined>;
  lang: Language;
  defaultLang: Language;
}

export function listingHref(location: ListingLocation, state: ListingState): string {
  const query = serializeListingState(state, location.keep);
  return withLanguage(query ? `${location.basePath}?${query}` : location.basePath, location.lang, location.defaultLang);
}
