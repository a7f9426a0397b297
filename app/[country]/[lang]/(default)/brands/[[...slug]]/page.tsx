import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { RawSearchParams } from '@/components/catalogue/listing-state';
import { BrandIndex, BrandView } from '@/components/content/brand-view';
import { getBrand } from '@/lib/api/catalogue';
import { readForShell } from '@/lib/api/prerender';
import { getTranslator } from '@/lib/i18n/server';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { alternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';

type Props = { params: Promise<LocaleParams & { slug?: string[] }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const { slug = [] } = await params;
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

/** Rendered whole on request (filters are in the query), from cached catalogue reads. */
export default async function BrandPage({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const { slug = [] } = await params;
  if (slug.length === 0) return <BrandIndex country={country} lang={lang} />;
  if (slug.length > 4) notFound();
  return <BrandView country={country} lang={lang} segments={slug} searchParams={searchParams} />;
}
