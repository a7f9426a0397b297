import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FlagsClient, type FlagsSdk } from '@/lib/flags/client';
import { readFlagsConsent } from '@/lib/flags/consent';
import {
  CUSTOM_DATA_SLOTS,
  FLAG_ERRORS,
  FLAGS_CONSENT_KEY,
  FLAGS_REQUEST_TIMEOUT_MS,
  LEGAL_CONSENT_KEY,
  VISIT_DURATION_MINUTES,
} from '@/lib/flags/constants';
import { flagsSettings, startFlags } from '@/lib/flags';
import { generateVisitorCode, isValidVisitorCode } from '@/lib/flags/visitor-code';
import { connectMonitoring, resetMonitoring } from '@/lib/monitoring';

const reported: Array<{ kind: string; value: unknown; source?: string }> = [];
beforeEach(() => {
  reported.length = 0;
  resetMonitoring();
  connectMonitoring({
    captureException: (error, context) => reported.push({ kind: 'error', value: error, source: context.source }),
    captureMessage: (message, context) => reported.push({ kind: 'message', value: message, source: context.source }),
  });
});
afterEach(() => resetMonitoring());

function fakeSdk(overrides: Partial<FlagsSdk> = {}) {
  const calls: { addData: unknown[][]; consent: unknown[][] } = { addData: [], consent: [] };
  const sdk: FlagsSdk = {
    initialize: async () => true,
    isFeatureFlagActive: ({ featureKey }) => featureKey === 'on-flag',
    addData: (...args) => void calls.addData.push(args),
    setLegalConsent: (...args) => void calls.consent.push(args),
    ...overrides,
  };
  return { sdk, calls };
}

const options = (consent = true) => ({
  visitorCode: 'abcdefgh12345678',
  consent,
  country: 'th',
  customData: (slot: number, value: string) => ({ slot, value }),
});

describe('visitor code', () => {
  it('is 16 lower-case letters and digits', () => {
    for (let i = 0; i < 50; i += 1) expect(generateVisitorCode()).toMatch(/^[a-z0-9]{16}$/);
  });

  it('skips bytes that would bias the alphabet and still fills 16 characters', () => {
    let call = 0;
    const random = (bytes: Uint8Array) => {
      call += 1;
      bytes.fill(call === 1 ? 255 : 1);
      return bytes;
    };
    expect(generateVisitorCode(random)).toBe('b'.repeat(16));
  });

  it.each([
    ['abc123', true],
    ['a'.repeat(255), true],
    ['a'.repeat(256), false],
    ['', false],
    ['ABC123', false],
    ['abc-123', false],
    [undefined, false],
  ])('keeps a stored code %j: %s', (value, valid) => {
    expect(isValidVisitorCode(value)).toBe(valid);
  });
});

describe('consent', () => {
  const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });

  it('reads the stored consent first', () => {
    expect(readFlagsConsent(storage({ [FLAGS_CONSENT_KEY]: 'true' }), 'v1')).toBe(true);
    expect(
      readFlagsConsent(
        storage({ [FLAGS_CONSENT_KEY]: 'false', [LEGAL_CONSENT_KEY]: '{"v1":{"abTesting":true}}' }),
        'v1',
      ),
    ).toBe(false);
  });

  it('falls back to the legal-consent A/B-testing flag of this visitor code', () => {
    const legal = JSON.stringify({ v1: { abTesting: true }, v2: { abTesting: false } });
    expect(readFlagsConsent(storage({ [LEGAL_CONSENT_KEY]: legal }), 'v1')).toBe(true);
    expect(readFlagsConsent(storage({ [LEGAL_CONSENT_KEY]: legal }), 'v2')).toBe(false);
    expect(readFlagsConsent(storage({ [LEGAL_CONSENT_KEY]: legal }), 'v3')).toBe(false);
  });

  it('means no consent when absent, malformed or not a boolean', () => {
    expect(readFlagsConsent(storage({}), 'v1')).toBe(false);
    expect(readFlagsConsent(null, 'v1')).toBe(false);
    expect(readFlagsConsent(storage({ [LEGAL_CONSENT_KEY]: '{oops' }), 'v1')).toBe(false);
    expect(readFlagsConsent(storage({ [LEGAL_CONSENT_KEY]: '{"v1":{"abTesting":"yes"}}' }), 'v1')).toBe(false);
  });
});

describe('client states', () => {
  it('is not ready before initialize: checks answer false and report it', () => {
    const client = new FlagsClient(fakeSdk().sdk, options());
    expect(client.current).toBe('not-ready');
    expect(client.isActive('on-flag')).toBe(false);
    expect(reported).toContainEqual({ kind: 'message', value: FLAG_ERRORS.notReady, source: 'flags' });
  });

  it('is ready after a successful initialize and then answers from the SDK', async () => {
    const { sdk } = fakeSdk();
    const client = new FlagsClient(sdk, options());
    const states: string[] = [];
    client.subscribe((state) => states.push(state));
    expect(await client.initialize()).toBe(true);
    expect(client.current).toBe('ready');
    expect(states).toEqual(['ready']);
    expect(client.isActive('on-flag')).toBe(true);
    expect(client.isActive('off-flag')).toBe(false);
  });

  it('goes back to not ready when initialize fails, and reports it', async () => {
    let fail = false;
    const { sdk } = fakeSdk({ initialize: async () => (fail ? Promise.reject(new Error('offline')) : true) });
    const client = new FlagsClient(sdk, options());
    await client.initialize();
    fail = true;
    expect(await client.initialize()).toBe(false);
    expect(client.current).toBe('not-ready');
    expect(client.isActive('on-flag')).toBe(false);
    expect(reported.some((r) => r.kind === 'error' && (r.value as Error).message === 'offline')).toBe(true);
  });

  it('answers false and reports when a check throws', async () => {
    const boom = new Error('evaluation failed');
    const { sdk } = fakeSdk({
      isFeatureFlagActive: () => {
        throw boom;
      },
    });
    const client = new FlagsClient(sdk, options());
    await client.initialize();
    expect(client.isActive('on-flag')).toBe(false);
    expect(reported).toContainEqual({ kind: 'error', value: boom, source: 'flags' });
  });

  it('sends only the country, upper-case, in its slot, after initialization', async () => {
    const { sdk, calls } = fakeSdk();
    const client = new FlagsClient(sdk, options());
    expect(calls.addData).toHaveLength(0);
    await client.initialize();
    expect(calls.addData).toEqual([['abcdefgh12345678', { slot: CUSTOM_DATA_SLOTS.country, value: 'TH' }]]);
  });

  it('does not track without consent', async () => {
    const isFeatureFlagActive = vi.fn(() => true);
    const { sdk, calls } = fakeSdk({ isFeatureFlagActive });
    const client = new FlagsClient(sdk, options(false));
    await client.initialize();
    client.isActive('on-flag');
    expect(isFeatureFlagActive).toHaveBeenCalledWith({
      visitorCode: 'abcdefgh12345678',
      featureKey: 'on-flag',
      track: false,
    });
    expect(calls.consent).toEqual([['abcdefgh12345678', false]]);
  });

  it('has the configured slots and constants', () => {
    expect(CUSTOM_DATA_SLOTS).toEqual({
      tier: 0,
      country: 3,
      platform: 5,
      appPlatform: 6,
      version: 7,
      key: 8,
      brandCode: 9,
      pagePath: 10,
    });
    expect(FLAGS_REQUEST_TIMEOUT_MS).toBe(20_000);
    expect(VISIT_DURATION_MINUTES).toBe(29);
  });
});

describe('settings', () => {
  it('updates every 5 minutes through the country’s network domain in production', () => {
    expect(flagsSettings({ siteCode: 's', environment: 'production', stubMode: false, country: 'th' })).toEqual({
      environment: 'production',
      updateInterval: 5,
      requestTimeout: 20_000,
      networkDomain: 'kameleoon.halcyonbeauty.co.th',
    });
  });

  it('updates every minute on the default domains elsewhere', () => {
    const settings = flagsSettings({ siteCode: 's', environment: 'staging', stubMode: false, country: 'sg' });
    expect(settings).toEqual({ environment: 'staging', updateInterval: 1, requestTimeout: 20_000 });
  });

  it('creates nothing and reports when the site code or environment is missing', async () => {
    for (const config of [
      { siteCode: undefined, environment: 'production' },
      { siteCode: 'abc', environment: undefined },
    ]) {
      reported.length = 0;
      const client = await startFlags({ ...config, stubMode: true, country: 'sg' });
      expect(client.current).toBe('not-ready');
      expect(reported).toEqual([{ kind: 'message', value: FLAG_ERRORS.missingConfig, source: 'flags' }]);
    }
  });
});

describe('stub mode', () => {
  it('counts the stub as ready and answers false without calling it', async () => {
    const isFeatureFlagActive = vi.fn(() => true);
    const { sdk, calls } = fakeSdk({ initialize: async () => false, isFeatureFlagActive });
    const client = new FlagsClient(sdk, { ...options(), stub: true });
    expect(client.isActive('on-flag')).toBe(false);
    expect(await client.initialize()).toBe(true);
    expect(client.current).toBe('ready');
    expect(client.isActive('on-flag')).toBe(false);
    expect(isFeatureFlagActive).not.toHaveBeenCalled();
    expect(calls.addData).toEqual([]);
  });
});
