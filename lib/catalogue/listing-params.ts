import { productSortSchema } from '@/contract/enums';
import { MAX_PAGES, OTHER_KEYS, type ListingState, type OtherKey, type RawSearchParams } from './listing-state';

/*
 * Reading a listing's state from its URL (see `listing-state.ts`). The proxy and the page do it on
 * the server; the filters in the browser only write URLs, so they do not load the parser.
 */

function first(params: RawSearchParams, key: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
  const value = params[key];
  return Array.isArray(value) ? value[0] : value;
}

const SLUG = /^[a-z0-9][a-z0-9_-]{0,80}$/;

/** Every value of a key: `brands=a,b` and `brands=a&brands=b` (a form's ticked boxes) read alike. */
function every(params: RawSearchParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  return value === undefined ? [] : ([] as string[]).concat(value);
}

function list(values: readonly string[]): string[] {
  const items = values
    .flatMap((value) => value.split(','))
    .map((item) => item.trim().toLowerCase())
    .filter((item) => SLUG.test(item));
  return [...new Set(items)].sort();
}

function wholeNumber(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  return Number(value);
}

export function parseListingState(params: RawSearchParams): ListingState {
  const sort = productSortSchema.safeParse(first(params, 'sort'));
  const category = first(params, 'category')?.trim().toLowerCase();
  const page = wholeNumber(first(params, 'page')) ?? 1;
  let priceMin = wholeNumber(first(params, 'price_min'));
  let priceMax = wholeNumber(first(params, 'price_max'));
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  return {
    brands: list(every(params, 'brands')),
    category: category && SLUG.test(category) ? category : undefined,
    priceMin,
    priceMax,
    onSale: first(params, 'on_sale') === '1' || first(params, 'on_sale') === 'true',
    others: list(every(params, 'others')).filter((key): key is OtherKey =>
      (OTHER_KEYS as readonly string[]).includes(key),
    ),
    sort: sort.success ? sort.data : undefined,
    page: Math.min(Math.max(page, 1), MAX_PAGES),
  };
}

/** Control characters (C0, DEL, C1): no shopper types them, and the API refuses some (NUL). */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * A search page's term: control characters read as spaces, trimmed, inner runs of space made one,
 * at most 100 characters.
 */
export function searchTermOf(params: RawSearchParams): string {
  return (first(params, 'q') ?? '').replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim().slice(0, 100).trim();
}
