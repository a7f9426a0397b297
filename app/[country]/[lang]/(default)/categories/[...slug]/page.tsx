import type { Metadata } from 'next';
import { CategoryView } from '@/components/catalogue/category-view';
import type { RawSearchParams } from '@/components/catalogue/listing-state';
import { getCategory } from '@/lib/api/catalogue';
import { readForShell } from '@/lib/api/prerender';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { alternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';

type Props = { params: Promise<LocaleParams & { slug: string[] }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const { slug } = await params;
  const category = await readForShell(() => getCategory(country, lang, slug.join('/').toLowerCase())).catch(() => null);
  if (!category) return {};
  const alternates = alternatesFor(country, lang, `/categories/${category.path}`, seoOrigins());
  return {
    title: category.name,
    alternates,
    openGraph: openGraphFor(country, lang, { title: category.name, url: alternates.canonical }),
  };
}

/** Rendered whole on request (filters are in the query), from cached catalogue reads. */
export default async function CategoryPage({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const { slug } = await params;
  return <CategoryView country={country} lang={lang} segments={slug} searchParams={searchParams} />;
}
