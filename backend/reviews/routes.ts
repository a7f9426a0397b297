import { createRoute, z } from '@hono/zod-openapi';
import { requireAuth } from '@/backend/auth/middleware';
import { errorResponse, jsonBody, jsonResponse } from '@/backend/http/openapi';
import {
  memberReviewResponseSchema,
  memberReviewsResponseSchema,
  productReviewsQuerySchema,
  productReviewsResponseSchema,
  reviewInputSchema,
} from '@/contract';

const tags = ['Reviews'];
const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }];

export const productReviewsRoute = createRoute({
  method: 'get',
  path: '/products/{slug}/reviews',
  tags,
  summary: "A page of a product's published reviews: most recent, highest or lowest rating first",
  request: { params: z.object({ slug: z.string().min(1).max(200) }), query: productReviewsQuerySchema },
  responses: {
    200: jsonResponse(productReviewsResponseSchema, 'Reviews'),
    400: errorResponse('Invalid request.'),
    404: errorResponse('Resource not found.'),
  },
});

export const memberReviewsRoute = createRoute({
  method: 'get',
  path: '/account/reviews',
  tags,
  summary: "Products of the member's paid orders waiting for a review, and the member's reviews",
  security,
  middleware: [requireAuth] as const,
  responses: {
    200: jsonResponse(memberReviewsResponseSchema, 'Awaiting products and reviews'),
    401: errorResponse('Authentication failed.'),
  },
});

export const writeReviewRoute = createRoute({
  method: 'post',
  path: '/account/reviews',
  tags,
  summary: 'Writes a review of a product of a paid order; a repeat answers the review already written',
  security,
  middleware: [requireAuth] as const,
  request: { body: jsonBody(reviewInputSchema) },
  responses: {
    200: jsonResponse(memberReviewResponseSchema, 'The review already written'),
    201: jsonResponse(memberReviewResponseSchema, 'The new review, pending'),
    400: errorResponse('Invalid request.'),
    401: errorResponse('Authentication failed.'),
    403: errorResponse('Only a product of a paid order can be reviewed.'),
  },
});
