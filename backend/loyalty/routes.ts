import { createRoute } from '@hono/zod-openapi';
import { requireAuth } from '@/backend/auth/middleware';
import { errorResponse, jsonResponse } from '@/backend/http/openapi';
import {
  beautyPassSaleResponseSchema,
  loyaltySummarySchema,
  pointsHistoryQuerySchema,
  pointsHistoryResponseSchema,
  rewardListResponseSchema,
} from '@/contract';

const tags = ['Loyalty'];
const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }];

export const listRewardsRoute = createRoute({
  method: 'get',
  path: '/rewards',
  tags,
  summary: 'Beauty Pass rewards of the country, grouped under 500 points and 500 and above',
  responses: { 200: jsonResponse(rewardListResponseSchema, 'Rewards by group') },
});

export const loyaltySummaryRoute = createRoute({
  method: 'get',
  path: '/account/loyalty',
  tags,
  summary: "The member's Beauty Pass: card, points and their expiry, tier progress and message, perks",
  security,
  middleware: [requireAuth] as const,
  responses: {
    200: jsonResponse(loyaltySummarySchema, 'The Beauty Pass summary'),
    401: errorResponse('Authentication failed.'),
  },
});

export const pointsHistoryRoute = createRoute({
  method: 'get',
  path: '/account/points',
  tags,
  summary: "A page of the member's points ledger, newest first",
  security,
  middleware: [requireAuth] as const,
  request: { query: pointsHistoryQuerySchema },
  responses: {
    200: jsonResponse(pointsHistoryResponseSchema, 'Points entries'),
    401: errorResponse('Authentication failed.'),
  },
});

export const beautyPassSaleRoute = createRoute({
  method: 'get',
  path: '/beauty-pass-sale',
  tags,
  summary:
    "The country's current or next Beauty Pass Sale: member prices, Gold's early access and Black's opening, and what the asking shopper may do now",
  responses: { 200: jsonResponse(beautyPassSaleResponseSchema, 'The sale, or null') },
});
