import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LandingView } from '@/components/content/brand-view';
import { getContentEntry } from '@/lib/api/content';
import { readForShell } from '@/lib/api/prerender';
import { listingRouteOf } from '@/lib/routing/listing-variant';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { countryAlternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';

type Props = { params: Promise<LocaleParams & { slug?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const slug = listingRouteOf('pages', (await params).slug ?? [])?.segments ?? [];
  const first = slug[0];
  if (!first) return {};
  const entry = await readForShell(() => getContentEntry(country, lang, 'pages', first.toLowerCase())).catch(
    () => null,
  );
  if (!entry) return {};
  // Landing pages are per country, so their alternates stay within the country's languages.
  const alternates = countryAlternatesFor(country, lang, `/pages/${slug.join('/').toLowerCase()}`, seoOrigins());
  return {
    title: entry.title,
    description: entry.seoDescription,
    alternates,
    openGraph: openGraphFor(country, lang, {
      title: entry.title,
      description: entry.seoDescription,
      url: alternates.canonical,
    }),
  };
}

/**
 * A landing page, with a category's products when the path names one: each page, category and query
 * is its own page (the proxy names the query in the path), from cached content and catalogue reads.
 */
export default async function LandingPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const route = listingRouteOf('pages', (await params).slug ?? []);
  if (!route || route.segments.length === 0 || route.segments.length > 4) notFound();
  return <LandingView country={country} lang={lang} segments={route.segments} query={route.query} />;
}
