import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isPromptPayBillerId } from '@/contract/promptpay';

/**
 * The backend process's configuration. Environment variables are read here and nowhere else.
 *
 * - API_PORT: port of the API process (default 4000).
 * - API_HOST: address the API listens on (default 127.0.0.1: only the storefront on this machine
 *   reaches it; set 0.0.0.0 to serve other machines).
 * - DATA_DIR: directory for local data; PGlite keeps its files in `${DATA_DIR}/pglite` (default `.data`).
 * - DATABASE_URL: optional; when set, a real Postgres is used through postgres-js instead of PGlite.
 * - JWT_SECRET: HMAC secret for access tokens (at least 32 characters). When unset, a random
 *   secret is generated on first start and kept in `${DATA_DIR}/jwt-secret`, readable by its owner
 *   only (0600), so tokens survive restarts; it is never derived from anything guessable.
 * - ACCESS_TOKEN_TTL_SECONDS: access token lifetime (default 900 = 15 minutes).
 * - SANDBOX_ENABLED: mounts `sandbox/*` routes and the fault switch. Off unless set to true, in
 *   every mode: `npm start` and a deployment expose no QA surface without being told to.
 * - QA_TOKEN: the QA credential (at least 32 characters), required when SANDBOX_ENABLED; every
 *   `sandbox/*` request must carry it in the `X-QA-Token` header.
 * - PREVIEW_SECRET: the storefront's preview secret (at least 32 characters). Drafts and segment
 *   variants are served only to requests carrying the credential derived from it
 *   (contract/preview-credential.ts); unset, nobody gets them.
 * - COOKIE_SECURE: `true`/`false` forces the Secure attribute of cookies; unset means
 *   "Secure unless the request is plain http to localhost".
 * - TRUST_PROXY: `true` when a proxy in front (the storefront's forwarder) sets X-Forwarded-For,
 *   X-Forwarded-Proto and X-Forwarded-Host; otherwise those client-sent headers are ignored.
 * - TRUSTED_PROXIES: comma-separated addresses or CIDRs of those proxies (default loopback, where
 *   the storefront calls the embedded API from). X-Forwarded-For is believed only when the
 *   connection comes from one of them, and then only up to the right-most address that is not one.
 * - RATE_LIMIT_MULTIPLIER: multiplies every limit of backend/http/limit-table.ts (default 1); test and
 *   e2e APIs raise it because every journey comes from one address.
 * - SIGN_IN_LIMIT_PER_EMAIL / SIGN_IN_LIMIT_PER_CLIENT: sign-in and unlock requests allowed per
 *   address and per client in a 5-minute window (defaults 10 and 60).
 * - ARGON2_MEMORY_KIB / ARGON2_ITERATIONS: password hashing cost (defaults 19456 KiB, 2 passes).
 * - PROMPTPAY_BILLER_ID: the merchant's PromptPay biller id for Thai QR bill payments: the 13-digit
 *   tax id (with its check digit) and a 2-digit suffix. Defaults to a demo id, 010555312345200,
 *   which banking apps parse but no bank settles; set the real one in production.
 * - PROMPTPAY_MERCHANT_NAME / PROMPTPAY_MERCHANT_CITY: shown by the payer's banking app
 *   (defaults "HALCYON BEAUTY" and "BANGKOK").
 * - PUBLIC_ORIGIN: the storefront origin that mailed links point to (e.g. http://localhost:3000),
 *   the country then named in the link's query; unset, each country's own domain (lib/site).
 * - SMTP_HOST / SMTP_PORT / SMTP_USER / SMTP_PASSWORD / SMTP_SECURE: the mail server the API
 *   sends its mails through (backend/mail). SMTP_PORT defaults to 465 with SMTP_SECURE=true (TLS
 *   from the start), else 587 (STARTTLS when the server offers it); SMTP_USER and SMTP_PASSWORD go
 *   together. Without SMTP_HOST, every mail is printed to the API's log instead and counted as
 *   sent, so a local run can follow its links.
 * - MAIL_FROM: the sender of every mail (default `Halcyon Beauty <no-reply@halcyonbeauty.sg>`).
 */

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** The sender of the mails when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'Halcyon Beauty <no-reply@halcyonbeauty.sg>';

/** A well-formed biller id for the demo (valid tax-id check digit); no bank settles it. */
export const DEMO_PROMPTPAY_BILLER_ID = '010555312345200';

const rawEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(4000),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).default(900),
  SANDBOX_ENABLED: booleanString.optional(),
  QA_TOKEN: z.string().min(32, 'QA_TOKEN must be at least 32 characters').optional(),
  PREVIEW_SECRET: z.string().min(32, 'PREVIEW_SECRET must be at least 32 characters').optional(),
  COOKIE_SECURE: booleanString.optional(),
  TRUST_PROXY: booleanString.optional(),
  TRUSTED_PROXIES: z.string().default('127.0.0.0/8,::1/128,::ffff:127.0.0.0/104'),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).default(1),
  SIGN_IN_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  SIGN_IN_LIMIT_PER_CLIENT: z.coerce.number().int().min(1).default(60),
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(8).default(19456),
  ARGON2_ITERATIONS: z.coerce.number().int().min(1).default(2),
  PROMPTPAY_BILLER_ID: z
    .string()
    .refine(isPromptPayBillerId, 'PROMPTPAY_BILLER_ID must be a 13-digit Thai tax id and a 2-digit suffix')
    .default(DEMO_PROMPTPAY_BILLER_ID),
  PROMPTPAY_MERCHANT_NAME: z.string().max(25).default('HALCYON BEAUTY'),
  PROMPTPAY_MERCHANT_CITY: z.string().max(15).default('BANGKOK'),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http(s) origin' }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_SECURE: booleanString.optional(),
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
});

export interface BackendEnv {
  nodeEnv: 'development' | 'test' | 'production';
  apiPort: number;
  apiHost: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  sandboxEnabled: boolean;
  /** The QA credential `sandbox/*` requests carry in X-QA-Token; set whenever the sandbox is. */
  qaToken: string | undefined;
  /** The secret the preview credential is derived from; drafts are closed without it. */
  previewSecret?: string;
  /** `undefined` lets each request decide (Secure unless plain http to localhost). */
  cookieSecure: boolean | undefined;
  /** Whether X-Forwarded-* headers come from a proxy we run (and may be believed). */
  trustProxy: boolean;
  /** The proxies (addresses or CIDRs) whose X-Forwarded-For is believed, when trustProxy is on. */
  trustedProxies: string[];
  /** Multiplies every limit's points (backend/http/limit-table.ts). */
  rateLimitMultiplier: number;
  signInLimits: { perEmail: number; perClient: number };
  argon2: { memoryKib: number; iterations: number };
  promptPay: { billerId: string; merchantName: string; merchantCity: string };
  /** Where mailed links point instead of each country's domain (local and staging runs). */
  publicOrigin: string | undefined;
  mail: MailEnv;
}

export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
}

export interface MailEnv {
  /** The mail server; without it, mails are printed to the log. */
  smtp: SmtpSettings | undefined;
  from: string;
}

function emptyToUndefined(source: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value.trim() !== '') out[key] = value.trim();
  }
  return out;
}

export const JWT_SECRET_FILE = 'jwt-secret';

/**
 * The secret kept in `${dataDir}/jwt-secret`, created with 48 random bytes and mode 0600 on first
 * use. Creation uses the exclusive flag, so two processes starting at once agree on one secret.
 */
export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.resolve(dataDir, JWT_SECRET_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // An existing file keeps its secret but never stays readable by others.
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`Invalid backend environment: ${file} holds a secret shorter than 32 characters`);
  return secret;
}

export interface ParseEnvOptions {
  /** Where the secret comes from when JWT_SECRET is unset (tests pass their own). */
  resolveJwtSecret?: (dataDir: string) => string;
}

/** Parses and validates a raw environment; throws with every problem listed. */
export function parseEnv(
  source: Record<string, string | undefined> = process.env,
  { resolveJwtSecret = loadOrCreateJwtSecret }: ParseEnvOptions = {},
): BackendEnv {
  const parsed = rawEnvSchema.safeParse(emptyToUndefined(source));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid backend environment: ${problems}`);
  }
  const raw = parsed.data;
  const sandboxEnabled = raw.SANDBOX_ENABLED ?? false;
  if (sandboxEnabled && !raw.QA_TOKEN) {
    throw new Error('Invalid backend environment: SANDBOX_ENABLED needs QA_TOKEN (the QA credential)');
  }
  if (Boolean(raw.SMTP_USER) !== Boolean(raw.SMTP_PASSWORD)) {
    throw new Error('Invalid backend environment: SMTP_USER and SMTP_PASSWORD are set together');
  }
  if (!raw.SMTP_HOST && (raw.SMTP_PORT || raw.SMTP_USER || raw.SMTP_SECURE !== undefined)) {
    throw new Error('Invalid backend environment: the SMTP settings need SMTP_HOST');
  }
  return {
    nodeEnv: raw.NODE_ENV,
    apiPort: raw.API_PORT,
    apiHost: raw.API_HOST,
    dataDir: raw.DATA_DIR,
    databaseUrl: raw.DATABASE_URL,
    jwtSecret: raw.JWT_SECRET ?? resolveJwtSecret(raw.DATA_DIR),
    accessTokenTtlSeconds: raw.ACCESS_TOKEN_TTL_SECONDS,
    sandboxEnabled,
    qaToken: sandboxEnabled ? raw.QA_TOKEN : undefined,
    previewSecret: raw.PREVIEW_SECRET,
    cookieSecure: raw.COOKIE_SECURE,
    trustProxy: raw.TRUST_PROXY ?? false,
    trustedProxies: raw.TRUSTED_PROXIES.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    rateLimitMultiplier: raw.RATE_LIMIT_MULTIPLIER,
    signInLimits: { perEmail: raw.SIGN_IN_LIMIT_PER_EMAIL, perClient: raw.SIGN_IN_LIMIT_PER_CLIENT },
    argon2: { memoryKib: raw.ARGON2_MEMORY_KIB, iterations: raw.ARGON2_ITERATIONS },
    promptPay: {
      billerId: raw.PROMPTPAY_BILLER_ID,
      merchantName: raw.PROMPTPAY_MERCHANT_NAME,
      merchantCity: raw.PROMPTPAY_MERCHANT_CITY,
    },
    publicOrigin: raw.PUBLIC_ORIGIN,
    mail: { smtp: smtpSettings(raw), from: raw.MAIL_FROM },
  };
}

function smtpSettings(raw: z.infer<typeof rawEnvSchema>): SmtpSettings | undefined {
  if (!raw.SMTP_HOST) return undefined;
  const secure = raw.SMTP_SECURE ?? false;
  return {
    host: raw.SMTP_HOST,
    port: raw.SMTP_PORT ?? (secure ? 465 : 587),
    secure,
    auth: raw.SMTP_USER && raw.SMTP_PASSWORD ? { user: raw.SMTP_USER, pass: raw.SMTP_PASSWORD } : undefined,
  };
}

let cached: BackendEnv | undefined;

/** The process environment, parsed once. */
export function getEnv(): BackendEnv {
  cached ??= parseEnv(process.env);
  return cached;
}
