import type { CountryCode, Language } from '@/lib/site';
import { parseCountryCode, parseLanguage } from '@/lib/site/parse';

/** Country cookie (spec §3: "locale"). */
export const COUNTRY_COOKIE = 'locale';
/** Language cookie (spec §3: "language", stored as lng_ plus the code). */
export const LANGUAGE_COOKIE = 'language';
const LANGUAGE_PREFIX = 'lng_';

export const JWT_DATA_COOKIE = 'jwt-data';

/** Spec §9: country and language cookies last one year, path /, sameSite lax. */
export const PREFERENCE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface CookieToSet {
  name: string;
  value: string;
  maxAge: number;
  path: '/';
  sameSite: 'lax';
}

export function encodeCountryCookie(country: CountryCode): string {
  return country;
}

export function decodeCountryCookie(value: string | undefined): CountryCode | null {
  return parseCountryCode(value);
}

export function encodeLanguageCookie(language: Language): string {
  return `${LANGUAGE_PREFIX}${language}`;
}

/** Accepts `lng_th`; anything else (including a bare `th`) is not a language cookie. */
export function decodeLanguageCookie(value: string | undefined): Language | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed.toLowerCase().startsWith(LANGUAGE_PREFIX)) return null;
  return parseLanguage(trimmed.slice(LANGUAGE_PREFIX.length));
}

export function preferenceCookie(name: string, value: string): CookieToSet {
  return { name, value, maxAge: PREFERENCE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax' };
}
