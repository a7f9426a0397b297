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

/**
 * `generateStaticParams` of a segment whose records are private and read on request (a member's
 * orders and bookings). With cache components, a dynamic segment that lists no params is built
 * with a fallback shell, and that shell is sent before the page knows whether the record exists:
 * its `notFound()` then answers 200 (vercel/next.js#95380). A segment that lists a param is built
 * without a fallback shell, so its page, which reads the request before anything else, is rendered
 * whole on request and `notFound()` answers 404. The listed value renders at build as any unknown
 * record would.
 */
export function paramsReadOnRequest<P extends Record<string, string>>(sample: P): () => P[] {
  return () => [sample];
}
