import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { errorBodySchema } from '@/contract';

/** A required JSON request body (without `required`, a request lacking the JSON content type would skip validation). */
export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return {
    required: true,
    description,
    content: { 'application/json': { schema } },
  } as const;
}

export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { 'application/json': { schema } } } as const;
}

export function errorResponse(description: string) {
  return jsonResponse(errorBodySchema, description);
}

/** The optional Idempotency-Key header of a write, with what a replay of the same key does. */
export function idempotencyKeyHeader(description: string) {
  return z.object({ 'idempotency-key': z.string().optional().openapi({ description }) });
}

/** A member's access token, as a bearer token or in the session cookies. */
export const memberSecurity: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }];

/** A member's access token when there is one; a guest calls without. */
export const memberOrGuestSecurity: Array<Record<string, string[]>> = [...memberSecurity, {}];

type RouteSpec = Omit<RouteConfig, 'method' | 'path'>;
type ResponsesOf<Spec> = Spec extends { responses: infer Responses } ? Responses : unknown;

/**
 * The route definitions of one part of the API: each route is its method, path and own spec, with
 * what every route of the part shares (tags, security, middleware and the answers it gives) filled in.
 */
export function routeGroup<Shared extends Partial<RouteSpec>>(shared: Shared) {
  return <M extends RouteConfig['method'], P extends string, R extends RouteSpec>(method: M, path: P, spec: R) => {
    const responses = { ...shared.responses, ...spec.responses } as ResponsesOf<Shared> & R['responses'];
    const own: Omit<R, 'responses'> = spec;
    const common: Omit<Shared, 'responses'> = shared;
    return createRoute({ ...common, ...own, method, path, responses });
  };
}
