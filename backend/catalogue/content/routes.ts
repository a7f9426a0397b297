import { z } from 'zod';
import { errorResponse, jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  contentEntryQuerySchema,
  contentEntryResponseSchema,
  previewSegmentsQuerySchema,
  layoutResponseSchema,
  overlayResponseSchema,
  userSegmentListResponseSchema,
} from '@/contract';

const route = routeGroup({ tags: ['Content'] });
const entryParams = z.object({ id: z.string().min(1).max(200) });

export const layoutRoute = route('get', '/layouts', {
  summary: 'Site layout (navigation, announcement, config); drafts and segments with X-Preview-Mode: true',
  request: {
    query: previewSegmentsQuerySchema,
    headers: z.object({ 'x-preview-mode': z.string().max(10).optional() }),
  },
  responses: {
    200: jsonResponse(layoutResponseSchema, 'The layout'),
    404: errorResponse("'Layout not found'"),
  },
});

export const contentEntryRoute = route('get', '/contentful/content-entries/{id}', {
  summary: 'A published home page, landing page or brand page by slug (`home` for the home page)',
  request: { params: entryParams, query: contentEntryQuerySchema },
  responses: {
    200: jsonResponse(contentEntryResponseSchema, 'The entry'),
    404: errorResponse("'Landing Page not found'"),
  },
});

export const previewContentEntryRoute = route('get', '/contentful/preview/content-entries/{id}', {
  summary: 'Like content-entries, but drafts win and user_segments select segment variants',
  request: { params: entryParams, query: contentEntryQuerySchema },
  responses: {
    200: jsonResponse(contentEntryResponseSchema, 'The entry'),
    404: errorResponse("'Landing Page not found'"),
  },
});

export const previewOverlayRoute = route('get', '/preview/overlays/{id}', {
  summary: 'An overlay by numeric id or key (e.g. `welcome-offer`) in the country and language',
  request: { params: entryParams },
  responses: {
    200: jsonResponse(overlayResponseSchema, 'The overlay'),
    404: errorResponse("'Resource not found!'"),
  },
});

export const userSegmentsRoute = route('get', '/sea-falcon/all-user-segments', {
  summary: 'User segments that preview can filter content by',
  responses: { 200: jsonResponse(userSegmentListResponseSchema, 'Segments') },
});
