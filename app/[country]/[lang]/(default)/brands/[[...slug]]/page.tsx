import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BrandIndex, BrandView } from '@/components/content/brand-view';
import { getBrand, listBrands } from '@/lib/api/catalogue';
import { readForShell } from '@/lib/api/prerender';
import { getTranslator } from '@/lib/i18n/server';
import { listingRouteOf } from '@/lib/routing/listing-variant';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { alternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';
import { firstListedAtBuild } from '@/app/[country]/[lang]/_routes/listing';

type Props = { params: Promise<LocaleParams & { slug?: string[] }> };

/** The first brand of each storefront at build; every other brand listing on its first visit, then kept. */
export const generateStaticParams = firstListedAtBuild('brand', listBrands);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const route = listingRouteOf('brands', (await params).slug ?? []);
  const slug = route?.segments ?? [];
  const origins = seoOrigins();
  if (slug.length === 0) {
    const t = await getTranslator(lang, 'catalogue');
    return { title: t('brands.title'), alternates: alternatesFor(country, lang, '/brands', origins) };
  }
  const brand = await readForShell(() => getBrand(country, lang, slug[0]!.toLowerCase())).catch(() => null);
  if (!brand) return {};
  const alternates = alternatesFor(country, lang, `/brands/${slug.join('/').toLowerCase()}`, origins);
  return {
    title: brand.name,
    description: brand.description,
    alternates,
    openGraph: openGraphFor(country, lang, {
      title: brand.name,
      description: brand.tagline,
      url: alternates.canonical,
      images: [{ url: new URL(brand.heroImageUrl, alternates.canonical).toString(), width: 1600, height: 600 }],
    }),
  };
}

/**
 * The brand index, or a brand's page: each brand, category and query is its own page (the proxy
 * names the query in the path), cached whole.
 */
export default async function BrandPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const { slug = [] } = await params;
  if (slug.length === 0) return <BrandIndex country={country} lang={lang} />;
  const route = listingRouteOf('brands', slug);
  if (!route || route.segments.length === 0 || route.segments.length > 4) notFound();
  return <BrandView country={country} lang={lang} segments={route.segments} query={route.query} />;
}
