import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorResponse, jsonBody, jsonResponse } from '@/backend/http/openapi';
import {
  featuredProductsRequestSchema,
  featuredProductsResponseSchema,
  popularQueriesResponseSchema,
  productFacetsResponseSchema,
  productFilterQuerySchema,
  productListQuerySchema,
  productListResponseSchema,
  productResponseSchema,
  searchResponseSchema,
  searchSuggestionsResponseSchema,
  suggestionsQuerySchema,
  variantListResponseSchema,
  variantsQuerySchema,
} from '@/contract';

const tags = ['Catalogue'];

export const listProductsRoute = createRoute({
  method: 'get',
  path: '/products',
  tags,
  summary: 'Products sold in the country, filtered, sorted and paginated',
  request: { query: productListQuerySchema },
  responses: { 200: jsonResponse(productListResponseSchema, 'A page of product cards') },
});

export const productFiltersRoute = createRoute({
  method: 'get',
  path: '/products/filters',
  tags,
  summary: 'Facets with counts for the current filters',
  request: { query: productFilterQuerySchema },
  responses: { 200: jsonResponse(productFacetsResponseSchema, 'Facets') },
});

export const showProductRoute = createRoute({
  method: 'get',
  path: '/products/{slug}',
  tags,
  summary: 'A product with variants, stock, images and reviews',
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: jsonResponse(productResponseSchema, 'The product'),
    404: errorResponse('Unknown product, or not sold in the country'),
  },
});

export const variantsRoute = createRoute({
  method: 'get',
  path: '/variants',
  tags,
  summary: 'Variants by id (those sold in the country)',
  request: { query: variantsQuerySchema },
  responses: { 200: jsonResponse(variantListResponseSchema, 'Variants with their product') },
});

export const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  tags: ['Search'],
  summary: 'Full-text product search with the listing filters',
  request: { query: productListQuerySchema },
  responses: { 200: jsonResponse(searchResponseSchema, 'Matching products') },
});

export const popularQueriesRoute = createRoute({
  method: 'get',
  path: '/search/popular-queries',
  tags: ['Search'],
  summary: "The country's popular searches",
  responses: { 200: jsonResponse(popularQueriesResponseSchema, 'Popular queries') },
});

export const suggestionsRoute = createRoute({
  method: 'get',
  path: '/components/search-input-dropdown',
  tags: ['Search'],
  summary: 'Brand, category and product suggestions as the shopper types',
  request: { query: suggestionsQuerySchema },
  responses: { 200: jsonResponse(searchSuggestionsResponseSchema, 'Suggestions') },
});

export const featuredProductsRoute = createRoute({
  method: 'post',
  path: '/featured-products',
  tags,
  summary: 'Product cards by id, in the order asked (products not sold in the country are left out)',
  request: { body: jsonBody(featuredProductsRequestSchema) },
  responses: { 200: jsonResponse(featuredProductsResponseSchema, 'Product cards') },
});
