import { membersOnly } from '@/backend/auth/middleware';
import { jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  beautyPassSaleResponseSchema,
  loyaltySummarySchema,
  pointsHistoryQuerySchema,
  pointsHistoryResponseSchema,
  rewardListResponseSchema,
} from '@/contract';

const tags = ['Loyalty'];
const route = routeGroup({ tags });
const memberRoute = routeGroup({ tags, ...membersOnly('Authentication failed.') });

export const listRewardsRoute = route('get', '/rewards', {
  summary: 'Beauty Pass rewards of the country, grouped under 500 points and 500 and above',
  responses: { 200: jsonResponse(rewardListResponseSchema, 'Rewards by group') },
});

export const loyaltySummaryRoute = memberRoute('get', '/account/loyalty', {
  summary: "The member's Beauty Pass: card, points and their expiry, tier progress and message, perks",
  responses: { 200: jsonResponse(loyaltySummarySchema, 'The Beauty Pass summary') },
});

export const pointsHistoryRoute = memberRoute('get', '/account/points', {
  summary: "A page of the member's points ledger, newest first",
  request: { query: pointsHistoryQuerySchema },
  responses: { 200: jsonResponse(pointsHistoryResponseSchema, 'Points entries') },
});

export const beautyPassSaleRoute = route('get', '/beauty-pass-sale', {
  summary:
    "The country's current or next Beauty Pass Sale: member prices, Gold's early access and Black's opening, and what the asking shopper may do now",
  responses: { 200: jsonResponse(beautyPassSaleResponseSchema, 'The sale, or null') },
});
