import { z } from 'zod';

/**
 * Catalogue: brands, categories, products, variants, search.
 * Every answer is already in the request's country (prices, currency, availability) and language.
 * Image URLs are relative to the API origin (`/api/web/v1/media/...`).
 */

// ---------------------------------------------------------------------------
// Brands

export const brandSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});

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

export const brandResponseSchema = z.object({ data: brandSchema });

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

/** The tree has exactly three levels, so it is spelled out rather than recursive (keeps OpenAPI simple). */
/** A sub-category has no children; the empty list keeps every node the same shape. */
export const subCategoryNodeSchema = categorySummarySchema.extend({ children: z.array(z.object({})).max(0) });
export const midCategoryNodeSchema = categorySummarySchema.extend({ children: z.array(subCategoryNodeSchema) });
export const categoryNodeSchema = categorySummarySchema.extend({ children: z.array(midCategoryNodeSchema) });
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

export const categoryTreeResponseSchema = z.object({ data: z.array(categoryNodeSchema) });

export const categoryResponseSchema = z.object({
  data: categorySummarySchema.extend({
    /** From the top category down to (and including) this one. */
    breadcrumbs: z.array(categorySummarySchema),
    /** Direct children with their own children (empty for a sub-category). */
    children: z.array(z.union([midCategoryNodeSchema, subCategoryNodeSchema])),
  }),
});
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;
