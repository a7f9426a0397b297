import { createRoute, z } from '@hono/zod-openapi';
import { requireAuth } from '@/backend/auth/middleware';
import { errorResponse, jsonBody, jsonResponse } from '@/backend/http/openapi';
import {
  beautyProfileInputSchema,
  beautyProfileResponseSchema,
  recordIdSchema,
  savedAddressListResponseSchema,
} from '@/contract';

const tags = ['Beauty profile'];
const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }];

export const getBeautyProfileRoute = createRoute({
  method: 'get',
  path: '/account/beauty-profile',
  tags,
  summary: "The member's beauty profile (empty sections until saved)",
  security,
  middleware: [requireAuth] as const,
  responses: {
    200: jsonResponse(beautyProfileResponseSchema, 'The beauty profile'),
    401: errorResponse('Authentication failed.'),
  },
});

export const putBeautyProfileRoute = createRoute({
  method: 'put',
  path: '/account/beauty-profile',
  tags,
  summary: 'Saves the whole beauty profile; the first complete save earns the completion points once',
  security,
  middleware: [requireAuth] as const,
  request: { body: jsonBody(beautyProfileInputSchema) },
  responses: {
    200: jsonResponse(beautyProfileResponseSchema, 'The saved beauty profile'),
    400: errorResponse('Invalid request.'),
    401: errorResponse('Authentication failed.'),
    422: errorResponse('A favourite category is not a top category of the catalogue.'),
  },
});

export const listAddressesRoute = createRoute({
  method: 'get',
  path: '/account/addresses',
  tags: ['Addresses'],
  summary: "The member's kept delivery addresses in the request's country, the most recently used first",
  security,
  middleware: [requireAuth] as const,
  responses: {
    200: jsonResponse(savedAddressListResponseSchema, 'The kept addresses'),
    401: errorResponse('Authentication failed.'),
  },
});

export const forgetAddressRoute = createRoute({
  method: 'delete',
  path: '/account/addresses/{id}',
  tags: ['Addresses'],
  summary: 'Forgets one of the member’s kept addresses',
  security,
  middleware: [requireAuth] as const,
  request: { params: z.object({ id: recordIdSchema }) },
  responses: {
    200: jsonResponse(savedAddressListResponseSchema, 'The addresses kept after it'),
    400: errorResponse('Invalid request.'),
    401: errorResponse('Authentication failed.'),
    404: errorResponse('No such address of the member.'),
  },
});
