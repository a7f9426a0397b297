import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { searchMetadata, SearchResults } from '@/components/search/search-results';
import { listingRouteOf, listingVariantPath } from '@/lib/routing/listing-variant';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';

type Props = { params: Promise<LocaleParams & { query: string }> };

/** The newest products, the page content links lead to, at build; every other query on its first visit. */
export function generateStaticParams(): { query: string }[] {
  const path = listingVariantPath('/search', new URLSearchParams({ sort: 'newest' }));
  return [{ query: path.slice('/search/'.length) }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await localeFromParams(params);
  const route = listingRouteOf('search', [(await params).query]);
  return route ? searchMetadata(lang, route.query) : {};
}

/**
 * `/search?q=…&…`: the proxy names the normalised query in the path (`~…`), so each search is its
 * own page, rendered on its first visit and then cached.
 */
export default async function SearchQueryPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const route = listingRouteOf('search', [(await params).query]);
  if (!route || route.segments.length > 0) notFound();
  return <SearchResults country={country} lang={lang} query={route.query} />;
}
