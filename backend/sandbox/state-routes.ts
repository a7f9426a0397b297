import { z } from '@hono/zod-openapi';
import { errorResponse, jsonBody, jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  reviewPublishResponseSchema,
  sandboxDemoResetSchema,
  sandboxExpireAccessTokenBodySchema,
  sandboxExpiredAccessTokenSchema,
  sandboxExpiredPointsSchema,
  sandboxExpirePointsBodySchema,
  sandboxPastBookingBodySchema,
  sandboxPastBookingSchema,
} from '@/contract';
import { recordIdSchema } from '@/contract/common';

const route = routeGroup({ tags: ['Sandbox'] });

export const expirePointsRoute = route('post', '/sandbox/points/expire', {
  summary: 'Runs the points-expiry rule for one member or all, as of now or a given moment',
  request: { body: jsonBody(sandboxExpirePointsBodySchema) },
  responses: { 200: jsonResponse(sandboxExpiredPointsSchema, 'The balances that lapsed') },
});

export const resetDemoRoute = route('post', '/sandbox/demo/reset', {
  summary: 'Puts the demo members back to a clean start: empty bags and lists, unlocked, signed out',
  responses: { 200: jsonResponse(sandboxDemoResetSchema, 'What was reset') },
});

export const publishReviewRoute = route('post', '/sandbox/reviews/{id}/publish', {
  summary: 'Publishes a pending review (earning its publishing points once); an already published one answers as it is',
  request: { params: z.object({ id: recordIdSchema }) },
  responses: {
    200: jsonResponse(reviewPublishResponseSchema, 'The published review'),
    404: errorResponse("'Resource not found!'"),
  },
});

export const expireAccessTokenRoute = route('post', '/sandbox/access-tokens/expire', {
  summary: "The member's access token as it reads once its lifetime has passed (same member and session)",
  request: { body: jsonBody(sandboxExpireAccessTokenBodySchema) },
  responses: {
    200: jsonResponse(sandboxExpiredAccessTokenSchema, 'The expired access token'),
    422: errorResponse('Not a valid, unexpired access token of this API'),
  },
});

export const pastBookingRoute = route('post', '/sandbox/bookings/past', {
  summary: "A member's booking of an activity at a time that has passed (14:00 store time, days ago)",
  request: { body: jsonBody(sandboxPastBookingBodySchema) },
  responses: {
    201: jsonResponse(sandboxPastBookingSchema, 'The booking'),
    404: errorResponse('No such member or activity'),
  },
});
