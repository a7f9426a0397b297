import { describe, expect, it } from 'vitest';
import { applyQaOverrides, shellConfig } from '@/lib/app-shell/config';
import { buildIdFrom, parseIntegrationsEnv } from '@/lib/env-schema';
import { VENDOR_ORIGINS } from '@/lib/security/vendor-origins';

const layout = {
  forterSiteId: 'hb-forter-th',
  smartLinkExemptedPaths: [{ type: 'absolute' as const, value: '/about' }],
};

describe('integration settings', () => {
  it('reads per-country tag-manager ids, flags, error reporting and cookie domain', () => {
    const env = parseIntegrationsEnv({
      NODE_ENV: 'production',
      NEXT_PUBLIC_GTM_ID: 'GTM-SHARED',
      NEXT_PUBLIC_GTM_ID_TH: ' GTM-THAI ',
      NEXT_PUBLIC_KAMELEOON_SITE_CODE: 'abc123',
      NEXT_PUBLIC_KAMELEOON_ENVIRONMENT: 'production',
      NEXT_PUBLIC_SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2',
      NEXT_PUBLIC_SENTRY_MAX_EVENTS: '25',
      NEXT_PUBLIC_COOKIE_DOMAIN: '.halcyonbeauty.co.th',
    });
    expect(env.gtmIds).toEqual({ th: 'GTM-THAI' });
    expect(env.sentry).toEqual({
      browserDsn: 'https://key@o1.ingest.sentry.io/2',
      serverDsn: 'https://key@o1.ingest.sentry.io/2',
      environment: 'production',
      maxEvents: 25,
    });
    const config = shellConfig(env, 'th', 'th', layout);
    expect(config.gtm).toEqual({ perCountry: { th: 'GTM-THAI' }, shared: 'GTM-SHARED' });
    expect(config.fraud).toEqual({ siteId: 'hb-forter-th', scriptUrl: undefined });
    expect(config.exemptedPaths).toEqual(layout.smartLinkExemptedPaths);
    // Another country's page does not carry Thailand's id.
    expect(shellConfig(env, 'sg', 'en', layout).gtm.perCountry).toEqual({});
  });

  it('defaults to nothing configured: 10 events, no DSN, no flags', () => {
    const env = parseIntegrationsEnv({ NEXT_PUBLIC_SENTRY_DSN: '  ' });
    expect(env.sentry.maxEvents).toBe(10);
    expect(env.sentry.browserDsn).toBeUndefined();
    expect(env.kameleoon).toEqual({ siteCode: undefined, environment: undefined, stubMode: false });
  });

  it('refuses more than 100 events per session', () => {
    expect(() => parseIntegrationsEnv({ NEXT_PUBLIC_SENTRY_MAX_EVENTS: '101' })).toThrow();
  });

  it('takes a safe build id', () => {
    expect(buildIdFrom({ BUILD_ID: 'b1a2c3' })).toBe('b1a2c3');
    expect(buildIdFrom({ BUILD_ID: '../../etc' })).toBe('development');
    expect(buildIdFrom({})).toBe('development');
  });
});

describe('QA overrides', () => {
  const base = shellConfig(parseIntegrationsEnv({}), 'sg', 'en', layout);

  it('switch this browser to a flags stub, a test DSN and the local fraud stand-in', () => {
    const config = applyQaOverrides(base, {
      kameleoon: { siteCode: 'qa', environment: 'qa', stubMode: true },
      sentryDsn: 'https://k@o0.ingest.sentry.io/1',
      fraudScriptUrl: '/fraud-stand-in/{siteId}/script.js',
    });
    expect(config.kameleoon).toEqual({ siteCode: 'qa', environment: 'qa', stubMode: true });
    expect(config.sentry.dsn).toBe('https://k@o0.ingest.sentry.io/1');
    expect(config.fraud.scriptUrl).toBe('/fraud-stand-in/{siteId}/script.js');
  });

  it('never load a script from another origin', () => {
    for (const url of ['https://evil.test/x.js', '//evil.test/x.js', 'javascript:alert(1)']) {
      expect(applyQaOverrides(base, { fraudScriptUrl: url }).fraud.scriptUrl).toBeUndefined();
    }
    expect(applyQaOverrides(base, undefined)).toBe(base);
  });
});

describe('vendor origins', () => {
  it('name every vendor the integrations reach, https only', () => {
    const all = Object.values(VENDOR_ORIGINS).flat();
    expect(all.every((origin) => origin.startsWith('https://'))).toBe(true);
    expect(VENDOR_ORIGINS['script-src']).toEqual(
      expect.arrayContaining(['https://www.googletagmanager.com', 'https://cdn4.forter.com']),
    );
    expect(VENDOR_ORIGINS['connect-src']).toEqual(
      expect.arrayContaining([
        'https://sdk-config.kameleoon.eu',
        'https://data.kameleoon.io',
        'https://sdk-config.kameleoon.halcyonbeauty.co.th',
        'https://*.ingest.sentry.io',
      ]),
    );
  });
});
