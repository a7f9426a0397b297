import { z } from 'zod';
import { productSortSchema, type ProductSort } from './enums';
import { moneySchema, paginationMetaSchema } from './common';

/**
 * Catalogue: brands, categories, products, variants, search.
 * Every answer is already in the request's country (prices, currency, availability) and language.
 * Image URLs are relative to the API origin (`/api/web/v1/media/...`).
 */

// ---------------------------------------------------------------------------
// Shared query helpers

/** A comma-joined list in a query string (`brands=a,b`), trimmed, empties dropped. */
const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part.length > 0),
  );

const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1'));

const minorUnits = z.coerce.number().int().min(0).optional();

// ---------------------------------------------------------------------------
// Brands

export const brandSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

export const brandSchema = brandSummarySchema.extend({
  tagline: z.string(),
  description: z.string(),
  isHouseBrand: z.boolean(),
  logoUrl: z.string(),
  heroImageUrl: z.string(),
  /** Products of the brand sold in the request's country. */
  productCount: z.number().int().min(0),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandListResponseSchema = z.object({ data: z.array(brandSchema) });
export type BrandListResponse = z.infer<typeof brandListResponseSchema>;

export const brandResponseSchema = z.object({ data: brandSchema });
export type BrandResponse = z.infer<typeof brandResponseSchema>;

// ---------------------------------------------------------------------------
// Categories

export const categoryLevelSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const categorySummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** Slug path from the top category, e.g. `makeup/face/foundation`. */
  path: z.string(),
  name: z.string(),
  level: categoryLevelSchema,
});
export type CategorySummary = z.infer<typeof categorySummarySchema>;

/** The tree has exactly three levels, so it is spelled out rather than recursive (keeps OpenAPI simple). */
/** A sub-category has no children; the empty list keeps every node the same shape. */
export const subCategoryNodeSchema = categorySummarySchema.extend({ children: z.array(z.object({})).max(0) });
export const midCategoryNodeSchema = categorySummarySchema.extend({ children: z.array(subCategoryNodeSchema) });
export const categoryNodeSchema = categorySummarySchema.extend({ children: z.array(midCategoryNodeSchema) });
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

export const categoryTreeResponseSchema = z.object({ data: z.array(categoryNodeSchema) });
export type CategoryTreeResponse = z.infer<typeof categoryTreeResponseSchema>;

export const categoryResponseSchema = z.object({
  data: categorySummarySchema.extend({
    /** From the top category down to (and including) this one. */
    breadcrumbs: z.array(categorySummarySchema),
    /** Direct children with their own children (empty for a sub-category). */
    children: z.array(z.union([midCategoryNodeSchema, subCategoryNodeSchema])),
  }),
});
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;

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

export const variantSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  sku: z.string(),
  name: z.string(),
  kind: z.enum(['shade', 'size']),
  /** `#rrggbb` swatch for shades. */
  hexColor: z.string().nullable(),
  sizeLabel: z.string().nullable(),
  price: moneySchema,
  salePrice: moneySchema.nullable(),
  stockState: stockStateSchema,
  /** Units left, reported only when low. */
  stockQuantity: z.number().int().nullable(),
  waitlistable: z.boolean(),
  imageUrl: z.string(),
});
export type Variant = z.infer<typeof variantSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  /** The details tab: labelled facts (brand, category, shades or sizes, item number), translated. */
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  howToUse: z.string(),
  ingredients: z.string(),
  images: z.array(z.string()),
  variants: z.array(variantSchema),
  /** Aggregated over variants: in stock if any is, else low, else coming soon, else out of stock. */
  stockState: stockStateSchema,
  waitlistable: z.boolean(),
  breadcrumbs: z.array(categorySummarySchema),
  rating: ratingSummarySchema.extend({
    /** Count of all the product's reviews per star (index 0 = one star); adds up to `count`. */
    distribution: z.array(z.number().int().min(0)).length(5),
  }),
  reviews: z.array(reviewSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productResponseSchema = z.object({ data: productDetailSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const variantsQuerySchema = z.object({
  /** Comma-joined variant ids (at most 100). */
  ids: commaList.pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      )
      .max(100),
  ),
});

export const variantWithProductSchema = variantSchema.extend({
  product: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    brand: brandSummarySchema,
  }),
});
export type VariantWithProduct = z.infer<typeof variantWithProductSchema>;

/** Variants sold in the request's country; unknown ids are left out. */
export const variantListResponseSchema = z.object({ data: z.array(variantWithProductSchema) });
export type VariantListResponse = z.infer<typeof variantListResponseSchema>;

// ---------------------------------------------------------------------------
// Search suggestions and popular queries

export const suggestionsQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
});

export const searchSuggestionsResponseSchema = z.object({
  data: z.object({
    query: z.string(),
    brands: z.array(brandSummarySchema.extend({ logoUrl: z.string() })),
    categories: z.array(categorySummarySchema),
    products: z.array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        name: z.string(),
        brandName: z.string(),
        imageUrl: z.string(),
        price: moneySchema,
        salePrice: moneySchema.nullable(),
      }),
    ),
  }),
});
export type SearchSuggestionsResponse = z.infer<typeof searchSuggestionsResponseSchema>;

export const popularQueriesResponseSchema = z.object({
  data: z.array(z.object({ query: z.string(), position: z.number().int() })),
});
export type PopularQueriesResponse = z.infer<typeof popularQueriesResponseSchema>;
