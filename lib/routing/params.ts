import { notFound } from 'next/navigation';
import type { CountryCode, Language } from '@/lib/site';
import { languageForCountry, parseCountryCode } from '@/lib/site/parse';

export interface LocaleParams {
  country: string;
  lang: string;
}

/** The internal segments as typed values; a pair the proxy would never produce is a 404. */
export async function localeFromParams(
  params: Promise<LocaleParams>,
): Promise<{ country: CountryCode; lang: Language }> {
  const raw = await params;
  const country = parseCountryCode(raw.country);
  const lang = country ? languageForCountry(country, raw.lang) : null;
  if (!country || !lang || raw.country !== country || raw.lang !== lang) notFound();
  return { country, lang };
}
