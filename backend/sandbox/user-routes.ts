import { z } from '@hono/zod-openapi';
import { errorResponse, jsonBody, jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  sandboxCreateUserBodySchema,
  sandboxUpdateUserBodySchema,
  sandboxUserListSchema,
  sandboxUserSchema,
} from '@/contract';
import { recordIdSchema } from '@/contract/common';

const route = routeGroup({ tags: ['Sandbox'] });
const idParams = z.object({ id: recordIdSchema });
const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
const notFound = errorResponse('User not found');

export const listRoute = route('get', '/sandbox/users', {
  request: { query: listQuery },
  responses: { 200: jsonResponse(sandboxUserListSchema, 'Members, oldest first') },
});
export const showRoute = route('get', '/sandbox/users/{id}', {
  request: { params: idParams },
  responses: { 200: jsonResponse(sandboxUserSchema, 'The member'), 404: notFound },
});
export const createUserRoute = route('post', '/sandbox/users', {
  request: { body: jsonBody(sandboxCreateUserBodySchema) },
  responses: {
    201: jsonResponse(sandboxUserSchema, 'Created'),
    409: errorResponse('email_taken'),
    422: errorResponse('Password rules failed'),
  },
});
export const updateUserRoute = route('patch', '/sandbox/users/{id}', {
  request: { params: idParams, body: jsonBody(sandboxUpdateUserBodySchema) },
  responses: { 200: jsonResponse(sandboxUserSchema, 'Updated'), 404: notFound, 409: errorResponse('email_taken') },
});
export const deleteUserRoute = route('delete', '/sandbox/users/{id}', {
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, 404: notFound },
});
