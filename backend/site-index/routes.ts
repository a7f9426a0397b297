import { createRoute } from '@hono/zod-openapi';
import { jsonResponse } from '@/backend/http/openapi';
import { siteIndexResponseSchema } from '@/contract';

export const siteIndexRoute = createRoute({
  method: 'get',
  path: '/site-index',
  tags: ['Catalogue'],
  summary: "Every slug of the country's products, brands, categories, stores, activities and landing pages",
  description:
    'What a storefront needs to answer an unknown address with 404 before it renders a page: the same ' +
    'rules as the detail routes (a product is sold in the country, a landing page is published in the language).',
  responses: { 200: jsonResponse(siteIndexResponseSchema, 'The index of the country') },
});
