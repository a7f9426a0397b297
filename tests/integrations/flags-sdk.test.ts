// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { startFlags } from '@/lib/flags';
import { VISITOR_CODE_COOKIE } from '@/lib/flags/constants';
import { flagValue } from '@/lib/flags/store';
import { connectMonitoring, resetMonitoring } from '@/lib/monitoring';

afterEach(() => resetMonitoring());

describe('the vendor SDK', () => {
  it('in stub mode: not ready before initialize, ready after, checks answer false without errors', async () => {
    const messages: unknown[] = [];
    connectMonitoring({ captureException: (e) => messages.push(e), captureMessage: (m) => messages.push(m) });
    expect(flagValue('product-card-spotlight', false)).toBe(false);
    const client = await startFlags({ siteCode: 'qa-site', environment: 'qa', stubMode: true, country: 'sg' });
    expect(messages).toEqual([]);
    expect(client.current).toBe('ready');
    expect(client.isActive('product-card-spotlight')).toBe(false);
    expect(messages).toEqual([]);
    expect(document.cookie).toMatch(new RegExp(`${VISITOR_CODE_COOKIE}=[a-z0-9]{16}`));
  });
});

describe('the vendor SDK offline', () => {
  it('fails to initialize fast and stays not ready; checks answer false and say why', async () => {
    const messages: unknown[] = [];
    connectMonitoring({ captureException: (e) => messages.push(e), captureMessage: (m) => messages.push(m) });
    const started = Date.now();
    const client = await startFlags({ siteCode: 'offline-site', environment: 'qa', stubMode: false, country: 'th' });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(client.current).toBe('not-ready');
    expect(client.isActive('product-card-spotlight')).toBe(false);
    expect(messages).toContain('Kameleoon client is not ready');
  }, 30_000);
});
