import 'server-only';
import {
  type IntegrationsEnv,
  parseIntegrationsEnv,
  parseServerEnv,
  redisUrlFrom,
  type ServerEnv,
} from '@/lib/env-schema';

/*
 * The storefront's environment, read from process.env and validated once. Server code only: it
 * holds secrets (the preview secret, Sentry's auth token), and importing it from a client component
 * fails the build. The values the browser may see are in lib/public-env.ts.
 */

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

let cachedIntegrations: IntegrationsEnv | undefined;

export function integrationsEnv(): IntegrationsEnv {
  cachedIntegrations ??= parseIntegrationsEnv(process.env);
  return cachedIntegrations;
}

/** The shared cache's address (REDIS_URL, docs/deploying.md), or undefined: each process keeps its own. */
export function sharedCacheUrl(): string | undefined {
  return redisUrlFrom(process.env);
}
