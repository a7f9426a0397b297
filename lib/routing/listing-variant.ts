import { parseListingState, searchTermOf } from '@/lib/catalogue/listing-params';
import { serializeListingState, type RawSearchParams } from '@/lib/catalogue/listing-state';
import { ACTIVITY_PATH, type ActivityKind } from '@/lib/api/happening';

/**
 * A listing's filters, sort and pages live in its query (`lib/catalogue/listing-state.ts`), and a
 * page that reads its query renders for every request. So the proxy serves each listing from a path
 * that names its query instead: the query normalised (the listing's own keys only, in a fixed
 * order, defaults and unknown keys dropped, so no two URLs of one listing are two pages and no made
 * up parameter makes a new one), then written as one last segment, `~` and the query in base64url.
 * A listing without a query is served from its own path; every variant is then cached whole, like
 * a product page. The segment is internal: a public path that names one is not found.
 */
export const QUERY_SEGMENT_MARK = '~';

/** Where a narrowed Happening list is served from (see below); internal, as the `~` segments are. */
const ACTIVITY_LIST_ROUTE = '/happening/list';

export type ListingKind = 'categories' | 'brands' | 'pages' | 'search';

/** Whose paths carry a listing: a category, a brand (with or without categories), a landing page's category, search. */
const LISTING_PATHS: ReadonlyArray<[ListingKind, RegExp]> = [
  ['categories', /^\/categories\/[^/]+(\/[^/]+){0,2}$/],
  ['brands', /^\/brands\/[^/]+(\/[^/]+){0,3}$/],
  ['pages', /^\/pages\/[^/]+(\/[^/]+){1,3}$/],
  ['search', /^\/search$/],
];

function listingKindOf(path: string): ListingKind | undefined {
  return LISTING_PATHS.find(([, pattern]) => pattern.test(path))?.[0];
}

/** The listing's query as its page reads it: only its own keys, in their order, no defaults. */
export function normalisedListingQuery(kind: ListingKind, query: RawSearchParams): string {
  const q = kind === 'search' ? searchTermOf(query) : undefined;
  return serializeListingState(parseListingState(query), { q });
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | undefined {
  if (!/^[A-Za-z0-9_-]{1,4000}$/.test(encoded)) return undefined;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

/**
 * Whether a public path names a query segment itself: only the proxy writes them, and the routes
 * that hold them (`/search/…`, `/happening/list/…`).
 */
export function namesQuerySegment(path: string): boolean {
  return (
    path.startsWith('/search/') ||
    path === ACTIVITY_LIST_ROUTE ||
    path.startsWith(`${ACTIVITY_LIST_ROUTE}/`) ||
    path.split('/').some((segment) => segment.startsWith(QUERY_SEGMENT_MARK))
  );
}

/**
 * The Happening list (`/happening/services`, `/happening/beauty-services`) narrows by an activity
 * group (`?group=`, a slug) and a kind (`?kind=`). With a query it is served from an internal route,
 * `/happening/list/{services|beauty-services}/~…`, beside the activities' own `/{id}` pages.
 */
const ACTIVITY_LIST_PATH = /^\/happening\/(services|beauty-services)$/;
const ACTIVITY_KINDS = Object.keys(ACTIVITY_PATH) as ActivityKind[];
const GROUP_SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;

export type ActivityListQuery = { group?: string; kind?: ActivityKind };

/** The Happening list's query as its page reads it: a well-formed group slug, then a known kind. */
function activityListQueryOf(query: URLSearchParams): ActivityListQuery {
  const group = query.get('group')?.trim().toLowerCase();
  const kind = ACTIVITY_KINDS.find((candidate) => candidate === query.get('kind'));
  return { ...(group && GROUP_SLUG.test(group) ? { group } : {}), ...(kind ? { kind } : {}) };
}

function normalisedActivityQuery(query: URLSearchParams): string {
  return new URLSearchParams(activityListQueryOf(query)).toString();
}

/**
 * A Happening list's query, from the segment the proxy wrote; `undefined` for one that is not the
 * normalised form of a query.
 */
export function activityListRouteOf(segment: string): ActivityListQuery | undefined {
  if (!segment.startsWith(QUERY_SEGMENT_MARK)) return undefined;
  const written = fromBase64Url(segment.slice(QUERY_SEGMENT_MARK.length));
  if (!written || normalisedActivityQuery(new URLSearchParams(written)) !== written) return undefined;
  return activityListQueryOf(new URLSearchParams(written));
}

/** The segment a Happening list with this query is served from (the query must not be empty). */
export function activityListSegment(query: ActivityListQuery): string {
  return `${QUERY_SEGMENT_MARK}${toBase64Url(new URLSearchParams(query).toString())}`;
}

/** The path a listing with this query is served from; any other path as it is. */
export function listingVariantPath(path: string, query: URLSearchParams): string {
  const activityList = ACTIVITY_LIST_PATH.exec(path);
  if (activityList) {
    const normalised = normalisedActivityQuery(query);
    return normalised
      ? `${ACTIVITY_LIST_ROUTE}/${activityList[1]}/${QUERY_SEGMENT_MARK}${toBase64Url(normalised)}`
      : path;
  }
  const kind = listingKindOf(path);
  if (!kind) return path;
  const normalised = normalisedListingQuery(kind, query);
  return normalised ? `${path}/${QUERY_SEGMENT_MARK}${toBase64Url(normalised)}` : path;
}

/**
 * A listing route's segments and query, from its segments as the proxy wrote them; `undefined` for
 * a query segment that is not the normalised form of a query (no page is rendered and kept for it).
 */
export function listingRouteOf(
  kind: ListingKind,
  segments: readonly string[],
): { segments: string[]; query: URLSearchParams } | undefined {
  const last = segments.at(-1);
  if (last === undefined || !last.startsWith(QUERY_SEGMENT_MARK))
    return { segments: [...segments], query: new URLSearchParams() };
  const written = fromBase64Url(last.slice(QUERY_SEGMENT_MARK.length));
  if (!written || normalisedListingQuery(kind, new URLSearchParams(written)) !== written) return undefined;
  return { segments: segments.slice(0, -1), query: new URLSearchParams(written) };
}
