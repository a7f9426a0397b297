import { z } from 'zod';
import { errorResponse, jsonResponse, routeGroup } from '@/backend/http/openapi';
import { brandListResponseSchema, brandResponseSchema } from '@/contract';

const route = routeGroup({ tags: ['Catalogue'] });

export const listBrandsRoute = route('get', '/brands', {
  summary: 'Every brand, A–Z, with the number of its products sold in the country',
  responses: { 200: jsonResponse(brandListResponseSchema, 'Brands') },
});

export const showBrandRoute = route('get', '/brands/{slug}', {
  summary: 'A brand by slug',
  request: { params: z.object({ slug: z.string().min(1).max(100) }) },
  responses: {
    200: jsonResponse(brandResponseSchema, 'The brand'),
    404: errorResponse('Unknown brand'),
  },
});
