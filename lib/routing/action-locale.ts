import { COUNTRY_CODES, type CountryCode, type Language, supportsLanguage } from '@/lib/site';

/**
 * A server action's bound country and language come back from the browser: only a real
 * country × language pair is taken; anything else is refused before any work is done.
 */
export function actionLocale(country: unknown, lang: unknown): { country: CountryCode; lang: Language } {
  const code = COUNTRY_CODES.find((candidate) => candidate === country);
  if (!code || typeof lang !== 'string' || !supportsLanguage(code, lang as Language)) {
    throw new Error('Unknown country or language');
  }
  return { country: code, lang: lang as Language };
}
