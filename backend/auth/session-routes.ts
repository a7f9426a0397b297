import { errorResponse, jsonBody, jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  refreshTokenBodySchema,
  sessionSchema,
  signInBodySchema,
  socialSignInBodySchema,
  verifyTokenResponseSchema,
} from '@/contract';

const route = routeGroup({ tags: ['Auth'] });

export const signInRoute = route('post', '/sessions', {
  summary: 'Sign in',
  request: { body: jsonBody(signInBodySchema) },
  responses: {
    200: jsonResponse(sessionSchema, 'Signed in; session cookies set'),
    401: errorResponse('Authentication failed.'),
    423: errorResponse(
      'This sign-in attempt was blocked. (details.referenceId; Retry-After): too many failures from this client for this address, from this client, or for this address',
    ),
    429: errorResponse('too_many_requests: too many sign-ins from this client (Retry-After)'),
  },
});

export const signOutRoute = route('delete', '/sessions', {
  summary: 'Sign out: revoke the session and clear the cookies',
  responses: { 204: { description: 'Signed out' } },
});

export const refreshRoute = route('post', '/auth/token', {
  summary: 'Exchange a refresh token (rotating)',
  request: {
    body: {
      // Validated in the handler, since either media type may carry it.
      required: false,
      content: {
        'application/json': { schema: refreshTokenBodySchema },
        'application/x-www-form-urlencoded': { schema: refreshTokenBodySchema },
      },
    },
  },
  responses: {
    200: jsonResponse(sessionSchema, 'New tokens; cookies set'),
    400: errorResponse('Invalid body (validation_error)'),
    401: errorResponse('invalid_grant; cookies cleared'),
  },
});

export const verifyRoute = route('post', '/auth/token/verify', {
  summary: 'Check an access token (body, bearer or cookies)',
  request: {
    body: {
      required: false,
      description: 'Optional; an empty body checks the cookies or the bearer token.',
      // A plain schema object documents the body without a validator, so an empty JSON body is accepted.
      content: {
        'application/json': {
          schema: { type: 'object', properties: { token: { type: 'string', minLength: 1 } } },
        },
      },
    },
  },
  responses: { 200: jsonResponse(verifyTokenResponseSchema, 'Whether the token is valid') },
});

export const socialRoute = route('post', '/auth/social', {
  summary: 'Sign in with a social account',
  request: { body: jsonBody(socialSignInBodySchema) },
  responses: {
    400: errorResponse('Invalid body (validation_error)'),
    404: errorResponse('social_account_not_linked; details.email is the address the ID token names, when it names one'),
  },
});
