import type { CountryCode, Language } from './countries';

/**
 * BCP 47 tag for `<html lang>` and Accept-Language, e.g. `zh-HK`, `th-TH`. Kept apart from the
 * site configuration so that browser code can use it without loading that configuration.
 */
export function localeTag(code: CountryCode, language: Language): string {
  return `${language}-${code.toUpperCase()}`;
}
