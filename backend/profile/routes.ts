import { z } from '@hono/zod-openapi';
import { membersOnly } from '@/backend/auth/middleware';
import { errorResponse, jsonBody, jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  beautyProfileInputSchema,
  beautyProfileResponseSchema,
  recordIdSchema,
  savedAddressListResponseSchema,
} from '@/contract';

const signedIn = membersOnly('Authentication failed.');
const profileRoute = routeGroup({ tags: ['Beauty profile'], ...signedIn });
const addressRoute = routeGroup({ tags: ['Addresses'], ...signedIn });

export const getBeautyProfileRoute = profileRoute('get', '/account/beauty-profile', {
  summary: "The member's beauty profile (empty sections until saved)",
  responses: { 200: jsonResponse(beautyProfileResponseSchema, 'The beauty profile') },
});

export const putBeautyProfileRoute = profileRoute('put', '/account/beauty-profile', {
  summary: 'Saves the whole beauty profile; the first complete save earns the completion points once',
  request: { body: jsonBody(beautyProfileInputSchema) },
  responses: {
    200: jsonResponse(beautyProfileResponseSchema, 'The saved beauty profile'),
    400: errorResponse('Invalid request.'),
    422: errorResponse('A favourite category is not a top category of the catalogue.'),
  },
});

export const listAddressesRoute = addressRoute('get', '/account/addresses', {
  summary: "The member's kept delivery addresses in the request's country, the most recently used first",
  responses: { 200: jsonResponse(savedAddressListResponseSchema, 'The kept addresses') },
});

export const forgetAddressRoute = addressRoute('delete', '/account/addresses/{id}', {
  summary: 'Forgets one of the member’s kept addresses',
  request: { params: z.object({ id: recordIdSchema }) },
  responses: {
    200: jsonResponse(savedAddressListResponseSchema, 'The addresses kept after it'),
    400: errorResponse('Invalid request.'),
    404: errorResponse('No such address of the member.'),
  },
});
