import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { RawSearchParams } from '@/components/catalogue/listing-state';
import { LandingView } from '@/components/content/brand-view';
import { getContentEntry } from '@/lib/api/content';
import { readForShell } from '@/lib/api/prerender';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { countryAlternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';

type Props = { params: Promise<LocaleParams & { slug?: string[] }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const { slug = [] } = await params;
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

/** Rendered whole on request (filters are in the query), from cached content and catalogue reads. */
export default async function LandingPage({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const { slug = [] } = await params;
  if (slug.length === 0 || slug.length > 4) notFound();
  return <LandingView country={country} lang={lang} segments={slug} searchParams={searchParams} />;
}
