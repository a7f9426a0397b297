// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFlags } from '@/lib/flags';
import { VISITOR_CODE_COOKIE } from '@/lib/flags/constants';
import { flagValue } from '@/lib/flags/store';
import { connectMonitoring, resetMonitoring } from '@/lib/monitoring';
import { setupMswServer } from '../api/msw';

// The vendor is stubbed at the network: nothing leaves the machine, and any host without a handler
// fails its request and shows in `requested`.
const server = setupMswServer();
let requested: string[] = [];
server.events.on('request:start', ({ request }) => {
  requested.push(request.url);
});
beforeEach(() => {
  requested = [];
});
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
    expect(requested).toEqual([]);
  });
});

describe('the vendor SDK offline', () => {
  it('fails to initialize fast and stays not ready; checks answer false and say why', async () => {
    // The vendor's configuration host cannot be reached.
    server.use(http.get('https://sdk-config.kameleoon.eu/*', () => HttpResponse.error()));
    const messages: unknown[] = [];
    connectMonitoring({ captureException: (e) => messages.push(e), captureMessage: (m) => messages.push(m) });
    const started = Date.now();
    const client = await startFlags({ siteCode: 'offline-site', environment: 'qa', stubMode: false, country: 'th' });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(client.current).toBe('not-ready');
    expect(client.isActive('product-card-spotlight')).toBe(false);
    expect(messages).toContain('Kameleoon client is not ready');
    expect(requested.map((url) => new URL(url).host)).toEqual(['sdk-config.kameleoon.eu']);
  }, 30_000);
});
