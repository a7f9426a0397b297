import type { Metadata } from 'next';
import type { RawSearchParams } from '@/components/catalogue/listing-state';
import { browseTitleKey, SearchResults, searchTermOf } from '@/components/search/search-results';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const t = await getTranslator(lang, 'search');
  const query = await searchParams;
  const q = searchTermOf(query);
  // Result pages are endless variations of the catalogue: kept out of the index.
  return {
    title: q ? t('metaTitle', { query: q }) : t(browseTitleKey(query)),
    robots: { index: false, follow: true },
  };
}

/** Rendered whole on request, from cached search reads. */
export default async function SearchPage({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  return <SearchResults country={country} lang={lang} searchParams={searchParams} />;
}
