import type { z } from 'zod';

/**
 * Validates an answer against its contract schema before it is sent, so a handler can never
 * answer something the storefront's parser would reject (unknown keys are stripped).
 */
export function serialize<S extends z.ZodType>(schema: S, data: z.input<S>): z.output<S> {
  return schema.parse(data);
}

/** Same as `serialize` for data assembled from loosely typed JSON columns (content blocks). */
export function serializeUnknown<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  return schema.parse(data);
}
