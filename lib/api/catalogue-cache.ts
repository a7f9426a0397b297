import type { CountryCode, Language } from '@/lib/site';

/**
 * Cache lifetimes and tags of the catalogue and content reads, in one place. Every tag carries the
 * country and language, so one storefront's content can be revalidated without touching others.
 */
export const CATALOGUE_CACHE = {
  /** Category tree, brands: change rarely. */
  structure: 'hours',
  /** Listings, product pages, search: prices and stock move during the day. */
  products: 'minutes',
  /** Managed content (home, landing and brand pages). */
  content: 'minutes',
  /** Happening activities: their next slot and places left move with every booking. */
  happening: 'minutes',
  /** The rewards boutique: a reward can run out at any time. */
  rewards: 'minutes',
} as const;

export const cacheTags = {
  categories: (country: CountryCode, lang: Language) => `categories:${country}:${lang}`,
  brands: (country: CountryCode, lang: Language) => `brands:${country}:${lang}`,
  products: (country: CountryCode, lang: Language) => `products:${country}:${lang}`,
  product: (country: CountryCode, lang: Language, slug: string) => `product:${country}:${lang}:${slug}`,
  content: (country: CountryCode, lang: Language) => `content:${country}:${lang}`,
  search: (country: CountryCode, lang: Language) => `search:${country}:${lang}`,
  stores: (country: CountryCode, lang: Language) => `stores:${country}:${lang}`,
  happening: (country: CountryCode, lang: Language) => `happening:${country}:${lang}`,
  rewards: (country: CountryCode, lang: Language) => `rewards:${country}:${lang}`,
};
