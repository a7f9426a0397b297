import type { ProductSort } from '@/contract/enums';

/**
 * The state of a listing lives in its URL, so a filtered listing can be shared and the back button
 * restores it. This module writes it and `listing-params.ts` reads it (with zod), on the server and in the proxy,
 * which serves each normalised query from its own cached page (`lib/routing/listing-variant.ts`).
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
