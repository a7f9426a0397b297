import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from '@/lib/api/bag';
import { randomId } from '@/lib/api/client/session';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

/** What a page served over plain http has: random values, but no `crypto.randomUUID`. */
function plainHttpCrypto() {
  const real = globalThis.crypto;
  vi.stubGlobal('crypto', { getRandomValues: (a: Uint8Array) => real.getRandomValues(a) });
}

describe('randomId', () => {
  it('is crypto.randomUUID where the context has it', () => {
    const randomUUID = vi.fn(() => '00000000-0000-4000-8000-000000000000' as const);
    vi.stubGlobal('crypto', { randomUUID, getRandomValues: () => new Uint8Array(16) });
    expect(randomId()).toBe('00000000-0000-4000-8000-000000000000');
    expect(randomUUID).toHaveBeenCalledOnce();
  });

  it('makes a v4 UUID even where crypto.randomUUID is missing (plain-http pages)', () => {
    plainHttpCrypto();
    const ids = new Set(Array.from({ length: 200 }, () => randomId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('does the same in the build of uuid that browsers load', async () => {
    const browserBuild = path.resolve('node_modules/uuid/dist/index.js');
    const { v4 } = (await import(/* @vite-ignore */ browserBuild)) as { v4: () => string };
    plainHttpCrypto();
    const ids = new Set(Array.from({ length: 50 }, () => v4()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(UUID_V4);
  });

  it('gives each bag write attempt its own key, plain http or not', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    plainHttpCrypto();
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });
});
