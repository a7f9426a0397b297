import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryView } from '@/components/catalogue/category-view';
import { getCategory, getCategoryTree } from '@/lib/api/catalogue';
import { readForShell } from '@/lib/api/prerender';
import { serverEnv } from '@/lib/env';
import { listingRouteOf } from '@/lib/routing/listing-variant';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { alternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';

type Props = { params: Promise<LocaleParams & { slug: string[] }> };

/** The first top category of each storefront at build; every other listing on its first visit, then kept. */
export async function generateStaticParams({ params }: { params: LocaleParams }): Promise<{ slug: string[] }[]> {
  const { country, lang } = await localeFromParams(Promise.resolve(params));
  // A build without the API still needs one parameter set to check the route against.
  if (serverEnv().BUILD_WITHOUT_API) return [{ slug: ['makeup'] }];
  const tree = await getCategoryTree(country, lang).catch(() => []);
  return [{ slug: [tree[0]?.slug ?? 'makeup'] }];
}

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
