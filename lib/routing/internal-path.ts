import type { CountryCode, Language } from '@/lib/site';

/** The internal route segments a public path is served from; they never appear in public URLs. */
export function internalPath(country: CountryCode, lang: Language, pathname: string): string {
  const path = pathname === '/' ? '' : pathname.replace(/\/+$/, '');
  return `/${country}/${lang}${path}`;
}
