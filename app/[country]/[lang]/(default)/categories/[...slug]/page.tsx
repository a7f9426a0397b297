import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryView } from '@/components/catalogue/category-view';
import { getCategory, getCategoryTree } from '@/lib/api/catalogue';
import { readForShell } from '@/lib/api/prerender';
import { listingRouteOf } from '@/lib/routing/listing-variant';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { alternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';
import { firstListedAtBuild } from '@/app/[country]/[lang]/_routes/listing';

type Props = { params: Promise<LocaleParams & { slug: string[] }> };

/** The first top category of each storefront at build; every other listing on its first visit, then kept. */
export const generateStaticParams = firstListedAtBuild('makeup', getCategoryTree);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const route = listingRouteOf('categories', (await params).slug);
  if (!route) return {};
  const path = route.segments.join('/').toLowerCase();
  const category = await readForShell(() => getCategory(country, lang, path)).catch(() => null);
  if (!category) return {};
  const alternates = alternatesFor(country, lang, `/categories/${category.path}`, seoOrigins());
  return {
    title: category.name,
    alternates,
    openGraph: openGraphFor(country, lang, { title: category.name, url: alternates.canonical }),
  };
}

/** Each category and query is its own page (the proxy names the query in the path), cached whole. */
export default async function CategoryPage({ params }: Props) {
  const { country, lang } = await localeFromParams(params);
  const route = listingRouteOf('categories', (await params).slug);
  if (!route) notFound();
  return <CategoryView country={country} lang={lang} segments={route.segments} query={route.query} />;
}
