import { parseSetCookie, type Cookie } from 'set-cookie-parser';
import { API_BASE_PATH, type BackendApp, createApp } from '@/backend/app';
import { createDb, type DbHandle, type DbKind } from '@/backend/db/client';
import { type BackendEnv, parseEnv } from '@/backend/env';
import { QA_TOKEN_HEADER } from '@/backend/sandbox/qa-credential';
import { PREVIEW_CREDENTIAL_HEADER, previewCredential } from '@/contract/preview-credential';
import type { Db } from '@/backend/types';
import { inject } from 'vitest';
import { readSeedSnapshot, TEST_ARGON2, type SeedKind } from '@/scripts/lib/seed-snapshots';
import { createPostgresTestDatabase } from './postgres';

export const DEFAULT_TEST_HEADERS: Readonly<Record<string, string>> = {
  'X-Site-Country': 'sg',
  'Accept-Language': 'en-SG',
};

/** One cookie a response sets, as set-cookie-parser reads it; the absent flags read as false. */
export type ParsedCookie = Cookie & { httpOnly: boolean; secure: boolean };

/** Every Set-Cookie of a response, by cookie name. */
export function responseCookies(response: Response): Map<string, ParsedCookie> {
  return new Map(
    parseSetCookie(response).map((cookie) => [
      cookie.name,
      { ...cookie, httpOnly: cookie.httpOnly === true, secure: cookie.secure === true },
    ]),
  );
}

/** A browser-like cookie store: keeps what responses set, drops what they expire. */
export class CookieJar {
  readonly #cookies = new Map<string, string>();

  store(response: Response): this {
    for (const cookie of responseCookies(response).values()) {
      const expired =
        cookie.maxAge !== undefined ? cookie.maxAge <= 0 : cookie.expires !== undefined && cookie.expires <= new Date();
      if (expired) this.#cookies.delete(cookie.name);
      else this.#cookies.set(cookie.name, cookie.value);
    }
    return this;
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  set(name: string, value: string): this {
    this.#cookies.set(name, value);
    return this;
  }

  delete(name: string): this {
    this.#cookies.delete(name);
    return this;
  }

  has(name: string): boolean {
    return this.#cookies.has(name);
  }

  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface TestRequestInit extends Omit<RequestInit, 'headers' | 'body'> {
  headers?: Record<string, string>;
  /** Serialised as the JSON body, with Content-Type application/json. */
  json?: unknown;
  body?: string;
  /** Sends the jar's cookies and stores the response's. */
  jar?: CookieJar;
  /** Leave out the default X-Site-Country and Accept-Language headers. */
  noLocale?: boolean;
  /** Leave out the QA credential that `sandbox/*` calls otherwise carry. */
  anonymous?: boolean;
}

export interface TestApp {
  app: BackendApp;
  db: Db;
  env: BackendEnv;
  /** The database the app runs on. */
  kind: DbKind;
  /** On Postgres, the database's URL, for another process to open it too. */
  databaseUrl?: string;
  /** Rows of a raw SQL query, whichever driver runs it (PGlite answers `{ rows }`, postgres-js an array). */
  rows<T>(query: Parameters<Db['execute']>[0]): Promise<T[]>;
  /** `path` is relative to /api/web/v1 unless it starts with `/api/` or is `/health`. */
  request(path: string, init?: TestRequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  seed?: 'members' | 'all' | false;
  env?: Record<string, string>;
  /** A Postgres cluster of the test's own, in place of TEST_DATABASE_URL's. */
  clusterUrl?: string;
  /**
   * On Postgres, how many API nodes `request` takes turns with: apps of their own, each with its
   * own connection pool and in-process state, on the one database, as behind a balancer. PGlite is
   * one process's database: one node.
   */
  apiNodes?: number;
}

/** The QA credential of test apps; `request` sends it on `sandbox/*` calls unless told not to. */
export const TEST_QA_TOKEN = 'test-qa-token-test-qa-token-0123456789';
export const TEST_PREVIEW_SECRET = 'test-preview-secret-test-preview-0123456789';

/** Cheap hashing and a fixed secret keep tests fast and deterministic. */
export function testEnv(overrides: Record<string, string> = {}): BackendEnv {
  return parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: '.data/test-unused',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ARGON2_MEMORY_KIB: String(TEST_ARGON2.memoryKib),
    ARGON2_ITERATIONS: String(TEST_ARGON2.iterations),
    SANDBOX_ENABLED: 'true',
    QA_TOKEN: TEST_QA_TOKEN,
    PREVIEW_SECRET: TEST_PREVIEW_SECRET,
    // Test requests stand for the storefront's forwarder, which sets X-Forwarded-*.
    TRUST_PROXY: 'true',
    // Suites sign in far more often than a person; the limits have their own tests.
    SIGN_IN_LIMIT_PER_EMAIL: '100000',
    SIGN_IN_LIMIT_PER_CLIENT: '100000',
    // Every request of a suite comes from one address; limit tests set it back to 1.
    RATE_LIMIT_MULTIPLIER: '1000',
    ...overrides,
  });
}

export function apiPath(path: string): string {
  if (path.startsWith('/api/') || path === '/health') return path;
  return `${API_BASE_PATH}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The seeded copy to open: made once per run by tests/backend/global-setup.ts. */
function seededCopy(seed: CreateTestAppOptions['seed'] & {}): Blob {
  const kind: SeedKind = seed === false ? 'none' : seed;
  const copy = readSeedSnapshot(inject('seedSnapshots'), kind);
  if (!copy) throw new Error('no seeded database copies: run the backend tests through vitest.config.mts');
  return copy;
}

/**
 * A fresh database behind a new app, migrated and optionally seeded: a copy of a seeded in-memory
 * PGlite, or, when TEST_DATABASE_URL is set, a database of its own in that Postgres cluster
 * (dropped on close).
 */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const env = testEnv(options.env);
  const seed = options.seed ?? 'members';
  const baseUrl = options.clusterUrl ?? process.env.TEST_DATABASE_URL;
  let handle: DbHandle;
  let drop = async () => {};
  let databaseUrl: string | undefined;
  if (baseUrl) {
    const database = await createPostgresTestDatabase(baseUrl, seed, env.argon2);
    handle = createDb({ url: database.url });
    drop = database.drop;
    databaseUrl = database.url;
  } else {
    handle = createDb({ memory: true, copyOf: seededCopy(seed) });
  }
  const app = createApp({ db: handle.db, env });
  const sharedUrl = databaseUrl;
  const otherNodes = sharedUrl
    ? Array.from({ length: (options.apiNodes ?? 1) - 1 }, () => createDb({ url: sharedUrl }))
    : [];
  const nodes = [app, ...otherNodes.map((other) => createApp({ db: other.db, env }))];
  let turn = 0;

  const request = async (path: string, init: TestRequestInit = {}): Promise<Response> => {
    const { headers: extra, json, body, jar, noLocale, anonymous, ...rest } = init;
    const headers: Record<string, string> = { ...(noLocale ? {} : DEFAULT_TEST_HEADERS) };
    if (!anonymous && env.qaToken && /^\/?sandbox(\/|\?|$)/.test(path.replace(/^\/api\/web\/v1/, ''))) {
      headers[QA_TOKEN_HEADER] = env.qaToken;
    }
    // As the storefront's preview pages do; `anonymous` stands for anybody else.
    if (!anonymous && env.previewSecret) headers[PREVIEW_CREDENTIAL_HEADER] = previewCredential(env.previewSecret);
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    if (jar && jar.header()) headers.Cookie = jar.header();
    Object.assign(headers, extra);
    const node = nodes[turn++ % nodes.length]!;
    const response = await node.request(apiPath(path), {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : body,
    });
    jar?.store(response);
    return response;
  };

  const close = async () => {
    await Promise.all(otherNodes.map((other) => other.close()));
    await handle.close();
    await drop();
  };
  const rows = async <T>(query: Parameters<Db['execute']>[0]): Promise<T[]> => {
    const result: unknown = await handle.db.execute(query);
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  };
  return { app, db: handle.db, env, kind: handle.kind, databaseUrl, rows, request, close };
}

/**
 * Signs up as a shopper does: POST users (202), then the link of the mail it sends (POST
 * users/confirm), whose answer — the session, 201 — is returned. A refused sign-up's own answer
 * (400, 422, 429) is returned as it is.
 */
export async function signUp(
  t: TestApp,
  body: { email: string; [field: string]: unknown },
  jar?: CookieJar,
): Promise<Response> {
  const accepted = await t.request('/users', { method: 'POST', json: body });
  if (accepted.status !== 202) return accepted;
  const mail = (await (await t.request(`/sandbox/mail?to=${encodeURIComponent(body.email)}`)).json()) as {
    data: Array<{ kind: string; token: string | null }>;
  };
  const token = mail.data.find((message) => message.kind === 'registration_confirm')?.token;
  if (!token) return new Response(JSON.stringify({ error: { code: 'email_taken' } }), { status: 409 });
  return t.request('/users/confirm', { method: 'POST', json: { token }, jar });
}
