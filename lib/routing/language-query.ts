import type { CountryCode, Language } from '@/lib/site';

const PROBE_ORIGIN = 'http://language-query.invalid';

/**
 * A non-default language travels in the query as `language` on navigation; the
 * country's default language is never added (and is dropped when present). Works on relative
 * hrefs such as `/brands?sort=new#top`; absolute URLs to other origins are returned unchanged.
 * Takes the default language rather than the country so that client code need not load the
 * site configuration.
 */
export function withLanguage(href: string, lang: Language, defaultLang: Language): string {
  const url = new URL(href, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN) return href;
  url.searchParams.delete('language_code');
  if (lang === defaultLang) url.searchParams.delete('language');
  else url.searchParams.set('language', lang);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a screen is drawn: the country and language it formats for, and the country's default
 * language, which its links leave out (`withLanguage`; passed in, so client code need not load the
 * site configuration).
 */
export interface ScreenLocale {
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
}
