import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorResponse, jsonResponse } from '@/backend/http/openapi';
import { categoryResponseSchema, categoryTreeResponseSchema } from '@/contract';

const tags = ['Catalogue'];

export const categoryTreeRoute = createRoute({
  method: 'get',
  path: '/categories',
  tags,
  summary: 'The category tree (top category → category → sub-category)',
  responses: { 200: jsonResponse(categoryTreeResponseSchema, 'Category tree') },
});

/**
 * `{path}` may hold slashes: `makeup`, `makeup/face` or `makeup/face/foundation`; a lone slug of
 * any level works too. The document shows one segment; the handler also serves deeper paths.
 */
export const showCategoryRoute = createRoute({
  method: 'get',
  path: '/categories/{path}',
  tags,
  summary: 'A category by slug path, with breadcrumbs and children',
  request: { params: z.object({ path: z.string().min(1).max(200) }) },
  responses: {
    200: jsonResponse(categoryResponseSchema, 'The category'),
    404: errorResponse('Unknown category'),
  },
});
