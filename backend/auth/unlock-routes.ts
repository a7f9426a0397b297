import { errorResponse, jsonBody, jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  unlockBodySchema,
  unlockRequestBodySchema,
  unlockRequestResponseSchema,
  unlockResponseSchema,
} from '@/contract';

const route = routeGroup({ tags: ['Auth'] });

export const unlockRequestRoute = route('post', '/users/unlock/request', {
  summary: 'Ask for an unlock link for a locked account',
  request: { body: jsonBody(unlockRequestBodySchema) },
  responses: {
    202: jsonResponse(unlockRequestResponseSchema, 'Accepted whether or not the account exists, in the same time'),
    429: errorResponse('too_many_requests: from this client or for this address (Retry-After)'),
  },
});

export const unlockRoute = route('post', '/users/unlock', {
  summary: 'Unlock an account with the token from the unlock link',
  request: { body: jsonBody(unlockBodySchema) },
  responses: {
    200: jsonResponse(unlockResponseSchema, 'Unlocked'),
    400: errorResponse('invalid_unlock_token'),
  },
});
