import { COUNTRIES, type CountryCode, type Language } from './countries';

/**
 * The public address of a page of one storefront, as a shopper opens it: the country's domain (or
 * `override`, a deployment's one origin, e.g. http://localhost:3000, when the country then travels
 * in the query as `country_code`), the path and its query as given, and `language` only when it is
 * not the country's default. Canonical URLs (lib/seo) and mailed links (backend/mail) are built
 * with it.
 */
export function storefrontUrl(country: CountryCode, lang: Language, pathAndQuery: string, override?: string): string {
  if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//')) {
    throw new Error(`A storefront path starts with one slash: ${pathAndQuery}`);
  }
  const base = override ? override.replace(/\/+$/, '') : `https://${COUNTRIES[country].domain}`;
  const url = new URL(pathAndQuery, `${base}/`);
  if (override) url.searchParams.set('country_code', country);
  if (lang !== COUNTRIES[country].languages[0]) url.searchParams.set('language', lang);
  else url.searchParams.delete('language');
  return url.toString();
}
