import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { devJwtSecret, parseEnv } from '@/backend/env';
import { createDb, type DbHandle } from '@/backend/db/client';
import { prepareDatabase } from '@/backend/db/prepare';
import { users } from '@/backend/db/schema';
import { DEMO_MEMBERS } from '@/backend/seed/members';
import { testEnv } from './harness';

describe('parseEnv', () => {
  it('has the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      apiPort: 4000,
      dataDir: '.data',
      databaseUrl: undefined,
      accessTokenTtlSeconds: 900,
      sandboxEnabled: true,
      cookieSecure: undefined,
    });
    expect(env.jwtSecret).toBe(devJwtSecret('.data'));
    expect(parseEnv({ DATA_DIR: '/tmp/other' }).jwtSecret).not.toBe(env.jwtSecret);
  });

  it('turns the sandbox off in production and requires a JWT secret there', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const env = parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) });
    expect(env.sandboxEnabled).toBe(false);
    expect(
      parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SANDBOX_ENABLED: 'true' }).sandboxEnabled,
    ).toBe(true);
  });

  it('reads overrides and rejects bad values', () => {
    const env = parseEnv({
      API_PORT: '4100',
      ACCESS_TOKEN_TTL_SECONDS: '5',
      COOKIE_SECURE: 'true',
      SANDBOX_ENABLED: 'false',
    });
    expect(env).toMatchObject({ apiPort: 4100, accessTokenTtlSeconds: 5, cookieSecure: true, sandboxEnabled: false });
    expect(() => parseEnv({ API_PORT: 'abc' })).toThrow(/API_PORT/);
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
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
  });
});
