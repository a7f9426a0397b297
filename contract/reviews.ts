import { z } from 'zod';
import { paginationMetaSchema } from './common';
import {
  MAX_REVIEWS_PAGE,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_SORTS,
  REVIEW_TITLE_MAX,
  REVIEWS_PER_PAGE,
} from './reviews-options';
import { reviewSchema } from './catalogue-product-detail';

export * from './reviews-options';

export const reviewStatusSchema = z.enum(['pending', 'published']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

export const reviewInputSchema = z
  .object({
    productId: z.number().int().positive(),
    rating: z.number().int().min(1).max(5),
    title: z.string().trim().min(1).max(REVIEW_TITLE_MAX),
    body: z.string().trim().min(REVIEW_BODY_MIN).max(REVIEW_BODY_MAX),
    recommended: z.boolean().nullable().default(null),
  })
  .strict();
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** The product a review is about, as the member's lists show it. */
export const reviewProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brandName: z.string(),
  imageUrl: z.string(),
});
export type ReviewProduct = z.infer<typeof reviewProductSchema>;

export const memberReviewSchema = z.object({
  id: z.number().int(),
  product: reviewProductSchema,
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  recommended: z.boolean().nullable(),
  status: reviewStatusSchema,
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type MemberReview = z.infer<typeof memberReviewSchema>;

export const memberReviewResponseSchema = z.object({
  data: memberReviewSchema,
  /** Points the write earned: 0 when the review already existed. */
  pointsEarned: z.number().int().min(0),
});
export type MemberReviewResponse = z.infer<typeof memberReviewResponseSchema>;

export const memberReviewsResponseSchema = z.object({
  data: z.object({
    /** Products of the member's paid orders not reviewed yet, most recently bought first. */
    awaiting: z.array(reviewProductSchema),
    reviews: z.array(memberReviewSchema),
  }),
});
export type MemberReviewsResponse = z.infer<typeof memberReviewsResponseSchema>;

export const productReviewsQuerySchema = z
  .object({
    sort: z.enum(REVIEW_SORTS).default('recent'),
    page: z.coerce.number().int().min(1).max(MAX_REVIEWS_PAGE).default(1),
    per_page: z.coerce.number().int().min(1).max(20).default(REVIEWS_PER_PAGE),
  })
  .strict();
export type ProductReviewsQuery = z.input<typeof productReviewsQuerySchema>;

export const productReviewsResponseSchema = z.object({
  data: z.array(reviewSchema.extend({ recommended: z.boolean().nullable() })),
  meta: paginationMetaSchema,
});
export type ProductReviewsResponse = z.infer<typeof productReviewsResponseSchema>;

export const reviewPublishResponseSchema = z.object({
  data: memberReviewSchema,
  pointsEarned: z.number().int().min(0),
});
