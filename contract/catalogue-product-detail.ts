import { z } from 'zod';
import { moneySchema } from './common';
import { brandSummarySchema, categorySummarySchema } from './catalogue';
import { commaList } from './catalogue-query';
import { productCardSchema, ratingSummarySchema, stockStateSchema } from './catalogue-products';

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

/** Variants sold in the request's country; unknown ids are left out. */
export const variantListResponseSchema = z.object({ data: z.array(variantWithProductSchema) });
