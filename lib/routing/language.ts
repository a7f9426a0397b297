import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { languageForCountry, parseLanguage } from '@/lib/site/parse';
import { LANGUAGE_PREFIX } from './cookies';

/** Accepts `lng_th`; anything else (including a bare `th`) is not a language cookie. */
export function decodeLanguageCookie(value: string | undefined): Language | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (!trimmed.toLowerCase().startsWith(LANGUAGE_PREFIX)) return null;
  return parseLanguage(trimmed.slice(LANGUAGE_PREFIX.length));
}

export type LanguageSource = 'query' | 'cookie' | 'default';

export interface LanguageInput {
  /** `language` query parameter. */
  queryLanguage?: string | null;
  /** `language_code` query parameter. */
  queryLanguageCode?: string | null;
  /** Raw `language` cookie value (`lng_` plus the code). */
  cookieLanguage?: string | null;
}

/**
 * Language choice order: `language` or `language_code` query → language cookie → the
 * country's first language. At each step a language the country does not support is ignored.
 */
export function resolveLanguage(
  country: CountryCode,
  input: LanguageInput,
): { language: Language; source: LanguageSource } {
  const fromQuery =
    languageForCountry(country, input.queryLanguage) ?? languageForCountry(country, input.queryLanguageCode);
  if (fromQuery) return { language: fromQuery, source: 'query' };
  const fromCookie = languageForCountry(country, decodeLanguageCookie(input.cookieLanguage ?? undefined));
  if (fromCookie) return { language: fromCookie, source: 'cookie' };
  return { language: defaultLanguage(country), source: 'default' };
}
