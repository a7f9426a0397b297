import { z } from 'zod';
import { errorResponse, jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  activityGroupListQuerySchema,
  activityGroupListResponseSchema,
  activityListQuerySchema,
  activityListResponseSchema,
  storeListQuerySchema,
  storeListResponseSchema,
  storeResponseSchema,
} from '@/contract';

const route = routeGroup({ tags: ['Stores'] });

export const listStoresRoute = route('get', '/store-locations', {
  summary: 'Stores of the country (nearest first with `near=lat,lng`)',
  request: { query: storeListQuerySchema },
  responses: { 200: jsonResponse(storeListResponseSchema, 'Stores') },
});

export const showStoreRoute = route('get', '/store-locations/{slug}', {
  summary: 'A store of the country by slug',
  request: { params: z.object({ slug: z.string().min(1).max(120) }) },
  responses: { 200: jsonResponse(storeResponseSchema, 'The store'), 404: errorResponse("'Resource not found!'") },
});

export const storeServiceActivitiesRoute = route('get', '/layouts/store-services/activities', {
  summary: "A store's services, classes and events (the locator's tabs); filter with store and kind",
  request: { query: activityListQuerySchema },
  responses: { 200: jsonResponse(activityListResponseSchema, 'Activities') },
});

export const storeServiceGroupsRoute = route('get', '/layouts/store-services/activity-groups', {
  summary: 'Activity groups, optionally only those a store offers',
  request: { query: activityGroupListQuerySchema },
  responses: { 200: jsonResponse(activityGroupListResponseSchema, 'Groups') },
});
