import { z } from '@hono/zod-openapi';
import { errorResponse, jsonResponse, routeGroup } from '@/backend/http/openapi';
import { orderResponseSchema, sandboxMailListSchema, sandboxMailQuerySchema } from '@/contract';
import { recordIdSchema } from '@/contract/common';

const route = routeGroup({ tags: ['Sandbox'] });

export const mailRoute = route('get', '/sandbox/mail', {
  summary: 'The mail outbox: messages sent to an address, newest first',
  request: { query: sandboxMailQuerySchema },
  responses: { 200: jsonResponse(sandboxMailListSchema, 'Messages') },
});

export const showOrderRoute = route('get', '/sandbox/orders/{orderId}', {
  summary: "Any member's order as its owner sees it (QA looks at orders of the members it made)",
  request: { params: z.object({ orderId: recordIdSchema }) },
  responses: { 200: jsonResponse(orderResponseSchema, 'The order'), 404: errorResponse("'Resource not found!'") },
});
