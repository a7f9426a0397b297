import { z } from 'zod';
import { moneySchema } from './common';
import { brandSummarySchema, categorySummarySchema } from './catalogue';

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
