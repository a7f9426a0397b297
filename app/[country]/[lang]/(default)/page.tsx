import type { Metadata } from 'next';
import { HomeContent } from '@/components/content/home-content';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { alternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';

type Props = { params: Promise<LocaleParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const alternates = alternatesFor(country, lang, '/', seoOrigins());
  return { alternates, openGraph: openGraphFor(country, lang, { url: alternates.canonical }) };
}

export default async function HomePage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  // No Suspense boundary: the content is in the prerendered page, so the first image paints with it.
  return <HomeContent country={country} lang={lang} />;
}
