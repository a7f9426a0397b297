import type { CountryCode, Language } from './countries';

/**
 * BCP 47 tag for `<html lang>` and Accept-Language, e.g. `zh-HK`, `th-TH`. Kept apart from the
 * site configuration so that browser code can use it without loading that configuration.
 */
export function localeTag(code: CountryCode, language: Language): string {
  return `${language}-${code.toUpperCase()}`;
}

/**
 * A country or region named in the page's language ("Singapore", "ประเทศไทย", "泰國"), by its ISO
 * code; the code itself where the runtime has no name for it.
 */
export function regionName(code: string, language: Language): string {
  const region = code.toUpperCase();
  try {
    return new Intl.DisplayNames(language === 'zh' ? 'zh-Hant' : language, { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}
