import { describe, expect, it } from 'vitest';
import { parseServerEnv } from '@/lib/env';

describe('storefront environment', () => {
  it('closes the QA and preview surfaces in production unless turned on', () => {
    expect(parseServerEnv({ NODE_ENV: 'production' })).toMatchObject({ ENABLE_SANDBOX: false, ENABLE_PREVIEW: false });
    expect(parseServerEnv({ NODE_ENV: 'production', ENABLE_SANDBOX: 'true' })).toMatchObject({ ENABLE_SANDBOX: true });
  });

  it('opens them elsewhere unless turned off', () => {
    expect(parseServerEnv({ NODE_ENV: 'development' })).toMatchObject({ ENABLE_SANDBOX: true, ENABLE_PREVIEW: true });
    expect(parseServerEnv({ NODE_ENV: 'test', ENABLE_PREVIEW: 'false' })).toMatchObject({ ENABLE_PREVIEW: false });
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
});
