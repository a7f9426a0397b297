import type { Metadata } from 'next';
import { country as countryParam, lang as langParam } from 'next/root-params';
import type { Namespace } from '@/lib/i18n/config';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { DEFAULT_COUNTRY, defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { languageForCountry, parseCountryCode } from '@/lib/site/parse';

/** The store and language a page is drawn for. */
export interface PageLocale {
  country: CountryCode;
  lang: Language;
}

/** The country and language of the page being rendered, for screens that get no params (404, 503). */
export async function pageLocale(): Promise<PageLocale> {
  const country = parseCountryCode(await countryParam()) ?? DEFAULT_COUNTRY;
  const lang = languageForCountry(country, await langParam()) ?? defaultLanguage(country);
  return { country, lang };
}

/** Such a screen's words (one namespace) and its links, in the page's language. */
export async function pageWords<N extends Namespace>(namespace: N) {
  const { country, lang } = await pageLocale();
  const t = await getTranslator(lang, namespace);
  return { t, href: (path: string) => withLanguage(path, lang, defaultLanguage(country)) };
}

/** A status screen's metadata: its title, and never indexed. */
export function unindexed(title: string): Metadata {
  return { title, robots: { index: false } };
}
