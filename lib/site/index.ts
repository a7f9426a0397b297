import { COUNTRIES, COUNTRY_CODES, type Country, type CountryCode, type Language } from './countries';

export * from './countries';
export * from './money';
export * from './number';
export * from './dates';
export * from './locale-tag';
export * from './address';
export * from './storefront-url';

export function getCountry(code: CountryCode): Country {
  return COUNTRIES[code];
}

export function defaultLanguage(code: CountryCode): Language {
  const [first] = COUNTRIES[code].languages;
  if (!first) throw new Error(`Country ${code} has no language`);
  return first;
}

export function supportsLanguage(code: CountryCode, language: Language): boolean {
  return COUNTRIES[code].languages.includes(language);
}

/** Every valid country × language pair, for static generation. */
export function allLocales(): Array<{ country: CountryCode; lang: Language }> {
  return COUNTRY_CODES.flatMap((country) => COUNTRIES[country].languages.map((lang) => ({ country, lang })));
}

/** The site title and meta description in the page's language (the default language's otherwise). */
export function siteTextFor(code: CountryCode, language: Language): { siteTitle: string; metaDescription: string } {
  const site = COUNTRIES[code];
  return site.translations?.[language] ?? { siteTitle: site.siteTitle, metaDescription: site.metaDescription };
}
