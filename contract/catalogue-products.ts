import { z } from 'zod';
import { productSortSchema, type ProductSort } from './enums';
import { moneySchema, paginationMetaSchema } from './common';
import { brandSummarySchema, categoryLevelSchema, categorySummarySchema } from './catalogue';
import { commaList, minorUnits, queryBoolean } from './catalogue-query';

// ---------------------------------------------------------------------------
// Products

export const productBadgeSchema = z.enum(['coming_soon', 'priority_access', 'app_exclusive']);
export type ProductBadge = z.infer<typeof productBadgeSchema>;

export const stockStateSchema = z.enum(['in_stock', 'low_stock', 'out_of_stock', 'coming_soon']);
export type StockState = z.infer<typeof stockStateSchema>;

/** At or below this quantity a variant is `low_stock`. */
export const LOW_STOCK_THRESHOLD = 5;

export const ratingSummarySchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().min(0),
});

export const productCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: brandSummarySchema,
  category: categorySummarySchema,
  price: moneySchema,
  /** Present when the product is on sale in the request's country. */
  salePrice: moneySchema.nullable(),
  onSale: z.boolean(),
  imageUrl: z.string(),
  rating: ratingSummarySchema,
  badges: z.array(productBadgeSchema),
  isNew: z.boolean(),
  isBestseller: z.boolean(),
  variantKind: z.enum(['shade', 'size']),
  variantCount: z.number().int().min(1),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export { productSortSchema, type ProductSort };

export const PRODUCTS_PER_PAGE_DEFAULT = 24;
export const PRODUCTS_PER_PAGE_MAX = 96;

/** Filters shared by products/, products/filters/ and search/. */
export const productFilterQuerySchema = z.object({
  /** Comma-joined brand slugs. */
  brands: commaList,
  /** A category slug at any level. */
  category: z.string().trim().min(1).optional(),
  /** Minor units of the country's currency, against the effective (sale or regular) price. */
  priceMin: minorUnits,
  priceMax: minorUnits,
  onSale: queryBoolean,
  isNew: queryBoolean,
  bestseller: queryBoolean,
  /** Comma-joined badges. */
  badges: commaList.pipe(z.array(productBadgeSchema)),
  /** Free text; products/ and products/filters/ accept it too. */
  q: z.string().trim().max(100).optional(),
});
export type ProductFilterQuery = z.infer<typeof productFilterQuerySchema>;

export const productListQuerySchema = productFilterQuerySchema.extend({
  /** Default: `relevance` with a query, `bestselling` without. */
  sort: productSortSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(PRODUCTS_PER_PAGE_MAX).default(PRODUCTS_PER_PAGE_DEFAULT),
});
export type ProductListQuery = z.input<typeof productListQuerySchema>;

export const productListMetaSchema = paginationMetaSchema.extend({
  sort: productSortSchema,
});

export const productListResponseSchema = z.object({
  data: z.array(productCardSchema),
  meta: productListMetaSchema,
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** At most this many products in one `featured-products/` read. */
export const FEATURED_PRODUCTS_MAX = 24;

/**
 * featured-products/ (POST): the cards of products the storefront names by id (a shopper's recently
 * viewed products), in the order named; duplicates and products not sold in the country are left out.
 */
export const featuredProductsRequestSchema = z.object({
  productIds: z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(FEATURED_PRODUCTS_MAX),
});
export type FeaturedProductsRequest = z.infer<typeof featuredProductsRequestSchema>;

export const featuredProductsResponseSchema = z.object({ data: z.array(productCardSchema) });

export const searchResponseSchema = z.object({
  data: z.array(productCardSchema),
  meta: productListMetaSchema.extend({
    query: z.string(),
    /** 'Sorry, no products found' when nothing matched, else null. */
    message: z.string().nullable(),
  }),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const facetValueSchema = z.object({
  slug: z.string(),
  name: z.string(),
  count: z.number().int().min(0),
});

export const productFacetsResponseSchema = z.object({
  data: z.object({
    brands: z.array(facetValueSchema),
    categories: z.array(facetValueSchema.extend({ level: categoryLevelSchema, path: z.string() })),
    price: z.object({
      min: z.number().int(),
      max: z.number().int(),
      currency: z.string().length(3),
    }),
    onSale: z.number().int().min(0),
    /** "Others" filters: new, bestseller and each badge. */
    others: z.array(z.object({ key: z.string(), count: z.number().int().min(0) })),
    total: z.number().int().min(0),
  }),
});
export type ProductFacetsResponse = z.infer<typeof productFacetsResponseSchema>;
