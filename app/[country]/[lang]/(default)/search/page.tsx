import type { Metadata } from 'next';
import { searchMetadata, SearchResults } from '@/components/search/search-results';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  return searchMetadata(lang, new URLSearchParams());
}

/** `/search` without a query: the bestsellers of the whole catalogue, cached whole. */
export default async function SearchPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  return <SearchResults country={country} lang={lang} query={new URLSearchParams()} />;
}
