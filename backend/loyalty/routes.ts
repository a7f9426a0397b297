import { createRoute } from '@hono/zod-openapi';
import { jsonResponse } from '@/backend/http/openapi';
import { rewardListResponseSchema } from '@/lib/api/contract';

export const listRewardsRoute = createRoute({
  method: 'get',
  path: '/rewards',
  tags: ['Loyalty'],
  summary: 'Beauty Pass rewards of the country, grouped under 500 points and 500 and above',
  responses: { 200: jsonResponse(rewardListResponseSchema, 'Rewards by group') },
});
