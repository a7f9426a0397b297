import {
  COUNTRIES,
  COUNTRY_CODES,
  countryCodeSchema,
  languageSchema,
  type Country,
  type CountryCode,
  type Language,
} from './countries';

export * from './countries';
export * from './money';
export * from './locale-tag';

/** Trimmed, case-insensitive check against the eight codes; anything else is `null`. */
export function parseCountryCode(value: unknown): CountryCode | null {
  if (typeof value !== 'string') return null;
  const parsed = countryCodeSchema.safeParse(value.trim().toLowerCase());
  return parsed.success ? parsed.data : null;
}

export function parseLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const parsed = languageSchema.safeParse(value.trim().toLowerCase());
  return parsed.success ? parsed.data : null;
}

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

/** A language the country supports, or `null`; accepts raw input such as a query value. */
export function languageForCountry(code: CountryCode, value: unknown): Language | null {
  const language = parseLanguage(value);
  return language && supportsLanguage(code, language) ? language : null;
}

/** Every valid country × language pair, for static generation. */
export function allLocales(): Array<{ country: CountryCode; lang: Language }> {
  return COUNTRY_CODES.flatMap((country) =>
    COUNTRIES[country].languages.map((lang) => ({ country, lang })),
  );
}
