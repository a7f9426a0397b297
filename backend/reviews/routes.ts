import { z } from '@hono/zod-openapi';
import { membersOnly } from '@/backend/auth/middleware';
import { errorResponse, jsonBody, jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  memberReviewResponseSchema,
  memberReviewsResponseSchema,
  productReviewsQuerySchema,
  productReviewsResponseSchema,
  reviewInputSchema,
} from '@/contract';

const tags = ['Reviews'];
const route = routeGroup({ tags });
const memberRoute = routeGroup({ tags, ...membersOnly('Authentication failed.') });

export const productReviewsRoute = route('get', '/products/{slug}/reviews', {
  summary: "A page of a product's published reviews: most recent, highest or lowest rating first",
  request: { params: z.object({ slug: z.string().min(1).max(200) }), query: productReviewsQuerySchema },
  responses: {
    200: jsonResponse(productReviewsResponseSchema, 'Reviews'),
    400: errorResponse('Invalid request.'),
    404: errorResponse('Resource not found.'),
  },
});

export const memberReviewsRoute = memberRoute('get', '/account/reviews', {
  summary: "Products of the member's paid orders waiting for a review, and the member's reviews",
  responses: { 200: jsonResponse(memberReviewsResponseSchema, 'Awaiting products and reviews') },
});

export const writeReviewRoute = memberRoute('post', '/account/reviews', {
  summary: 'Writes a review of a product of a paid order; a repeat answers the review already written',
  request: { body: jsonBody(reviewInputSchema) },
  responses: {
    200: jsonResponse(memberReviewResponseSchema, 'The review already written'),
    201: jsonResponse(memberReviewResponseSchema, 'The new review, pending'),
    400: errorResponse('Invalid request.'),
    403: errorResponse('Only a product of a paid order can be reviewed.'),
  },
});
