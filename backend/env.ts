import { createHash } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { isPromptPayBillerId } from '@/lib/api/contract/promptpay';

/**
 * The backend process's configuration. Environment variables are read here and nowhere else.
 *
 * - API_PORT: port of the API process (default 4000).
 * - DATA_DIR: directory for local data; PGlite keeps its files in `${DATA_DIR}/pglite` (default `.data`).
 * - DATABASE_URL: optional; when set, a real Postgres is used through postgres-js instead of PGlite.
 * - JWT_SECRET: HMAC secret for access tokens (at least 32 characters). Required in production.
 *   Outside production, when unset, a development secret is derived deterministically from the
 *   absolute DATA_DIR, so tokens survive restarts against the same data but differ per checkout.
 * - ACCESS_TOKEN_TTL_SECONDS: access token lifetime (default 900 = 15 minutes).
 * - SANDBOX_ENABLED: mounts `sandbox/*` routes and the fault switch (default: on unless NODE_ENV=production).
 * - COOKIE_SECURE: `true`/`false` forces the Secure attribute of cookies; unset means
 *   "Secure unless the request is plain http to localhost".
 * - ARGON2_MEMORY_KIB / ARGON2_ITERATIONS: password hashing cost (defaults 19456 KiB, 2 passes).
 * - PROMPTPAY_BILLER_ID: the merchant's PromptPay biller id for Thai QR bill payments: the 13-digit
 *   tax id (with its check digit) and a 2-digit suffix. Defaults to a demo id, 010555312345200,
 *   which banking apps parse but no bank settles; set the real one in production.
 * - PROMPTPAY_MERCHANT_NAME / PROMPTPAY_MERCHANT_CITY: shown by the payer's banking app
 *   (defaults "HALCYON BEAUTY" and "BANGKOK").
 */

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** A well-formed biller id for the demo (valid tax-id check digit); no bank settles it. */
export const DEMO_PROMPTPAY_BILLER_ID = '010555312345200';

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  SANDBOX_ENABLED: booleanString.optional(),
  COOKIE_SECURE: booleanString.optional(),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).default(19456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(1).default(2),
  PROMPTPAY_BILLER_ID: z
    .string()
    .refine(isPromptPayBillerId, 'PROMPTPAY_BILLER_ID must be a 13-digit Thai tax id and a 2-digit suffix')
    .default(DEMO_PROMPTPAY_BILLER_ID),
  PROMPTPAY_MERCHANT_NAME: z.string().max(25).default('HALCYON BEAUTY'),
  PROMPTPAY_MERCHANT_CITY: z.string().max(15).default('BANGKOK'),
});

export interface BackendEnv {
  nodeEnv: 'development' | 'test' | 'production';
  apiPort: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  sandboxEnabled: boolean;
  /** `undefined` lets each request decide (Secure unless plain http to localhost). */
  cookieSecure: boolean | undefined;
  argon2: { memoryKib: number; iterations: number };
  promptPay: { billerId: string; merchantName: string; merchantCity: string };
}

function emptyToUndefined(source: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

export function devJwtSecret(dataDir: string): string {
  return createHash('sha256')
    .update(`halcyon-dev-jwt-secret:${path.resolve(dataDir)}`)
    .digest('hex');
}

/** Parses and validates a raw environment; throws with every problem listed. */
export function parseEnv(source: Record<string, string | undefined> = process.env): BackendEnv {
  const parsed = rawEnvSchema.safeParse(emptyToUndefined(source));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid backend environment: ${problems}`);
  }
  const raw = parsed.data;
  if (raw.NODE_ENV === 'production' && !raw.JWT_SECRET) {
    throw new Error('Invalid backend environment: JWT_SECRET is required in production');
  }
  return {
    nodeEnv: raw.NODE_ENV,
    apiPort: raw.API_PORT,
    dataDir: raw.DATA_DIR,
    databaseUrl: raw.DATABASE_URL,
    jwtSecret: raw.JWT_SECRET ?? devJwtSecret(raw.DATA_DIR),
    accessTokenTtlSeconds: raw.ACCESS_TOKEN_TTL_SECONDS,
    sandboxEnabled: raw.SANDBOX_ENABLED ?? raw.NODE_ENV !== 'production',
    cookieSecure: raw.COOKIE_SECURE,
    argon2: { memoryKib: raw.ARGON2_MEMORY_KIB, iterations: raw.ARGON2_ITERATIONS },
    promptPay: {
      billerId: raw.PROMPTPAY_BILLER_ID,
      merchantName: raw.PROMPTPAY_MERCHANT_NAME,
      merchantCity: raw.PROMPTPAY_MERCHANT_CITY,
    },
  };
}

let cached: BackendEnv | undefined;

/** The process environment, parsed once. */
export function getEnv(): BackendEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
