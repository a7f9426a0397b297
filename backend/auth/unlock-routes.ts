import { createRoute } from '@hono/zod-openapi';
import { errorResponse, jsonBody, jsonResponse } from '@/backend/http/openapi';
import {
  unlockBodySchema,
  unlockRequestBodySchema,
  unlockRequestResponseSchema,
  unlockResponseSchema,
} from '@/contract';

const tags = ['Auth'];

export const unlockRequestRoute = createRoute({
  method: 'post',
  path: '/users/unlock/request',
  tags,
  summary: 'Ask for an unlock link for a locked account',
  request: { body: jsonBody(unlockRequestBodySchema) },
  responses: {
    202: jsonResponse(unlockRequestResponseSchema, 'Accepted whether or not the account exists, in the same time'),
    429: errorResponse('too_many_requests: from this client or for this address (Retry-After)'),
  },
});

export const unlockRoute = createRoute({
  method: 'post',
  path: '/users/unlock',
  tags,
  summary: 'Unlock an account with the token from the unlock link',
  request: { body: jsonBody(unlockBodySchema) },
  responses: {
    200: jsonResponse(unlockResponseSchema, 'Unlocked'),
    400: errorResponse('invalid_unlock_token'),
  },
});
