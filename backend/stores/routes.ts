import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { errorResponse, jsonResponse } from '@/backend/http/openapi';
import {
  activityGroupListQuerySchema,
  activityGroupListResponseSchema,
  activityListQuerySchema,
  activityListResponseSchema,
  storeListQuerySchema,
  storeListResponseSchema,
  storeResponseSchema,
} from '@/contract';

const tags = ['Stores'];

export const listStoresRoute = createRoute({
  method: 'get',
  path: '/store-locations',
  tags,
  summary: 'Stores of the country (nearest first with `near=lat,lng`)',
  request: { query: storeListQuerySchema },
  responses: { 200: jsonResponse(storeListResponseSchema, 'Stores') },
});

export const showStoreRoute = createRoute({
  method: 'get',
  path: '/store-locations/{slug}',
  tags,
  summary: 'A store of the country by slug',
  request: { params: z.object({ slug: z.string().min(1).max(120) }) },
  responses: { 200: jsonResponse(storeResponseSchema, 'The store'), 404: errorResponse("'Resource not found!'") },
});

export const storeServiceActivitiesRoute = createRoute({
  method: 'get',
  path: '/layouts/store-services/activities',
  tags,
  summary: "A store's services, classes and events (the locator's tabs); filter with store and kind",
  request: { query: activityListQuerySchema },
  responses: { 200: jsonResponse(activityListResponseSchema, 'Activities') },
});

export const storeServiceGroupsRoute = createRoute({
  method: 'get',
  path: '/layouts/store-services/activity-groups',
  tags,
  summary: 'Activity groups, optionally only those a store offers',
  request: { query: activityGroupListQuerySchema },
  responses: { 200: jsonResponse(activityGroupListResponseSchema, 'Groups') },
});
