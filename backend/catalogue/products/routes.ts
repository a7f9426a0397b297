import { z } from 'zod';
import { errorResponse, jsonBody, jsonResponse, routeGroup } from '@/backend/http/openapi';
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

const catalogue = routeGroup({ tags: ['Catalogue'] });
const search = routeGroup({ tags: ['Search'] });

export const listProductsRoute = catalogue('get', '/products', {
  summary: 'Products sold in the country, filtered, sorted and paginated',
  request: { query: productListQuerySchema },
  responses: { 200: jsonResponse(productListResponseSchema, 'A page of product cards') },
});

export const productFiltersRoute = catalogue('get', '/products/filters', {
  summary: 'Facets with counts for the current filters',
  request: { query: productFilterQuerySchema },
  responses: { 200: jsonResponse(productFacetsResponseSchema, 'Facets') },
});

export const showProductRoute = catalogue('get', '/products/{slug}', {
  summary: 'A product with variants, stock, images and reviews',
  request: { params: z.object({ slug: z.string().min(1).max(200) }) },
  responses: {
    200: jsonResponse(productResponseSchema, 'The product'),
    404: errorResponse('Unknown product, or not sold in the country'),
  },
});

export const variantsRoute = catalogue('get', '/variants', {
  summary: 'Variants by id (those sold in the country)',
  request: { query: variantsQuerySchema },
  responses: { 200: jsonResponse(variantListResponseSchema, 'Variants with their product') },
});

export const searchRoute = search('get', '/search', {
  summary: 'Full-text product search with the listing filters',
  request: { query: productListQuerySchema },
  responses: { 200: jsonResponse(searchResponseSchema, 'Matching products') },
});

export const popularQueriesRoute = search('get', '/search/popular-queries', {
  summary: "The country's popular searches",
  responses: { 200: jsonResponse(popularQueriesResponseSchema, 'Popular queries') },
});

export const suggestionsRoute = search('get', '/components/search-input-dropdown', {
  summary: 'Brand, category and product suggestions as the shopper types',
  request: { query: suggestionsQuerySchema },
  responses: { 200: jsonResponse(searchSuggestionsResponseSchema, 'Suggestions') },
});

export const featuredProductsRoute = catalogue('post', '/featured-products', {
  summary: 'Product cards by id, in the order asked (products not sold in the country are left out)',
  request: { body: jsonBody(featuredProductsRequestSchema) },
  responses: { 200: jsonResponse(featuredProductsResponseSchema, 'Product cards') },
});
