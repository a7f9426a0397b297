import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import type { RawSearchParams } from '@/components/catalogue/listing-state';
import { CatalogueHeadSkeleton, LandingView } from '@/components/content/brand-view';
import { getContentEntry } from '@/lib/api/content';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { countryAlternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';

type Props = { params: Promise<LocaleParams & { slug?: string[] }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const { slug = [] } = await params;
  if (!slug[0]) return {};
  const entry = await getContentEntry(country, lang, 'pages', slug[0].toLowerCase()).catch(() => null);
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

export default function LandingPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<CatalogueHeadSkeleton />}>
      <LandingRoute params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function LandingRoute({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const { slug = [] } = await params;
  if (slug.length === 0 || slug.length > 4) notFound();
  return <LandingView country={country} lang={lang} segments={slug} searchParams={searchParams} />;
}
