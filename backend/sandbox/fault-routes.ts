import { createRoute } from '@hono/zod-openapi';
import { jsonBody, jsonResponse } from '@/backend/http/openapi';
import { faultConfigSchema, faultStateSchema } from '@/contract';

const tags = ['Sandbox'];

export const getFaultsRoute = createRoute({
  method: 'get',
  path: '/sandbox/faults',
  tags,
  responses: { 200: jsonResponse(faultStateSchema, 'The fault switch') },
});
export const putFaultsRoute = createRoute({
  method: 'put',
  path: '/sandbox/faults',
  tags,
  request: { body: jsonBody(faultConfigSchema) },
  responses: { 200: jsonResponse(faultStateSchema, 'The fault switch, on') },
});
export const deleteFaultsRoute = createRoute({
  method: 'delete',
  path: '/sandbox/faults',
  tags,
  responses: { 204: { description: 'Faults off' } },
});
