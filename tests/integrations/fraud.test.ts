import { describe, expect, it } from 'vitest';
import {
  FRAUD_RETRY_DELAYS_S,
  FRAUD_TOKEN_MAX_AGE_DAYS,
  fraudScriptUrl,
  isValidFraudToken,
  loadWithRetries,
  needsFraudScript,
} from '@/lib/fraud';

describe('fraud prevention', () => {
  it.each([
    ['/checkout', true],
    ['/sign_in', true],
    ['/register', true],
    ['/', false],
    ['/cart', false],
    ['/products/lip-oil', false],
  ])('%s needs the script: %s', (path, expected) => {
    expect(needsFraudScript(path)).toBe(expected);
  });

  it('retries after 5, 10, 15, 30 and 60 seconds, then gives up silently', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const loaded = await loadWithRetries('https://cdn.test/x.js', {
      inject: async () => {
        attempts += 1;
        throw new Error('unreachable');
      },
      wait: async (ms) => void waits.push(ms),
    });
    expect(loaded).toBe(false);
    expect(attempts).toBe(6);
    expect(waits).toEqual([5_000, 10_000, 15_000, 30_000, 60_000]);
    expect(FRAUD_RETRY_DELAYS_S).toEqual([5, 10, 15, 30, 60]);
  });

  it('stops retrying once the script loads', async () => {
    const waits: number[] = [];
    let attempts = 0;
    const loaded = await loadWithRetries('https://cdn.test/x.js', {
      inject: async () => {
        attempts += 1;
        if (attempts < 3) throw new Error('flaky');
      },
      wait: async (ms) => void waits.push(ms),
    });
    expect(loaded).toBe(true);
    expect(waits).toEqual([5_000, 10_000]);
  });

  it('builds the script address from the site id and keeps the token 400 days', () => {
    expect(fraudScriptUrl('hb-forter-sg')).toBe('https://cdn4.forter.com/hb-forter-sg/script.js');
    expect(fraudScriptUrl('a b', '/fraud-stand-in/{siteId}/script.js')).toBe('/fraud-stand-in/a%20b/script.js');
    expect(FRAUD_TOKEN_MAX_AGE_DAYS).toBe(400);
  });

  it('accepts only plausible tokens', () => {
    expect(isValidFraudToken('standin-hb-forter-sg-0a1b2c')).toBe(true);
    expect(isValidFraudToken('')).toBe(false);
    expect(isValidFraudToken('x'.repeat(513))).toBe(false);
    expect(isValidFraudToken('<script>')).toBe(false);
    expect(isValidFraudToken(42)).toBe(false);
  });
});
