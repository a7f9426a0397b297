import { describe, expect, it } from 'vitest';
import { decideRoute, type RoutingRequest } from '@/lib/routing/decide';
import { BRAND_ALIASES, brandAliasTarget } from '@/lib/routing/brand-aliases';
import { isPassThroughPath } from '@/lib/routing/static-paths';
import { withLanguage } from '@/lib/routing/language-query';
import { routingRequest } from './routing-request';

const request = routingRequest;

describe('decideRoute: paths that name nothing', () => {
  it('rewrites them to the 404 page with status 404, in the shopper’s country and language', () => {
    for (const pathname of [
      '/no-such-page',
      '/also/not/here',
      '/products',
      '/products/glow/reviews',
      '/products/glow/reviews/rating_desc',
      '/categories',
      '/about/team',
      '/sg/en',
      '/sg/en/cart',
      '/page-not-found',
      '/Brands/fenty-beauty',
    ]) {
      expect(decideRoute(request({ pathname })), pathname).toMatchObject({
        kind: 'rewrite',
        pathname: '/sg/en/page-not-found',
        status: 404,
      });
    }
    expect(decideRoute(request({ pathname: '/nope', host: 'th.localhost:3000' }))).toMatchObject({
      pathname: '/th/th/page-not-found',
      status: 404,
    });
    expect(decideRoute(request({ pathname: '/nope', search: '?country_code=hk&language=zh' }))).toMatchObject({
      pathname: '/hk/zh/page-not-found',
      status: 404,
    });
  });

  it('answers the 404 before asking a guest to sign in', () => {
    for (const pathname of ['/account/nope', '/orders/1/payment/extra', '/checkout/step']) {
      expect(decideRoute(request({ pathname })), pathname).toMatchObject({
        kind: 'rewrite',
        pathname: '/sg/en/page-not-found',
        status: 404,
      });
    }
  });

  it('gives no status to paths that name a route, whatever their slug', () => {
    for (const pathname of [
      '/',
      '/cart',
      '/brands',
      '/brands/fenty-beauty/makeup/lips',
      '/categories/makeup/lips/lipstick',
      '/pages/summer-glow',
      '/happening',
      '/happening/classes/12',
      '/store-locations/ion-orchard',
      '/sitemap.xml',
    ]) {
      const decision = decideRoute(request({ pathname }));
      expect(decision, pathname).toMatchObject({ kind: 'rewrite' });
      expect(decision, pathname).not.toHaveProperty('status');
    }
  });
});

describe('decideRoute: rewrites', () => {
  it('rewrites to the internal segments of the default storefront', () => {
    const decision = decideRoute(request({ pathname: '/products/glow' }));
    expect(decision).toMatchObject({ kind: 'rewrite', pathname: '/sg/en/products/glow', country: 'sg', lang: 'en' });
  });

  it('rewrites the home page without a trailing segment', () => {
    expect(decideRoute(request({ host: 'th.localhost:3000' }))).toMatchObject({ pathname: '/th/th' });
  });

  it('uses the query when there is no cookie, and remembers it for a year', () => {
    const decision = decideRoute(request({ search: '?country_code=hk&language=zh' }));
    expect(decision).toMatchObject({ kind: 'rewrite', pathname: '/hk/zh', country: 'hk', lang: 'zh' });
    if (decision.kind !== 'rewrite') throw new Error('expected a rewrite');
    expect(decision.cookies).toEqual([
      { name: 'locale', value: 'hk', maxAge: 31_536_000, path: '/', sameSite: 'lax' },
      { name: 'language', value: 'lng_zh', maxAge: 31_536_000, path: '/', sameSite: 'lax' },
    ]);
  });

  it('writes no cookie when the cookies already say the same', () => {
    const decision = decideRoute(request({ pathname: '/brands', cookies: { locale: 'th', language: 'lng_en' } }));
    expect(decision).toMatchObject({ kind: 'rewrite', country: 'th', lang: 'en', cookies: [] });
  });

  it('rewrites the cookie when the host chooses another country', () => {
    const decision = decideRoute(request({ host: 'au.localhost', cookies: { locale: 'th', language: 'lng_th' } }));
    if (decision.kind !== 'rewrite') throw new Error('expected a rewrite');
    expect(decision.country).toBe('au');
    expect(decision.lang).toBe('en');
    expect(decision.cookies.map((c) => `${c.name}=${c.value}`)).toEqual(['locale=au', 'language=lng_en']);
  });

  it('never works for static assets or the API', () => {
    for (const pathname of [
      '/_next/static/chunk.js',
      '/api/web/v1/brands',
      '/favicon.ico',
      '/og-image.png',
      '/fonts/a.woff2',
    ]) {
      expect(decideRoute(request({ pathname }))).toEqual({ kind: 'pass' });
      expect(isPassThroughPath(pathname)).toBe(true);
    }
    expect(isPassThroughPath('/products/serum')).toBe(false);
  });

  it('routes a page path that merely ends like a file, as any other page path', () => {
    for (const pathname of [
      '/products/serum.png',
      '/sg/en/products/serum.png',
      '/brands/fenty-beauty/makeup.css',
      '/categories/makeup.js',
      '/cart.json',
      '/account/orders.webmanifest',
      '/sg/en/sandbox.map',
    ]) {
      expect(isPassThroughPath(pathname), pathname).toBe(false);
      expect(decideRoute(request({ pathname })).kind, pathname).not.toBe('pass');
    }
  });
});

describe('decideRoute: the preference cookies’ domain', () => {
  const domains = (decision: ReturnType<typeof decideRoute>) =>
    decision.kind === 'rewrite' ? decision.cookies.map((cookie) => cookie.domain) : [];

  it('uses a configured domain that the host belongs to', () => {
    const decision = decideRoute(request({ host: 'www.halcyonbeauty.sg', cookieDomain: 'halcyonbeauty.sg' }));
    expect(domains(decision)).toEqual(['.halcyonbeauty.sg', '.halcyonbeauty.sg']);
  });

  it('keeps the cookies host-only when the domain does not fit the host, is a bare suffix or is not set', () => {
    for (const cookieDomain of ['halcyonbeauty.com.au', 'sg', 'evil.example', undefined]) {
      const decision = decideRoute(request({ host: 'www.halcyonbeauty.sg', cookieDomain }));
      expect(domains(decision), String(cookieDomain)).toEqual([undefined, undefined]);
    }
  });
});

describe('decideRoute: member variants', () => {
  it('serves a product page to a member from its member variant, and to everyone else cached whole', () => {
    expect(decideRoute(request({ pathname: '/products/glow' }))).toMatchObject({ pathname: '/sg/en/products/glow' });
    expect(decideRoute(request({ pathname: '/products/glow', cookies: { 'jwt-data': 'x' } }))).toMatchObject({
      pathname: '/sg/en/products/glow/signed-in',
    });
    expect(decideRoute(request({ pathname: '/products/glow/', cookies: { 'jwt-data': 'x' } }))).toMatchObject({
      pathname: '/sg/en/products/glow/signed-in',
    });
  });

  it('leaves pages without a member part alone', () => {
    for (const pathname of ['/', '/categories/makeup', '/brands/oud-noir', '/brands', '/pages/summer-glow/lips']) {
      const decision = decideRoute(request({ pathname, cookies: { 'jwt-data': 'x' } }));
      expect(decision).toMatchObject({ kind: 'rewrite', pathname: `/sg/en${pathname === '/' ? '' : pathname}` });
    }
  });

  it("serves another sort or page of a product's reviews from its own route, for guests and members", () => {
    const guest = decideRoute(
      request({ pathname: '/products/glow', search: '?reviews_sort=rating_asc&reviews_page=2' }),
    );
    expect(guest).toMatchObject({ kind: 'rewrite', pathname: '/sg/en/products/glow/reviews/rating_asc/2' });
    const member = decideRoute(
      request({ pathname: '/products/glow', search: '?reviews_page=3', cookies: { 'jwt-data': 'x' } }),
    );
    expect(member).toMatchObject({ kind: 'rewrite', pathname: '/sg/en/products/glow/signed-in/reviews/recent/3' });
  });

  it('keeps the default reviews view, and values it does not know, on the product page itself', () => {
    for (const search of [
      '?reviews_sort=recent&reviews_page=1',
      '?reviews_sort=best',
      '?reviews_page=0',
      '?reviews_page=x',
    ]) {
      const decision = decideRoute(request({ pathname: '/products/glow', search }));
      expect(decision, search).toMatchObject({ kind: 'rewrite', pathname: '/sg/en/products/glow' });
    }
  });

  it('never serves a reviews route at a public path', () => {
    for (const pathname of ['/products/glow/reviews/recent/2', '/products/glow/signed-in/reviews/recent/2']) {
      const decision = decideRoute(request({ pathname }));
      expect(decision).toMatchObject({ kind: 'rewrite', pathname: `/sg/en/not-found${pathname}` });
    }
  });

  it('never serves the member variant at a public path', () => {
    for (const cookies of [{}, { 'jwt-data': 'x' }]) {
      const decision = decideRoute(request({ pathname: '/products/glow/signed-in', cookies }));
      expect(decision).toMatchObject({ kind: 'rewrite', pathname: '/sg/en/not-found/products/glow/signed-in' });
    }
  });
});

describe('decideRoute: the booking form on one page', () => {
  const sg = { host: 'www.halcyonbeauty.sg', cookies: { locale: 'sg', language: 'lng_en' } };

  it('serves an activity page with ?book=1 from its booking route, for guests and members', () => {
    for (const kind of ['services', 'classes', 'events']) {
      const decision = decideRoute(request({ pathname: `/happening/${kind}/12`, search: '?book=1' }));
      expect(decision).toMatchObject({ kind: 'rewrite', pathname: `/sg/en/happening/${kind}/12/book` });
    }
    const member = decideRoute(
      request({ pathname: '/happening/services/12/', search: '?language=en&book=1', cookies: { 'jwt-data': 'x' } }),
    );
    expect(member).toMatchObject({ kind: 'rewrite', pathname: '/sg/en/happening/services/12/book' });
  });

  it('keeps the cached activity page for any other query, and other pages as they are', () => {
    for (const [pathname, search] of [
      ['/happening/services/12', ''],
      ['/happening/services/12', '?book=yes'],
      ['/happening/classes/12', '?booking=1'],
    ] as const) {
      expect(decideRoute(request({ pathname, search })), search).toMatchObject({ pathname: `/sg/en${pathname}` });
    }
    expect(decideRoute(request({ pathname: '/happening/services', search: '?book=1' }))).toMatchObject({
      pathname: '/sg/en/happening/services',
    });
    expect(decideRoute(request({ pathname: '/happening/services/cancel/HB1234', search: '?book=1' }))).toMatchObject({
      pathname: '/sg/en/happening/services/cancel/HB1234',
    });
  });

  it('never lets a shared cache keep the form, which carries a key of its own', () => {
    const page = decideRoute(request({ ...sg, pathname: '/happening/classes/12' }));
    expect(page).toMatchObject({ kind: 'rewrite', cache: 'shared' });
    const form = decideRoute(request({ ...sg, pathname: '/happening/classes/12', search: '?book=1' }));
    expect(form).toMatchObject({ kind: 'rewrite', cache: 'private' });
  });

  it('never serves the booking route at a public path', () => {
    const decision = decideRoute(request({ pathname: '/happening/services/12/book' }));
    expect(decision).toMatchObject({ kind: 'rewrite', pathname: '/sg/en/not-found/happening/services/12/book' });
  });
});

describe('decideRoute: brand aliases', () => {
  it('redirects permanently, keeping deeper segments and the query', () => {
    expect(decideRoute(request({ pathname: '/brands/armani/makeup/lips', search: '?sort=new' }))).toEqual({
      kind: 'redirect',
      location: '/brands/armani-beauty/makeup/lips?sort=new',
      status: 308,
    });
  });

  it('covers the spec examples and about 19 pairs', () => {
    expect(brandAliasTarget('/brands/milk')).toBe('/brands/milk-makeup');
    expect(brandAliasTarget('/brands/thisworks/skincare')).toBe('/brands/this-works/skincare');
    expect(Object.keys(BRAND_ALIASES)).toHaveLength(19);
  });

  it('leaves full slugs and other paths alone', () => {
    expect(brandAliasTarget('/brands/armani-beauty')).toBeNull();
    expect(brandAliasTarget('/pages/armani')).toBeNull();
    expect(brandAliasTarget('/brands/constructor')).toBeNull();
    expect(brandAliasTarget('/brands/__proto__')).toBeNull();
  });
});

describe('decideRoute: sign-in', () => {
  it.each(['/orders', '/orders/123', '/account/points'])('sends a guest from %s to sign in', (pathname) => {
    const decision = decideRoute(request({ pathname, search: '?step=2' }));
    expect(decision).toEqual({
      kind: 'redirect',
      location: `/sign_in?return_to=${encodeURIComponent(`${pathname}?step=2`)}`,
      status: 307,
    });
  });

  it('lets a guest check out, and open an order with a pass to guest orders, but not the list of orders', () => {
    expect(decideRoute(request({ pathname: '/checkout' }))).toMatchObject({ kind: 'rewrite', cache: 'private' });
    const pass = { 'guest-order-pass': 'x'.repeat(43) };
    for (const pathname of ['/orders/12', '/orders/12/payment_instruction']) {
      expect(decideRoute(request({ pathname, cookies: pass }))).toMatchObject({ kind: 'rewrite', cache: 'private' });
    }
    expect(decideRoute(request({ pathname: '/orders', cookies: pass }))).toMatchObject({ kind: 'redirect' });
    expect(decideRoute(request({ pathname: '/account', cookies: pass }))).toMatchObject({ kind: 'redirect' });
  });

  it('keeps a non-default language on the way to sign in', () => {
    const decision = decideRoute(request({ pathname: '/orders/9', cookies: { locale: 'hk', language: 'lng_zh' } }));
    expect(decision).toMatchObject({ kind: 'redirect', location: '/sign_in?return_to=%2Forders%2F9&language=zh' });
  });

  it('lets a member through', () => {
    expect(decideRoute(request({ pathname: '/orders/1', cookies: { 'jwt-data': 'a.b' } }))).toMatchObject({
      kind: 'rewrite',
      pathname: '/sg/en/orders/1',
    });
  });

  it('sends a member on /sign_in to a safe return_to', () => {
    const cookies = { 'jwt-data': 'a.b' };
    expect(decideRoute(request({ pathname: '/sign_in', search: '?return_to=%2Forders%2F1', cookies }))).toEqual({
      kind: 'redirect',
      location: '/orders/1',
      status: 307,
    });
    expect(
      decideRoute(request({ pathname: '/sign_in', search: '?return_to=%2F%2Fevil.example', cookies })),
    ).toMatchObject({ kind: 'redirect', location: '/' });
  });

  it('sends a member on /sign_up to the dashboard, or to a safe return_to', () => {
    const cookies = { 'jwt-data': 'a.b' };
    expect(decideRoute(request({ pathname: '/sign_up', cookies }))).toEqual({
      kind: 'redirect',
      location: '/account',
      status: 307,
    });
    expect(
      decideRoute(request({ pathname: '/sign_up', search: '?return_to=%2Fproducts%2Fglow', cookies })),
    ).toMatchObject({ kind: 'redirect', location: '/products/glow' });
    expect(decideRoute(request({ pathname: '/sign_up' }))).toMatchObject({
      kind: 'rewrite',
      pathname: '/sg/en/sign_up',
    });
  });

  it('shows the sign-in page to a guest', () => {
    expect(decideRoute(request({ pathname: '/sign_in', search: '?return_to=%2Forders' }))).toMatchObject({
      kind: 'rewrite',
      pathname: '/sg/en/sign_in',
    });
  });
});

describe('withLanguage (language in the query)', () => {
  it('adds a non-default language and drops the default one', () => {
    expect(withLanguage('/brands?sort=new#top', 'zh', 'en')).toBe('/brands?sort=new&language=zh#top');
    expect(withLanguage('/brands?language=zh&sort=new', 'en', 'en')).toBe('/brands?sort=new');
    expect(withLanguage('/?language_code=th', 'th', 'th')).toBe('/');
  });

  it('leaves other origins alone', () => {
    expect(withLanguage('https://example.com/x', 'zh', 'en')).toBe('https://example.com/x');
  });
});

describe('decideRoute: what shared caches may keep', () => {
  function cacheOf(overrides: Partial<RoutingRequest>): string {
    // Not the root: there a language the URL does not name is redirected to one that does.
    const decision = decideRoute(request({ pathname: '/brands', ...overrides }));
    if (decision.kind !== 'rewrite') throw new Error('expected a rewrite');
    return decision.cache;
  }
  const settled = (country: string, lang: string) => ({ locale: country, language: `lng_${lang}` });

  it('keeps an answer private whenever a cookie or header chose the country or the language', () => {
    // The same URL answers Thai or Chinese HTML by cookie or header: never for the next visitor.
    expect(cacheOf({ cookies: settled('th', 'th') })).toBe('private');
    expect(cacheOf({ cookies: settled('hk', 'zh') })).toBe('private');
    expect(cacheOf({ headers: { siteCountry: 'th' }, cookies: settled('th', 'th') })).toBe('private');
    // A country domain with two languages: the language cookie decides without a query.
    expect(cacheOf({ host: 'www.halcyonbeauty.hk', cookies: settled('hk', 'zh') })).toBe('private');
    expect(cacheOf({ host: 'www.halcyonbeauty.co.th', cookies: settled('th', 'en') })).toBe('private');
    // The default storefront on a host that names no country: a cookie could have changed it.
    expect(cacheOf({ cookies: settled('sg', 'en') })).toBe('private');
  });

  it('keeps an answer private when it sets a cookie or is a member’s', () => {
    expect(cacheOf({ host: 'www.halcyonbeauty.sg' })).toBe('private');
    expect(
      cacheOf({
        host: 'www.halcyonbeauty.sg',
        pathname: '/products/glow',
        cookies: { ...settled('sg', 'en'), 'jwt-data': 'a.b' },
      }),
    ).toBe('private');
  });

  it('lets shared caches keep an answer the URL names whole', () => {
    expect(cacheOf({ host: 'www.halcyonbeauty.sg', cookies: settled('sg', 'en') })).toBe('shared');
    expect(cacheOf({ host: 'www.halcyonbeauty.com.au', pathname: '/brands', cookies: settled('au', 'en') })).toBe(
      'shared',
    );
    expect(cacheOf({ host: 'www.halcyonbeauty.hk', search: '?language=zh', cookies: settled('hk', 'zh') })).toBe(
      'shared',
    );
    // Whatever the cookie says, the query names the language on a country domain.
    expect(cacheOf({ host: 'www.halcyonbeauty.co.th', search: '?language=en', cookies: settled('th', 'en') })).toBe(
      'shared',
    );
  });
});

describe('decideRoute: closed-by-default surfaces', () => {
  const QA_AND_PREVIEW_PATHS = [
    '/sandbox',
    '/sandbox/',
    '/sandbox/order-state',
    '/sandbox/payment-pending/th',
    '/sandbox/contentful/pages/summer-glow',
    '/SANDBOX/cart',
    '/swagger',
    '/preview',
    '/preview/layout',
    '/preview/overlay/welcome-offer',
    '/preview/homepage',
    '/preview/pages/summer-glow/makeup/lips',
    '/preview/brands/fenty-beauty',
  ];

  it('sends every sandbox and preview path to the 404 page while the surfaces are off', () => {
    for (const pathname of QA_AND_PREVIEW_PATHS) {
      for (const cookies of [{}, { preview_session: 'x', 'jwt-data': 'y' }]) {
        expect(decideRoute(request({ pathname, cookies })), pathname).toMatchObject({
          kind: 'rewrite',
          pathname: '/sg/en/page-not-found',
          cache: 'private',
          noIndex: true,
          status: 404,
        });
      }
    }
  });

  it('opens the sandbox when switched on, never cached or indexed', () => {
    const surfaces = { sandbox: true, preview: false };
    expect(decideRoute(request({ pathname: '/sandbox/order-state', surfaces }))).toMatchObject({
      pathname: '/sg/en/sandbox/order-state',
      cache: 'private',
      noIndex: true,
    });
    expect(decideRoute(request({ pathname: '/preview/homepage', surfaces }))).toMatchObject({
      pathname: '/sg/en/page-not-found',
    });
  });

  it('opens preview pages only with an editor’s session; its front door takes the secret', () => {
    const surfaces = { sandbox: false, preview: true };
    expect(decideRoute(request({ pathname: '/preview', surfaces }))).toMatchObject({ pathname: '/sg/en/preview' });
    expect(decideRoute(request({ pathname: '/preview/homepage', surfaces }))).toMatchObject({
      pathname: '/sg/en/page-not-found',
    });
    const editor = { preview_session: 'signed' };
    expect(
      decideRoute(request({ pathname: '/preview/homepage', surfaces, cookies: editor, host: 'th.localhost' })),
    ).toMatchObject({ pathname: '/th/th/preview/homepage', cache: 'private', noIndex: true });
    expect(decideRoute(request({ pathname: '/sandbox', surfaces, cookies: editor }))).toMatchObject({
      pathname: '/sg/en/page-not-found',
    });
  });

  it('leaves other paths alone', () => {
    // Not the preview surface: a path that names nothing, so the 404 page, like any other.
    expect(decideRoute(request({ pathname: '/previews' }))).toMatchObject({
      pathname: '/sg/en/page-not-found',
      status: 404,
    });
    expect(decideRoute(request({ pathname: '/pages/sandbox' }))).toMatchObject({ pathname: '/sg/en/pages/sandbox' });
  });
});
