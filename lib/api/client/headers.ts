import type { CountryCode, Language } from '@/lib/site';
import { localeTag } from '@/lib/site/locale-tag';

/** The headers the API requires on every call, for one country and language. */
export function requiredHeaders(country: CountryCode, lang: Language): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'X-Platform': 'web',
    'X-App-Platform': 'web_desktop',
    'X-App-Version': '1.0.0',
    'X-SWA': 'web',
    'Accept-Language': localeTag(country, lang),
    'X-Site-Country': country.toLowerCase(),
  };
}
