import { country as countryParam, lang as langParam } from 'next/root-params';
import { DEFAULT_COUNTRY, defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { languageForCountry, parseCountryCode } from '@/lib/site/parse';

/** The country and language of the page being rendered, for screens that get no params (404, 503). */
export async function pageLocale(): Promise<{ country: CountryCode; lang: Language }> {
  const country = parseCountryCode(await countryParam()) ?? DEFAULT_COUNTRY;
  const lang = languageForCountry(country, await langParam()) ?? defaultLanguage(country);
  return { country, lang };
}
