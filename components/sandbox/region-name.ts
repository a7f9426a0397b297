import type { CountryCode, Language } from '@/lib/site';

/** A country named in the page's language ("Thailand", "ประเทศไทย", "泰國"). */
export function regionName(code: CountryCode, lang: Language): string {
  const region = code.toUpperCase();
  try {
    return new Intl.DisplayNames(lang === 'zh' ? 'zh-Hant' : lang, { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}
