import { describe, expect, it } from 'vitest';
import { isNewerBuild, checkLatestBuild } from '@/lib/app-shell/build-check';
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS } from '@/lib/app-shell/chunk-reload';
import { cookieDomainFor } from '@/lib/app-shell/cookie-domain';
import { compileExemptedPaths, decideNavigation, routeName } from '@/lib/routing/navigation-guard';
import { FILE_ROUTES, PUBLIC_ROUTES } from '@/lib/routing/public-routes';

describe('exempted-path rules', () => {
  it('matches absolute, startsWith and regex rules', () => {
    const rules = compileExemptedPaths([
      { type: 'absolute', value: '/about' },
      { type: 'startsWith', value: '/happening/services/booxi' },
      { type: 'regex', value: '^/orders/[0-9]+/payment_instruction$' },
    ]);
    const matches = (path: string) => rules.some((rule) => rule.test(path));
    expect(matches('/about')).toBe(true);
    expect(matches('/about/team')).toBe(false);
    expect(matches('/happening/services/booxi/success')).toBe(true);
    expect(matches('/happening/services')).toBe(false);
    expect(matches('/orders/12/payment_instruction')).toBe(true);
    expect(matches('/orders/ab/payment_instruction')).toBe(false);
  });

  it('skips and reports an invalid rule instead of throwing', () => {
    const invalid: unknown[] = [];
    const rules = compileExemptedPaths(
      [
        { type: 'regex', value: '^/(unclosed' },
        { type: 'absolute', value: '' },
        { type: 'absolute', value: '/privacy' },
      ],
      (rule) => invalid.push(rule),
    );
    expect(rules).toHaveLength(1);
    expect(invalid).toEqual([
      { type: 'regex', value: '^/(unclosed' },
      { type: 'absolute', value: '' },
    ]);
  });
});

describe('navigation decisions', () => {
  const rules = compileExemptedPaths([{ type: 'absolute', value: '/about' }]);
  const decide = (from: string, to: string, extra: Partial<Parameters<typeof decideNavigation>[0]> = {}) =>
    decideNavigation({ from, to, rules, exemptionsEnabled: true, ...extra });

  it('does nothing when the path is unchanged', () => {
    expect(decide('/about', '/about')).toBe('none');
    expect(decide('/products/x', '/products/x')).toBe('none');
  });

  it('loads an exempted named route as a full page, only when exemptions are on', () => {
    expect(routeName('/about')).toBe('/about');
    expect(decide('/', '/about')).toBe('full-page');
    expect(decide('/', '/about', { exemptionsEnabled: false })).toBe('client');
  });

  it('loads a full page when the origin or the target is not a known route', () => {
    expect(routeName('/no/such/thing')).toBeNull();
    expect(decide('/', '/no/such/thing')).toBe('full-page');
    expect(decide('/no/such/thing', '/')).toBe('full-page');
  });

  it('knows every page of the app directory, from the storefront’s list of its routes', () => {
    const pages = PUBLIC_ROUTES.filter((route) => !FILE_ROUTES.includes(route));
    for (const route of pages) {
      const path = route.replace(/\[\[?\.\.\.[^\]]+\]\]?/g, 'a/b').replace(/\[[^\]]+\]/g, 'x');
      expect(routeName(path), route).toBe(route);
    }
    // Those a hand-kept table once missed, so that every link to or from them reloaded the page.
    for (const path of ['/sign_up', '/sign_up/confirm', '/password/forgot', '/password/reset', '/rewards']) {
      expect(decide('/', path)).toBe('client');
    }
    for (const path of ['/account/points', '/account/profile', '/account/reviews/new', '/account/beauty-profile']) {
      expect(decide('/account', path)).toBe('client');
    }
    expect(decide('/', '/robots.txt')).toBe('full-page');
  });

  it('keeps ordinary navigations in the client router', () => {
    expect(decide('/', '/products/lip-oil')).toBe('client');
    expect(decide('/categories/makeup/lips', '/cart')).toBe('client');
    expect(decide('/orders/12', '/orders/12/confirmation')).toBe('client');
  });

  it('loads a full page once a newer build is deployed', () => {
    expect(decide('/', '/products/lip-oil', { newerBuild: true })).toBe('full-page');
  });
});

describe('failed chunk reload', () => {
  it.each([
    [
      Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js from module 1'), {
        name: 'ChunkLoadError',
      }),
      true,
    ],
    [new TypeError('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'), true],
    [new Error('Loading chunk 42 failed.'), true],
    [new Error('Importing a module script failed.'), true],
    [new Error('Cannot read properties of undefined'), false],
    ['Loading chunk 1 failed', false],
    [null, false],
  ])('recognises %s: %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });

  it('reloads at most once in 10 seconds', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    };
    const t0 = 1_700_000_000_000;
    expect(claimReload(storage, t0)).toBe(true);
    expect(claimReload(storage, t0 + 1_000)).toBe(false);
    expect(claimReload(storage, t0 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(storage, t0 + RELOAD_GUARD_MS)).toBe(true);
    expect(RELOAD_GUARD_MS).toBe(10_000);
  });
});

describe('latest-build check', () => {
  it('sees a newer build only in a well-formed, different id', () => {
    expect(isNewerBuild('b1', { buildId: 'b2' })).toBe(true);
    expect(isNewerBuild('b1', { buildId: 'b1' })).toBe(false);
    expect(isNewerBuild('b1', { buildId: '' })).toBe(false);
    expect(isNewerBuild('b1', null)).toBe(false);
    expect(isNewerBuild('b1', { id: 'b2' })).toBe(false);
  });

  it('never fails the page: errors and bad answers mean no newer build', async () => {
    const answering = (body: unknown, ok = true) =>
      (async () => ({ ok, json: async () => body })) as unknown as typeof fetch;
    expect(await checkLatestBuild(answering({ buildId: 'new' }), 'old')).toBe(true);
    expect(await checkLatestBuild(answering({ buildId: 'new' }, false), 'old')).toBe(false);
    expect(await checkLatestBuild((async () => Promise.reject(new Error('offline'))) as typeof fetch, 'old')).toBe(
      false,
    );
  });
});

describe('cookie domain', () => {
  it.each([
    ['.halcyonbeauty.sg', 'www.halcyonbeauty.sg', '.halcyonbeauty.sg'],
    ['halcyonbeauty.sg', 'halcyonbeauty.sg', '.halcyonbeauty.sg'],
    ['halcyonbeauty.co.th', 'm.www.halcyonbeauty.co.th:3000', '.halcyonbeauty.co.th'],
    ['halcyonbeauty.sg', 'www.halcyonbeauty.co.th', undefined],
    ['beauty.sg', 'www.halcyonbeauty.sg', undefined],
    ['sg', 'www.halcyonbeauty.sg', undefined],
    ['127.0.0.1', '127.0.0.1', undefined],
    ['bad_domain.sg', 'x.bad_domain.sg', undefined],
    [undefined, 'www.halcyonbeauty.sg', undefined],
    ['localhost', 'localhost', undefined],
  ])('%s on %s → %s', (configured, host, expected) => {
    expect(cookieDomainFor(configured, host)).toBe(expected);
  });
});
