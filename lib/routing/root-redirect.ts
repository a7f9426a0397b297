import Negotiator from 'negotiator';
import { COUNTRIES, defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { languageForCountry } from '@/lib/site/parse';
import { preferenceCookie, type CookieToSet } from './cookies';
import { withLanguage } from './language-query';
import type { LanguageSource } from './language';

/**
 * The locale-redirect cookie: set on the first visit to the root of a country with more than one
 * language, to the language the root was shown or redirected in. While it is there the browser's
 * languages are not asked again, so a shopper who chose the country's default language is never
 * sent back to the one their browser prefers. One year, path /, SameSite lax.
 */
export const LOCALE_REDIRECT_COOKIE = 'i18n_redirected';

/** The country's language the browser's Accept-Language prefers, if it names one. */
export function browserLanguage(country: CountryCode, acceptLanguage: string | null | undefined): Language | null {
  if (!acceptLanguage) return null;
  const negotiator = new Negotiator({ headers: { 'accept-language': acceptLanguage } });
  return languageForCountry(country, negotiator.language([...COUNTRIES[country].languages]));
}

export interface RootVisit {
  country: CountryCode;
  /** The language the request resolved to, and where it came from. */
  language: Language;
  languageSource: LanguageSource;
  /** The raw query string, `?…` or empty. */
  search: string;
  acceptLanguage: string | null | undefined;
  cookies: Readonly<Record<string, string | undefined>>;
  cookieDomain: string | undefined;
}

export type RootDecision =
  { kind: 'redirect'; location: string; cookies: CookieToSet[] } | { kind: 'stay'; cookies: CookieToSet[] };

/**
 * The root redirect, for `/` of a country with several languages when the query names none: the
 * language remembered in the language cookie, or on a first visit the browser's preferred one, is
 * put in the URL (`/?language=th`) when it is not the country's default, so every home page address
 * names its language and can be shared by caches. The query's language is never overridden, and a
 * redirect's target names its language, so it cannot loop.
 */
export function rootLanguageDecision(visit: RootVisit): RootDecision | null {
  const { country, language, languageSource } = visit;
  if (COUNTRIES[country].languages.length < 2 || languageSource === 'query') return null;
  const detectedBefore = visit.cookies[LOCALE_REDIRECT_COOKIE] !== undefined;
  const wanted =
    languageSource === 'cookie'
      ? language
      : ((detectedBefore ? null : browserLanguage(country, visit.acceptLanguage)) ?? language);
  const cookies = detectedBefore ? [] : [preferenceCookie(LOCALE_REDIRECT_COOKIE, wanted, visit.cookieDomain)];
  const fallback = defaultLanguage(country);
  if (wanted === fallback) return { kind: 'stay', cookies };
  return { kind: 'redirect', location: withLanguage(`/${visit.search}`, wanted, fallback), cookies };
}
