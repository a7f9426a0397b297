import { z } from 'zod';

/**
 * The shape of the storefront's environment and how it is checked, from any source: this module
 * reads nothing itself. lib/env.ts reads process.env with it (server only); next.config.ts reads
 * the build's values with it; tests pass their own.
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
   * The editors' preview secret (at least 32 characters). Preview stays closed without it, even
   * with ENABLE_PREVIEW on: it is what an editor enters once to open preview in their browser.
   */
  PREVIEW_SECRET: z.string().min(32, 'PREVIEW_SECRET must be at least 32 characters').optional(),
  /**
   * The secret content and catalogue changes send to POST /api/revalidate (at least 32
   * characters). Without it, that entry point answers 404.
   */
  REVALIDATE_SECRET: z.string().min(32, 'REVALIDATE_SECRET must be at least 32 characters').optional(),
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
  PREVIEW_SECRET?: string;
  REVALIDATE_SECRET?: string;
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
    // Preview opens only with its secret: an editor could not get in without one anyway.
    ENABLE_PREVIEW: surface(raw.ENABLE_PREVIEW) && Boolean(raw.PREVIEW_SECRET),
    PREVIEW_SECRET: surface(raw.ENABLE_PREVIEW) ? raw.PREVIEW_SECRET : undefined,
    REVALIDATE_SECRET: raw.REVALIDATE_SECRET,
    TRUST_PROXY: raw.TRUST_PROXY === 'true',
    BUILD_WITHOUT_API: raw.BUILD_WITHOUT_API === 'true',
  };
}

/**
 * REDIS_URL (`redis://` or `rediss://`): the shared cache of a deployment with several storefront
 * nodes (docs/deploying.md). Unset, each process keeps Next's own cache.
 */
const redisUrlSchema = z
  .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// or rediss:// address' })
  .optional();

export function redisUrlFrom(source: Record<string, string | undefined>): string | undefined {
  return redisUrlSchema.parse(source.REDIS_URL || undefined);
}

// ---------------------------------------------------------------------------
// Integrations (analytics, feature flags, error reporting, fraud prevention). Their browser-side
// settings are public by nature: they are read here on the server, validated, and handed to the
// app shell through the root layout (pages are prerendered, so the values of the build count).

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const integrationsEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Tag-manager container for every country; NEXT_PUBLIC_GTM_ID_<CC> overrides it per country. */
  NEXT_PUBLIC_GTM_ID: optionalText,
  NEXT_PUBLIC_KAMELEOON_SITE_CODE: optionalText,
  NEXT_PUBLIC_KAMELEOON_ENVIRONMENT: optionalText,
  NEXT_PUBLIC_KAMELEOON_STUB_MODE: z.enum(['true', 'false']).optional(),
  NEXT_PUBLIC_SENTRY_DSN: optionalText,
  SENTRY_DSN: optionalText,
  NEXT_PUBLIC_SENTRY_ENVIRONMENT: optionalText,
  /** Events sent per browser session: 10 unless set, never more than 100. */
  NEXT_PUBLIC_SENTRY_MAX_EVENTS: z.coerce.number().int().min(0).max(100).optional(),
  NEXT_PUBLIC_FRAUD_SCRIPT_URL: optionalText,
  /** Domain for the preference cookies (e.g. `.halcyonbeauty.sg`); used only where it fits the host. */
  NEXT_PUBLIC_COOKIE_DOMAIN: optionalText,
  /** Build-time only: with it the build uploads source maps and creates a release. */
  SENTRY_AUTH_TOKEN: optionalText,
  SENTRY_ORG: optionalText,
  SENTRY_PROJECT: optionalText,
});

export const DEFAULT_SENTRY_MAX_EVENTS = 10;

export interface IntegrationsEnv {
  production: boolean;
  /** Raw per-country tag-manager ids (validated by lib/analytics, which falls back to its default). */
  gtmIds: Partial<Record<string, string>>;
  gtmIdDefault?: string;
  kameleoon: { siteCode?: string; environment?: string; stubMode: boolean };
  sentry: { browserDsn?: string; serverDsn?: string; environment: string; maxEvents: number };
  fraudScriptUrl?: string;
  cookieDomain?: string;
  sentryBuild: { authToken?: string; org?: string; project?: string };
}

export function parseIntegrationsEnv(source: Record<string, string | undefined>): IntegrationsEnv {
  const raw = integrationsEnvSchema.parse(source);
  const gtmIds: Partial<Record<string, string>> = {};
  for (const [name, value] of Object.entries(source)) {
    const match = /^NEXT_PUBLIC_GTM_ID_([A-Za-z]{2})$/.exec(name);
    const id = value?.trim();
    if (match?.[1] && id) gtmIds[match[1].toLowerCase()] = id;
  }
  return {
    production: raw.NODE_ENV === 'production',
    gtmIds,
    gtmIdDefault: raw.NEXT_PUBLIC_GTM_ID,
    kameleoon: {
      siteCode: raw.NEXT_PUBLIC_KAMELEOON_SITE_CODE,
      environment: raw.NEXT_PUBLIC_KAMELEOON_ENVIRONMENT,
      stubMode: raw.NEXT_PUBLIC_KAMELEOON_STUB_MODE === 'true',
    },
    sentry: {
      browserDsn: raw.NEXT_PUBLIC_SENTRY_DSN,
      serverDsn: raw.SENTRY_DSN ?? raw.NEXT_PUBLIC_SENTRY_DSN,
      environment: raw.NEXT_PUBLIC_SENTRY_ENVIRONMENT ?? raw.NODE_ENV,
      maxEvents: raw.NEXT_PUBLIC_SENTRY_MAX_EVENTS ?? DEFAULT_SENTRY_MAX_EVENTS,
    },
    fraudScriptUrl: raw.NEXT_PUBLIC_FRAUD_SCRIPT_URL,
    cookieDomain: raw.NEXT_PUBLIC_COOKIE_DOMAIN,
    sentryBuild: { authToken: raw.SENTRY_AUTH_TOKEN, org: raw.SENTRY_ORG, project: raw.SENTRY_PROJECT },
  };
}

/**
 * The build's identity: BUILD_ID as `npm run build` (or the deployment) sets it, the same in every
 * build worker. The browser gets it as NEXT_PUBLIC_BUILD_ID and compares it with the latest.
 */
export function buildIdFrom(source: Record<string, string | undefined>): string {
  const value = source.BUILD_ID?.trim();
  return value && /^[\w.-]{1,64}$/.test(value) ? value : 'development';
}
