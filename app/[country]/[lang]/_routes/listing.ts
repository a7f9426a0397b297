import { serverEnv } from '@/lib/env';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import type { CountryCode, Language } from '@/lib/site';

/**
 * `generateStaticParams` of a catch-all listing (`/brands/…`, `/categories/…`): the first entry
 * `list` reads for each storefront at build; every other listing on its first visit, then kept.
 */
export function firstListedAtBuild(
  fallback: string,
  list: (country: CountryCode, lang: Language) => Promise<readonly { slug: string }[]>,
) {
  return async function generateStaticParams({ params }: { params: LocaleParams }): Promise<{ slug: string[] }[]> {
    const { country, lang } = await localeFromParams(Promise.resolve(params));
    // A build without the API still needs one parameter set to check the route against.
    if (serverEnv().BUILD_WITHOUT_API) return [{ slug: [fallback] }];
    const entries = await list(country, lang).catch(() => []);
    return [{ slug: [entries[0]?.slug ?? fallback] }];
  };
}
