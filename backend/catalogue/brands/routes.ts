import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorResponse, jsonResponse } from '@/backend/http/openapi';
import { brandListResponseSchema, brandResponseSchema } from '@/contract';

const tags = ['Catalogue'];

export const listBrandsRoute = createRoute({
  method: 'get',
  path: '/brands',
  tags,
  summary: 'Every brand, A–Z, with the number of its products sold in the country',
  responses: { 200: jsonResponse(brandListResponseSchema, 'Brands') },
});

export const showBrandRoute = createRoute({
  method: 'get',
  path: '/brands/{slug}',
  tags,
  summary: 'A brand by slug',
  request: { params: z.object({ slug: z.string().min(1).max(100) }) },
  responses: {
    200: jsonResponse(brandResponseSchema, 'The brand'),
    404: errorResponse('Unknown brand'),
  },
});
