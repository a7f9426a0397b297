import { errorResponse, jsonBody, jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  checkResetTokenBodySchema,
  checkResetTokenResponseSchema,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  resetPasswordBodySchema,
  resetPasswordResponseSchema,
} from '@/contract';

const route = routeGroup({ tags: ['Auth'] });

export const forgotPasswordRoute = route('post', '/users/password/forgot', {
  summary: 'Ask for a password reset link',
  request: { body: jsonBody(forgotPasswordBodySchema) },
  responses: {
    202: jsonResponse(
      forgotPasswordResponseSchema,
      'Accepted whether or not the account exists, in the same time; the link goes by mail only',
    ),
    429: errorResponse('too_many_requests: from this client or for this address (Retry-After)'),
  },
});

export const resetPasswordRoute = route('post', '/users/password/reset', {
  summary: 'Set a new password with the token of a reset link; ends every session of the member',
  request: { body: jsonBody(resetPasswordBodySchema) },
  responses: {
    200: jsonResponse(resetPasswordResponseSchema, 'Password changed; sign in again'),
    400: errorResponse('reset_token_expired: the link is unknown, used or older than an hour'),
    422: errorResponse('Password rules failed; details.codes lists AUTH_MS_PV_* codes (001–004, 006, 007)'),
  },
});

export const checkResetTokenRoute = route('post', '/users/password/reset/check', {
  summary: 'Whether the token of a reset link still works, without using it (the page says so up front)',
  request: { body: jsonBody(checkResetTokenBodySchema) },
  responses: {
    200: jsonResponse(checkResetTokenResponseSchema, 'The link works'),
    400: errorResponse('reset_token_expired: the link is unknown, used or older than an hour'),
  },
});
