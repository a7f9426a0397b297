import { z } from 'zod';
import { errorResponse, jsonResponse, routeGroup } from '@/backend/http/openapi';
import { categoryResponseSchema, categoryTreeResponseSchema } from '@/contract';

const route = routeGroup({ tags: ['Catalogue'] });

export const categoryTreeRoute = route('get', '/categories', {
  summary: 'The category tree (top category → category → sub-category)',
  responses: { 200: jsonResponse(categoryTreeResponseSchema, 'Category tree') },
});

/**
 * `{path}` may hold slashes: `makeup`, `makeup/face` or `makeup/face/foundation`; a lone slug of
 * any level works too. The document shows one segment; the handler also serves deeper paths.
 */
export const showCategoryRoute = route('get', '/categories/{path}', {
  summary: 'A category by slug path, with breadcrumbs and children',
  request: { params: z.object({ path: z.string().min(1).max(200) }) },
  responses: {
    200: jsonResponse(categoryResponseSchema, 'The category'),
    404: errorResponse('Unknown category'),
  },
});
