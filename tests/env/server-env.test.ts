import { describe, expect, it } from 'vitest';
import { parseServerEnv, redisUrlFrom } from '@/lib/env-schema';

describe('storefront environment', () => {
  it('closes the QA and preview surfaces in every mode unless turned on', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'production']) {
      expect(parseServerEnv({ NODE_ENV })).toMatchObject({ ENABLE_SANDBOX: false, ENABLE_PREVIEW: false });
    }
    expect(parseServerEnv({ NODE_ENV: 'production', ENABLE_SANDBOX: 'true' })).toMatchObject({ ENABLE_SANDBOX: true });
    const secret = 'p'.repeat(32);
    expect(parseServerEnv({ ENABLE_PREVIEW: 'true', PREVIEW_SECRET: secret })).toMatchObject({
      ENABLE_SANDBOX: false,
      ENABLE_PREVIEW: true,
      PREVIEW_SECRET: secret,
    });
    expect(parseServerEnv({ NODE_ENV: 'test', ENABLE_PREVIEW: 'false' })).toMatchObject({ ENABLE_PREVIEW: false });
  });

  it('keeps preview closed without its secret, and keeps the secret only while preview is on', () => {
    expect(parseServerEnv({ ENABLE_PREVIEW: 'true' })).toMatchObject({ ENABLE_PREVIEW: false });
    expect(parseServerEnv({ PREVIEW_SECRET: 'p'.repeat(32) })).toMatchObject({ ENABLE_PREVIEW: false });
    expect(parseServerEnv({ PREVIEW_SECRET: 'p'.repeat(32) }).PREVIEW_SECRET).toBeUndefined();
    expect(() => parseServerEnv({ ENABLE_PREVIEW: 'true', PREVIEW_SECRET: 'short' })).toThrow(/32 characters/);
  });

  it('believes forwarded headers only behind a proxy it is told about', () => {
    expect(parseServerEnv({}).TRUST_PROXY).toBe(false);
    expect(parseServerEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });

  it('reaches the embedded API on API_PORT unless API_ORIGIN says otherwise', () => {
    expect(parseServerEnv({}).API_ORIGIN).toBe('http://127.0.0.1:4000');
    expect(parseServerEnv({ API_PORT: '4100' }).API_ORIGIN).toBe('http://127.0.0.1:4100');
    expect(parseServerEnv({ API_ORIGIN: 'https://api.example.com' }).API_ORIGIN).toBe('https://api.example.com');
  });

  it('refuses malformed values', () => {
    expect(() => parseServerEnv({ API_ORIGIN: 'not a url' })).toThrow();
    expect(() => parseServerEnv({ ENABLE_SANDBOX: 'yes' })).toThrow();
  });

  it('takes a Redis address for the shared cache, and nothing else', () => {
    expect(redisUrlFrom({})).toBeUndefined();
    expect(redisUrlFrom({ REDIS_URL: '' })).toBeUndefined();
    expect(redisUrlFrom({ REDIS_URL: 'redis://cache.internal:6379/0' })).toBe('redis://cache.internal:6379/0');
    expect(redisUrlFrom({ REDIS_URL: 'rediss://user:secret@cache.internal:6380' })).toBe(
      'rediss://user:secret@cache.internal:6380',
    );
    expect(() => redisUrlFrom({ REDIS_URL: 'http://cache.internal:6379' })).toThrow(/redis:\/\/ or rediss:\/\//);
    expect(() => redisUrlFrom({ REDIS_URL: 'cache.internal:6379' })).toThrow();
  });
});
