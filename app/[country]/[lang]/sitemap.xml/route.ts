import { connection } from 'next/server';
import { getCategoryTree, listBrands, listProducts } from '@/lib/api/catalogue';
import { CONTENT_PAGE_SLUGS, PRODUCTS_PER_PAGE_MAX } from '@/contract';
import { localeFromParams, type LocaleParams } from '@/lib/routing/params';
import { buildSitemapXml, seoOrigins, sitemapEntries } from '@/lib/seo';
import { defaultLanguage, type CountryCode } from '@/lib/site';

const MAX_PRODUCT_PAGES = 40;

async function productSlugs(country: CountryCode): Promise<string[]> {
  const lang = defaultLanguage(country);
  const first = await listProducts(country, lang, { sort: 'newest', page: 1, perPage: PRODUCTS_PER_PAGE_MAX });
  const pages = Math.min(first.meta.totalPages, MAX_PRODUCT_PAGES);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
      listProducts(country, lang, { sort: 'newest', page: i + 2, perPage: PRODUCTS_PER_PAGE_MAX }),
    ),
  );
  return [first, ...rest].flatMap((answer) => answer.data.map((p) => p.slug));
}

/** sitemap.xml of one country's domain: home, the store's own pages, categories, brands and products in each of its languages. */
export async function GET(_request: Request, { params }: { params: Promise<LocaleParams> }) {
  await connection();
  const { country } = await localeFromParams(params);
  const lang = defaultLanguage(country);
  try {
    const [tree, brands, slugs] = await Promise.all([
      getCategoryTree(country, lang),
      listBrands(country, lang),
      productSlugs(country),
    ]);
    const categoryPaths = tree.flatMap((top) => [
      top.path,
      ...top.children.flatMap((mid) => [mid.path, ...mid.children.map((leaf) => leaf.path)]),
    ]);
    const paths = [
      '/',
      '/brands',
      ...CONTENT_PAGE_SLUGS.map((slug) => `/${slug}`),
      ...categoryPaths.map((path) => `/categories/${path}`),
      ...brands.filter((b) => b.productCount > 0).map((b) => `/brands/${b.slug}`),
      ...slugs.map((slug) => `/products/${slug}`),
    ];
    return new Response(buildSitemapXml(sitemapEntries(country, paths, seoOrigins())), {
      headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
    });
  } catch {
    return new Response('Sitemap temporarily unavailable', { status: 503, headers: { 'Retry-After': '300' } });
  }
}
