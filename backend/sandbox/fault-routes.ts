import { jsonBody, jsonResponse, routeGroup } from '@/backend/http/openapi';
import { faultConfigSchema, faultStateSchema } from '@/contract';

const route = routeGroup({ tags: ['Sandbox'] });

export const getFaultsRoute = route('get', '/sandbox/faults', {
  responses: { 200: jsonResponse(faultStateSchema, 'The fault switch') },
});
export const putFaultsRoute = route('put', '/sandbox/faults', {
  request: { body: jsonBody(faultConfigSchema) },
  responses: { 200: jsonResponse(faultStateSchema, 'The fault switch, on') },
});
export const deleteFaultsRoute = route('delete', '/sandbox/faults', {
  responses: { 204: { description: 'Faults off' } },
});
