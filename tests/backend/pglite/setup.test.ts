import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { JWT_SECRET_FILE, parseEnv } from '@/backend/env';
import { createDb, type DbHandle } from '@/backend/db/client';
import { prepareDatabase } from '@/backend/seed/prepare';
import { users } from '@/backend/db/schema';
import { DEMO_MEMBERS } from '@/backend/seed/members';
import { testEnv } from '../harness';

describe('parseEnv', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'hb-env-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('has the documented defaults: no sandbox, no fault switch, cookies decided per request', () => {
    const env = parseEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({
      apiPort: 4000,
      dataDir: dir,
      databaseUrl: undefined,
      accessTokenTtlSeconds: 900,
      sandboxEnabled: false,
      qaToken: undefined,
      cookieSecure: undefined,
      trustProxy: false,
    });
  });

  it('keeps the sandbox closed in every mode unless it is switched on, and then needs a QA credential', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      expect(parseEnv({ NODE_ENV, DATA_DIR: dir }).sandboxEnabled).toBe(false);
    }
    expect(() => parseEnv({ DATA_DIR: dir, SANDBOX_ENABLED: 'true' })).toThrow(/QA_TOKEN/);
    expect(() => parseEnv({ DATA_DIR: dir, SANDBOX_ENABLED: 'true', QA_TOKEN: 'short' })).toThrow(/QA_TOKEN/);
    const env = parseEnv({ DATA_DIR: dir, SANDBOX_ENABLED: 'true', QA_TOKEN: 'q'.repeat(32) });
    expect(env).toMatchObject({ sandboxEnabled: true, qaToken: 'q'.repeat(32) });
    // A QA credential without the switch opens nothing.
    expect(parseEnv({ DATA_DIR: dir, QA_TOKEN: 'q'.repeat(32) })).toMatchObject({
      sandboxEnabled: false,
      qaToken: undefined,
    });
  });

  it('generates a random JWT secret on first start, keeps it owner-only in the data directory, and reuses it', () => {
    const first = parseEnv({ DATA_DIR: dir });
    const file = path.join(dir, JWT_SECRET_FILE);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseEnv({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);

    // Another data directory at a guessable path gets its own unrelated secret.
    const other = mkdtempSync(path.join(tmpdir(), 'hb-env-'));
    try {
      expect(parseEnv({ DATA_DIR: other }).jwtSecret).not.toBe(first.jwtSecret);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('tightens a secret file that others could read', () => {
    const file = path.join(dir, JWT_SECRET_FILE);
    writeFileSync(file, 's'.repeat(40), { mode: 0o644 });
    chmodSync(file, 0o644);
    expect(parseEnv({ DATA_DIR: dir }).jwtSecret).toBe('s'.repeat(40));
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('uses a given JWT_SECRET and writes no file', () => {
    const env = parseEnv({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) });
    expect(env.jwtSecret).toBe('x'.repeat(32));
    expect(existsSync(path.join(dir, JWT_SECRET_FILE))).toBe(false);
  });

  it('reads overrides and rejects bad values', () => {
    const env = parseEnv({
      DATA_DIR: dir,
      API_PORT: '4100',
      ACCESS_TOKEN_TTL_SECONDS: '5',
      COOKIE_SECURE: 'true',
      SANDBOX_ENABLED: 'false',
      TRUST_PROXY: 'true',
    });
    expect(env).toMatchObject({
      apiPort: 4100,
      accessTokenTtlSeconds: 5,
      cookieSecure: true,
      sandboxEnabled: false,
      trustProxy: true,
    });
    expect(() => parseEnv({ DATA_DIR: dir, API_PORT: 'abc' })).toThrow(/API_PORT/);
    expect(() => parseEnv({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => parseEnv({ DATA_DIR: dir, DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

describe('prepareDatabase', () => {
  let handle: DbHandle;
  beforeAll(() => {
    handle = createDb({ memory: true });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('migrates and seeds an empty database once', async () => {
    const { argon2 } = testEnv();
    expect(await prepareDatabase(handle.db, { argon2 })).toEqual({ seeded: true });
    const [first] = await handle.db.select({ value: count() }).from(users);
    expect(first?.value).toBe(DEMO_MEMBERS.length);
    expect(await prepareDatabase(handle.db, { argon2 })).toEqual({ seeded: false });
    const [second] = await handle.db.select({ value: count() }).from(users);
    expect(second?.value).toBe(DEMO_MEMBERS.length);
    // Migrating and seeding every country is what other files do in their beforeAll: the same allowance.
  }, 180_000);
});
