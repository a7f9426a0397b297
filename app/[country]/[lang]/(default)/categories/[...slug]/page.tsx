import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CatalogueHeadSkeleton, CategoryView } from '@/components/catalogue/category-view';
import type { RawSearchParams } from '@/components/catalogue/listing-state';
import { getCategory } from '@/lib/api/catalogue';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { alternatesFor, openGraphFor, seoOrigins } from '@/lib/seo';

type Props = { params: Promise<LocaleParams & { slug: string[] }>; searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { country, lang } = await localeFromParams(params);
  const { slug } = await params;
  const category = await getCategory(country, lang, slug.join('/').toLowerCase()).catch(() => null);
  if (!category) return {};
  const alternates = alternatesFor(country, lang, `/categories/${category.path}`, seoOrigins());
  return {
    title: category.name,
    alternates,
    openGraph: openGraphFor(country, lang, { title: category.name, url: alternates.canonical }),
  };
}

export default function CategoryPage({ params, searchParams }: Props) {
  return (
    <Suspense fallback={<CatalogueHeadSkeleton />}>
      <CategoryRoute params={params} searchParams={searchParams} />
    </Suspense>
  );
}

async function CategoryRoute({ params, searchParams }: Props) {
  const { country, lang } = await localeFromParams(params);
  const { slug } = await params;
  return <CategoryView country={country} lang={lang} segments={slug} searchParams={searchParams} />;
}
