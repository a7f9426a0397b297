import { allLocales, getCountry, localeTag, storefrontUrl, type CountryCode, type Language } from '@/lib/site';

/** Where search engines should send shoppers of each storefront. */
export interface SeoOrigins {
  /** Overrides every country's domain (local and staging deployments); the country then travels in the query. */
  override?: string;
}

const X_DEFAULT: { country: CountryCode; lang: Language } = { country: 'sg', lang: 'en' };

function cleanPath(path: string): string {
  const url = new URL(path, 'http://seo.invalid');
  const pathname = url.pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

/**
 * The canonical URL of a public path in one storefront: the country's domain, the path without
 * a trailing slash, `language` only when it is not the country's default, and nothing else (the
 * filters and sort of a listing are not part of its canonical).
 */
export function publicUrl(country: CountryCode, lang: Language, path: string, origins: SeoOrigins = {}): string {
  return storefrontUrl(country, lang, cleanPath(path), origins.override);
}

/** hreflang value of a storefront, e.g. `zh-HK`. */
export function hreflangOf(country: CountryCode, lang: Language): string {
  return localeTag(country, lang);
}

type Alternates = { canonical: string; languages: Record<string, string> };

/** The canonical of `path` in this storefront, and its URL in each of `locales` by hreflang. */
function alternatesAmong(
  locales: readonly { country: CountryCode; lang: Language }[],
  current: { country: CountryCode; lang: Language },
  path: string,
  origins: SeoOrigins,
): Alternates {
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    languages[hreflangOf(locale.country, locale.lang)] = publicUrl(locale.country, locale.lang, path, origins);
  }
  return { canonical: publicUrl(current.country, current.lang, path, origins), languages };
}

/**
 * Canonical and alternates of a path that exists in every storefront (home, categories, products,
 * brands): one entry per country × language, plus `x-default` (Singapore, English).
 */
export function alternatesFor(
  country: CountryCode,
  lang: Language,
  path: string,
  origins: SeoOrigins = {},
): Alternates {
  const alternates = alternatesAmong(allLocales(), { country, lang }, path, origins);
  alternates.languages['x-default'] = publicUrl(X_DEFAULT.country, X_DEFAULT.lang, path, origins);
  return alternates;
}

/** Alternates between the languages of one country only (content that exists in one storefront). */
export function countryAlternatesFor(
  country: CountryCode,
  lang: Language,
  path: string,
  origins: SeoOrigins = {},
): Alternates {
  const locales = getCountry(country).languages.map((l) => ({ country, lang: l }));
  return alternatesAmong(locales, { country, lang }, path, origins);
}
