import { z } from 'zod';

/**
 * The storefront's environment, read and validated once. Server-only values never reach the
 * browser: only NEXT_PUBLIC_* names are inlined by Next.
 */
const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where server components and route handlers reach /api/web/v1 (the embedded backend by default). */
  API_ORIGIN: z.url().default(`http://127.0.0.1:${process.env.API_PORT ?? '4000'}`),
  /** QA (/sandbox, /swagger) and CMS preview (/preview) surfaces; off by default in production. */
  ENABLE_SANDBOX: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? process.env.NODE_ENV !== 'production' : v === 'true')),
  ENABLE_PREVIEW: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? process.env.NODE_ENV !== 'production' : v === 'true')),
  /** Canonical origin per country is taken from lib/site; this overrides it (e.g. http://localhost:3000). */
  PUBLIC_ORIGIN: z.url().optional(),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= serverEnvSchema.parse(process.env);
  return cached;
}
