import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { languageForCountry } from '@/lib/site/parse';
import { decodeLanguageCookie } from './cookies';

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
