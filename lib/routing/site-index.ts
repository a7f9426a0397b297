import type { ActivityKind, SiteIndexData } from '@/contract';
import { processState } from '@/lib/process-state';
import type { CountryCode, Language } from '@/lib/site';

/**
 * The addresses of one country that name a page, as sets for the proxy: it answers an unknown
 * product, brand, category, landing page, store or activity with the 404 page and status 404
 * before any page streams (decision record 13). Loaded and refreshed outside the proxy
 * (lib/api/site-index.ts); the proxy only reads it, with no network call.
 */
export interface SiteIndex {
  products: ReadonlySet<string>;
  brands: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  stores: ReadonlySet<string>;
  activities: Readonly<Record<ActivityKind, ReadonlySet<string>>>;
  landingPages: Partial<Record<Language, ReadonlySet<string>>>;
  /** When it was read from the API (ms since the epoch). */
  loadedAt: number;
}

/**
 * An index older than this is not trusted to say "unknown" (its refresh has been failing): pages
 * decide alone again, as they do before the first index arrives.
 */
export const SITE_INDEX_MAX_AGE_MS = 10 * 60_000;

export function toSiteIndex(data: SiteIndexData, loadedAt: number): SiteIndex {
  const landingPages: SiteIndex['landingPages'] = {};
  for (const [language, slugs] of Object.entries(data.landingPages) as [Language, string[]][]) {
    landingPages[language] = new Set(slugs.map((slug) => slug.toLowerCase()));
  }
  return {
    products: new Set(data.products),
    brands: new Set(data.brands.map((slug) => slug.toLowerCase())),
    categories: new Set(data.categories.map((path) => path.toLowerCase())),
    stores: new Set(data.stores),
    activities: {
      service: new Set(data.activities.service),
      class: new Set(data.activities.class),
      event: new Set(data.activities.event),
    },
    landingPages,
    loadedAt,
  };
}

// One store per server process, shared by the proxy and the code that refreshes it (they are
// bundled apart, so a module variable would not be shared).
type IndexStore = Partial<Record<CountryCode, SiteIndex>>;

function store(): IndexStore {
  return processState<IndexStore>('site-index', () => ({}));
}

export function setSiteIndex(country: CountryCode, index: SiteIndex): void {
  store()[country] = index;
}

/** The country's index if it is fresh enough to say "unknown", else undefined. */
export function currentSiteIndex(country: CountryCode, now = Date.now()): SiteIndex | undefined {
  const index = store()[country];
  return index && now - index.loadedAt <= SITE_INDEX_MAX_AGE_MS ? index : undefined;
}

const ACTIVITY_KINDS: Readonly<Record<string, ActivityKind>> = {
  services: 'service',
  classes: 'class',
  events: 'event',
};

/** A category path of one to three segments, as the listing pages take it. */
function categoryKnown(index: SiteIndex, segments: readonly string[]): boolean {
  return segments.length >= 1 && segments.length <= 3 && index.categories.has(segments.join('/').toLowerCase());
}

/** The detail route's `{id}`: a numeric id the way the API reads it (`007` is 7), else a slug. */
function activityKey(id: string): string {
  return /^\d{1,9}$/.test(id) ? String(Number(id)) : id;
}

/**
 * Whether a public path (already known to match a route) names something the index holds: false
 * for an unknown slug, true for a known one, and undefined for the paths the index does not cover
 * (listings, member pages, orders, bookings…), which the page decides alone.
 */
export function indexedPath(index: SiteIndex, lang: Language, pathname: string): boolean | undefined {
  let segments: string[];
  try {
    segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return false;
  }
  const [section, first, ...rest] = segments;
  // `/pages` without a slug is a landing page of nothing.
  if (first === undefined) return section === 'pages' ? false : undefined;
  switch (section) {
    case 'products':
      return index.products.has(first);
    case 'brands':
      return index.brands.has(first.toLowerCase()) && (rest.length === 0 || categoryKnown(index, rest));
    case 'categories':
      return categoryKnown(index, [first, ...rest]);
    case 'pages':
      return (
        (index.landingPages[lang]?.has(first.toLowerCase()) ?? false) &&
        (rest.length === 0 || categoryKnown(index, rest))
      );
    case 'store-locations':
      return rest.length === 0 ? index.stores.has(first) : undefined;
    case 'happening': {
      const kind = ACTIVITY_KINDS[first];
      const [id, ...more] = rest;
      if (!kind || id === undefined || more.length > 0) return undefined;
      return index.activities[kind].has(activityKey(id));
    }
    default:
      return undefined;
  }
}
