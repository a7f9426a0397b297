import type { ProductBadge } from '@/contract';
import type { ProductQuery } from '@/lib/api/catalogue';
import {
  serializeListingState,
  type ListingState,
  type OtherKey,
  type RawSearchParams,
} from '@/lib/catalogue/listing-state';
import { withLanguage } from '@/lib/routing/language-query';
import type { CountryCode, Language } from '@/lib/site';

/** What a listing route (category, brand or landing page) hands to its view. */
export interface ListingRouteProps {
  country: CountryCode;
  lang: Language;
  /** The path segments after `/categories`, `/brands` or `/pages`. */
  segments: string[];
  /** The listing's query (filters, sort, pages), as the page was asked for it. */
  query: RawSearchParams;
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
