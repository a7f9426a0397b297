import { describe, expect, it } from 'vitest';
import {
  API_HEALTH_MAX_AGE_MS,
  FAILED_PROBES_FOR_DOWN,
  SILENT_PROBES_FOR_DOWN,
  apiIsDown,
  apiProbesFail,
  recordApiProbe,
} from '@/lib/routing/api-health';
import { decideRoute, type RoutingRequest } from '@/lib/routing/decide';
import { routingRequest } from './routing-request';
import { JWT_DATA_COOKIE } from '@/lib/routing/cookies';

describe('the API health verdict', () => {
  it('says down only after failed probes in a row, and up again at the first success', () => {
    const now = Date.now();
    recordApiProbe('up', now);
    expect(apiIsDown(now)).toBe(false);
    for (let probe = 1; probe < FAILED_PROBES_FOR_DOWN; probe += 1) recordApiProbe('failed', now);
    expect(apiIsDown(now)).toBe(false);
    recordApiProbe('failed', now);
    expect(apiIsDown(now)).toBe(true);
    recordApiProbe('up', now + 5_000);
    expect(apiIsDown(now + 5_000)).toBe(false);
  });

  it('counts probes without an answer in time as down only when they last', () => {
    const now = Date.now();
    recordApiProbe('up', now);
    for (let probe = 1; probe < SILENT_PROBES_FOR_DOWN; probe += 1) recordApiProbe('silent', now);
    expect(SILENT_PROBES_FOR_DOWN).toBeGreaterThan(FAILED_PROBES_FOR_DOWN);
    expect(apiIsDown(now)).toBe(false);
    expect(apiProbesFail()).toBe(false);
    recordApiProbe('silent', now);
    expect(apiIsDown(now)).toBe(true);
    recordApiProbe('up', now);
    expect(apiIsDown(now)).toBe(false);
    // Silences do not hide failures: an API that refuses, then hangs, then refuses is down.
    recordApiProbe('failed', now);
    recordApiProbe('silent', now);
    recordApiProbe('failed', now);
    expect(apiIsDown(now)).toBe(true);
    recordApiProbe('up', now);
  });

  it('is not trusted once the probes have stopped', () => {
    const now = Date.now();
    for (let probe = 0; probe < FAILED_PROBES_FOR_DOWN; probe += 1) recordApiProbe('failed', now);
    expect(apiIsDown(now + API_HEALTH_MAX_AGE_MS)).toBe(true);
    expect(apiIsDown(now + API_HEALTH_MAX_AGE_MS + 1)).toBe(false);
    recordApiProbe('up', now);
  });

  it('tells a page render whether the latest probes failed, reading no clock', () => {
    recordApiProbe('up');
    expect(apiProbesFail()).toBe(false);
    for (let probe = 0; probe < FAILED_PROBES_FOR_DOWN; probe += 1) recordApiProbe('failed', 0);
    expect(apiProbesFail()).toBe(true);
    recordApiProbe('up');
    expect(apiProbesFail()).toBe(false);
  });
});

describe('decideRoute while the API is down', () => {
  const request = (pathname: string, overrides: Partial<RoutingRequest> = {}): RoutingRequest =>
    routingRequest({ pathname, apiDown: true, ...overrides });

  it('answers every page with the error screen and 503, in the shopper’s country and language, for no cache', () => {
    for (const pathname of ['/', '/categories/makeup/lips', '/products/glow', '/cart', '/search', '/sign_in']) {
      expect(decideRoute(request(pathname)), pathname).toMatchObject({
        kind: 'rewrite',
        pathname: '/sg/en/service-unavailable',
        status: 503,
        cache: 'private',
      });
    }
    expect(decideRoute(request('/brands', { host: 'th.localhost:3000' }))).toMatchObject({
      pathname: '/th/th/service-unavailable',
      status: 503,
    });
  });

  it('still answers unknown paths with 404, sends guests to sign in first, and leaves QA surfaces alone', () => {
    expect(decideRoute(request('/no-such-page'))).toMatchObject({ pathname: '/sg/en/page-not-found', status: 404 });
    // Files answer for themselves (the sitemap says 503 on its own).
    expect(decideRoute(request('/sitemap.xml'))).toMatchObject({ pathname: '/sg/en/sitemap.xml' });
    expect(decideRoute(request('/robots.txt'))).not.toHaveProperty('status');
    expect(decideRoute(request('/account'))).toMatchObject({ kind: 'redirect', status: 307 });
    expect(decideRoute(request('/account', { cookies: { [JWT_DATA_COOKIE]: 'x' } }))).toMatchObject({
      pathname: '/sg/en/service-unavailable',
      status: 503,
    });
    const sandbox = decideRoute(request('/sandbox/faults', { surfaces: { sandbox: true, preview: false } }));
    expect(sandbox).toMatchObject({ kind: 'rewrite', pathname: '/sg/en/sandbox/faults' });
    expect(sandbox).not.toHaveProperty('status');
  });

  it('renders pages as usual when the API is up', () => {
    const decision = decideRoute(request('/products/glow', { apiDown: false }));
    expect(decision).toMatchObject({ pathname: '/sg/en/products/glow' });
    expect(decision).not.toHaveProperty('status');
  });

  it('is not asked for the 404 page and the error screen by name', () => {
    for (const pathname of ['/service-unavailable', '/page-not-found']) {
      expect(decideRoute(request(pathname, { apiDown: false })), pathname).toMatchObject({ status: 404 });
    }
  });
});
