import type { z } from 'zod';
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
