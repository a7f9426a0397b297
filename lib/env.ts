import { z } from 'zod';

/**
 * The storefront's environment, read and validated once. Server-only values never reach the
 * browser: only NEXT_PUBLIC_* names are inlined by Next.
 */
const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Where server components and route handlers reach /api/web/v1 (the embedded backend by default). */
  API_ORIGIN: z.url().optional(),
  API_PORT: z.string().regex(/^\d+$/).default('4000'),
  /**
   * QA (/sandbox, /swagger, sandbox/* through the forwarder) and CMS preview (/preview) surfaces:
   * closed unless set to true, in every mode.
   */
  ENABLE_SANDBOX: z.enum(['true', 'false']).optional(),
  ENABLE_PREVIEW: z.enum(['true', 'false']).optional(),
  /**
   * `true` when a proxy we run sits in front of the storefront and sets X-Forwarded-Host,
   * X-Forwarded-Proto and X-Forwarded-For; otherwise those client-sent headers are not believed.
   */
  TRUST_PROXY: z.enum(['true', 'false']).optional(),
  /** Canonical origin per country is taken from lib/site; this overrides it (e.g. http://localhost:3000). */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Set by `npm run build` when it cannot reach the API: catalogue pages then render on request. */
  BUILD_WITHOUT_API: z.enum(['true', 'false']).optional(),
});

export interface ServerEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  API_ORIGIN: string;
  ENABLE_SANDBOX: boolean;
  ENABLE_PREVIEW: boolean;
  TRUST_PROXY: boolean;
  PUBLIC_ORIGIN?: string;
  BUILD_WITHOUT_API: boolean;
}

/** QA and preview surfaces are closed unless turned on, whatever NODE_ENV says. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const raw = serverEnvSchema.parse(source);
  const surface = (flag: 'true' | 'false' | undefined) => flag === 'true';
  return {
    NODE_ENV: raw.NODE_ENV,
    API_ORIGIN: raw.API_ORIGIN ?? `http://127.0.0.1:${raw.API_PORT}`,
    PUBLIC_ORIGIN: raw.PUBLIC_ORIGIN,
    ENABLE_SANDBOX: surface(raw.ENABLE_SANDBOX),
    ENABLE_PREVIEW: surface(raw.ENABLE_PREVIEW),
    TRUST_PROXY: raw.TRUST_PROXY === 'true',
    BUILD_WITHOUT_API: raw.BUILD_WITHOUT_API === 'true',
  };
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
