import { cacheLife, cacheTag } from 'next/cache';
import {
  brandListResponseSchema,
  brandResponseSchema,
  categoryResponseSchema,
  categoryTreeResponseSchema,
  productFacetsResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  productReviewsResponseSchema,
  REVIEWS_PER_PAGE,
  type Brand,
  type CategoryNode,
  type CategoryResponse,
  type ProductDetail,
  type ProductFacetsResponse,
  type ProductListResponse,
  type ProductReviewsResponse,
  type ProductSort,
  type ReviewSort,
} from '@/contract';
import type { QueryValue } from '@/lib/api/client';
import { orNull, publicServerClient, readPublic, readPublicOrNull } from '@/lib/api/public-client';
import type { CountryCode, Language } from '@/lib/site';
import { CATALOGUE_CACHE, cacheTags } from './catalogue-cache';

/** Filters and paging of a listing, as the API takes them (prices in minor units). */
export interface ProductQuery {
  brands?: readonly string[];
  category?: string;
  priceMin?: number;
  priceMax?: number;
  onSale?: boolean;
  isNew?: boolean;
  bestseller?: boolean;
  badges?: readonly string[];
  q?: string;
  sort?: ProductSort;
  page?: number;
  perPage?: number;
}

export function toApiQuery(query: ProductQuery): Record<string, QueryValue> {
  return {
    brands: query.brands && query.brands.length > 0 ? query.brands : undefined,
    category: query.category,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    onSale: query.onSale ? 'true' : undefined,
    isNew: query.isNew ? 'true' : undefined,
    bestseller: query.bestseller ? 'true' : undefined,
    badges: query.badges && query.badges.length > 0 ? query.badges : undefined,
    q: query.q || undefined,
    sort: query.sort,
    page: query.page,
    perPage: query.perPage,
  };
}

export async function getCategoryTree(country: CountryCode, lang: Language): Promise<CategoryNode[]> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.structure);
  cacheTag(cacheTags.categories(country, lang));
  return readPublic(country, lang, { path: 'categories', schema: categoryTreeResponseSchema });
}

/** A category by its slug path (`makeup/face`), or null when there is none. */
export async function getCategory(
  country: CountryCode,
  lang: Language,
  path: string,
): Promise<CategoryResponse['data'] | null> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.structure);
  cacheTag(cacheTags.categories(country, lang));
  const categoryPath = `categories/${path.split('/').map(encodeURIComponent).join('/')}`;
  return readPublicOrNull(country, lang, { path: categoryPath, schema: categoryResponseSchema });
}

export async function listBrands(country: CountryCode, lang: Language): Promise<Brand[]> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.structure);
  cacheTag(cacheTags.brands(country, lang));
  return readPublic(country, lang, { path: 'brands', schema: brandListResponseSchema });
}

export async function getBrand(country: CountryCode, lang: Language, slug: string): Promise<Brand | null> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.structure);
  cacheTag(cacheTags.brands(country, lang));
  return readPublicOrNull(country, lang, { path: `brands/${encodeURIComponent(slug)}`, schema: brandResponseSchema });
}

export async function listProducts(
  country: CountryCode,
  lang: Language,
  query: ProductQuery,
): Promise<ProductListResponse> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.products);
  cacheTag(cacheTags.products(country, lang));
  return publicServerClient(country, lang).request({
    method: 'GET',
    path: 'products',
    query: toApiQuery(query),
    schema: productListResponseSchema,
  });
}

export async function getProductFacets(
  country: CountryCode,
  lang: Language,
  query: ProductQuery,
): Promise<ProductFacetsResponse['data']> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.products);
  cacheTag(cacheTags.products(country, lang));
  const { sort: _sort, page: _page, perPage: _perPage, ...filters } = query;
  return readPublic(country, lang, {
    path: 'products/filters',
    query: toApiQuery(filters),
    schema: productFacetsResponseSchema,
  });
}

export async function getProduct(country: CountryCode, lang: Language, slug: string): Promise<ProductDetail | null> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.products);
  cacheTag(cacheTags.products(country, lang), cacheTags.product(country, lang, slug));
  return readPublicOrNull(country, lang, {
    path: `products/${encodeURIComponent(slug)}`,
    schema: productResponseSchema,
  });
}

/** A page of a product's published reviews, in one sort; `null` when the product is not sold here. */
export async function getProductReviews(
  country: CountryCode,
  lang: Language,
  slug: string,
  view: { sort: ReviewSort; page: number },
): Promise<ProductReviewsResponse | null> {
  'use cache';
  cacheLife(CATALOGUE_CACHE.products);
  cacheTag(cacheTags.products(country, lang), cacheTags.product(country, lang, slug));
  return orNull(
    publicServerClient(country, lang).request({
      method: 'GET',
      path: `products/${encodeURIComponent(slug)}/reviews`,
      query: { sort: view.sort, page: view.page, per_page: REVIEWS_PER_PAGE },
      schema: productReviewsResponseSchema,
    }),
  );
}
