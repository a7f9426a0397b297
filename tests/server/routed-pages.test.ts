import http from 'node:http';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, proxy } from '@/proxy';
import { FILE_PATH, ROUTED_HEADER, routeSharedPagesBeforeNext } from '@/lib/server/routed-pages';
import { throughSteps } from '@/lib/server/request-steps';
import { listen, request } from './http-client';

/*
 * The step routes a shared page's document before Next, as the proxy would have, and marks it so
 * that the proxy's matcher skips it. Each case here is asked of the step on a real server (whose
 * listener stands in for Next and says what it received) and of the proxy itself, and the two must
 * agree: the same internal address, the same cookies, cache rule and Content-Security-Policy.
 */

let origin = '';
let server: http.Server;
const BASELINE_POLICY = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'";

beforeAll(async () => {
  server = http.createServer(
    throughSteps([routeSharedPagesBeforeNext()], (req, res) => {
      // As Next does with next.config.ts's headers, after the step and before the page.
      res.setHeader('Content-Security-Policy', BASELINE_POLICY);
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ url: req.url, routed: req.headers[ROUTED_HEADER] ?? null, headers: req.headers }));
    }),
  );
  origin = await listen(server);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Seen = { url: string; routed: string | null; headers: Record<string, string> };

async function ask(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const answer = await request(`${origin}${path}`, headers, method);
  const seen = (method === 'HEAD' ? null : JSON.parse(answer.body.toString('utf8'))) as Seen | null;
  return { answer, seen };
}

/** The proxy's answer to the same request, as Next would run it. */
function proxied(path: string, headers: Record<string, string> = {}) {
  const response = proxy(new NextRequest(`http://${headers.host ?? 'localhost:3000'}${path}`, { headers }));
  const rewrite = response.headers.get('x-middleware-rewrite');
  return { response, rewrite: rewrite ? new URL(rewrite).pathname + new URL(rewrite).search : null };
}

/** A Set-Cookie line without its expiry, which is written from the clock of the moment. */
const withoutExpiry = (line: string) => line.replace(/; Expires=[^;]+/, '');

describe('shared pages routed before Next', () => {
  const routed: Array<[string, Record<string, string>]> = [
    // A first visit on a host that names no country: Singapore in English, remembered in cookies.
    ['/', {}],
    // A returning shopper: the cookies choose, so the page may not be kept by a shared cache.
    ['/', { cookie: 'locale=sg; language=lng_en' }],
    ['/categories/makeup/lips?sort=price_asc&brand=armani-beauty', { cookie: 'locale=my; language=lng_en' }],
    // The host and the query name everything: a shared cache may keep it.
    ['/categories/makeup/lips?language=th', { host: 'th.localhost:3000' }],
    ['/brands/armani-beauty', { host: 'hk.localhost:3000', cookie: 'language=lng_zh' }],
    ['/search?q=lip', { host: 'id.localhost:3000' }],
    ['/store-locations', { 'x-site-country': 'AU' }],
    ['/happening/services', { host: 'nz.localhost:3000' }],
    // A member's product page is served from its member variant.
    ['/products/velvet-lip', { cookie: 'jwt-data=x; locale=sg; language=lng_en' }],
  ];

  it.each(routed)('routes %s as the proxy would, and marks it', async (path, headers) => {
    const { answer, seen } = await ask(path, headers);
    const { response, rewrite } = proxied(path, headers);
    expect(rewrite, 'the proxy rewrites it').not.toBeNull();
    expect(seen?.url).toBe(rewrite);
    expect(seen?.routed).toBe('1');
    expect(answer.headers['content-security-policy']).toBe(response.headers.get('content-security-policy'));
    expect(answer.headers['cache-control'] ?? null).toBe(response.headers.get('cache-control'));
    expect((answer.headers['set-cookie'] ?? []).map(withoutExpiry)).toEqual(
      response.headers.getSetCookie().map(withoutExpiry),
    );
  });

  it('writes the preference cookies for a year, and marks HEAD requests too', async () => {
    const { answer } = await ask('/', {});
    expect(answer.headers['set-cookie']).toEqual([
      expect.stringMatching(/^locale=sg; Path=\/; Expires=.+; Max-Age=31536000; SameSite=lax$/),
      expect.stringMatching(/^language=lng_en; Path=\/; Expires=.+; Max-Age=31536000; SameSite=lax$/),
    ]);
    const expires = Date.parse(/Expires=([^;]+)/.exec(answer.headers['set-cookie']?.[0] ?? '')?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + 31_536_000_000))).toBeLessThan(5_000);
    const head = await request(`${origin}/categories/makeup`, {}, 'HEAD');
    expect(head.headers['content-security-policy']).toBe(
      proxied('/categories/makeup').response.headers.get('content-security-policy'),
    );
  });

  const leftToTheProxy: Array<[string, Record<string, string>, string?]> = [
    // What the proxy answers otherwise: internal segments, unknown paths, redirects.
    ['/sg/en', {}],
    ['/sg/en/products/velvet-lip', {}],
    ['/page-not-found', {}],
    ['/brands/armani/makeup', {}],
    ['/orders/42', {}],
    // Pages rendered per request, QA and preview.
    ['/cart', {}],
    ['/account', { cookie: 'jwt-data=x' }],
    ['/sandbox', {}],
    ['/preview/homepage', {}],
    // Client-side navigations and server actions.
    ['/categories/makeup', { rsc: '1' }],
    ['/categories/makeup', { 'next-router-prefetch': '1' }],
    ['/categories/makeup?_rsc=abc', {}],
    ['/categories/makeup', {}, 'POST'],
    // Paths that Next or the URL parser would change, and the ones the matcher leaves alone.
    ['/categories/makeup/', {}],
    ['/categories//makeup', {}],
    ['/%63ategories/makeup', {}],
    ['/.well-known/x', {}],
    ['/favicon.ico', {}],
    ['/images/hero.png', {}],
    ['/_next/static/chunks/app.js', {}],
    ['/api/web/v1/products', {}],
  ];

  it.each(leftToTheProxy)('leaves %s %j to the proxy', async (path, headers, method = 'GET') => {
    const { answer, seen } = await ask(path, headers, method);
    expect(seen?.url).toBe(path);
    expect(seen?.routed).toBeNull();
    expect(answer.headers['content-security-policy']).toBe(BASELINE_POLICY);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('takes the marker off every request it did not route, so that nobody else can skip the proxy', async () => {
    for (const path of ['/sg/en', '/sg/en/sandbox', '/cart', '/categories/makeup/', '/api/web/v1/products']) {
      const { seen } = await ask(path, { [ROUTED_HEADER]: '1' });
      expect(seen?.url, path).toBe(path);
      expect(seen?.routed, path).toBeNull();
    }
  });

  it('takes the server-only 404 render header off what it routes', async () => {
    const { seen } = await ask('/categories/makeup', { 'x-render-not-found': '1' });
    expect(seen?.routed).toBe('1');
    expect(seen?.headers['x-render-not-found']).toBeUndefined();
  });

  it('is the header for which the proxy does not run', () => {
    const [matcher] = config.matcher;
    expect(matcher?.missing).toEqual([{ type: 'header', key: ROUTED_HEADER }]);
  });

  it('runs the proxy for every page path, whatever it ends with', () => {
    const [matcher] = config.matcher;
    const runsProxy = (path: string) => new RegExp(`^${matcher?.source ?? ''}$`).test(path);
    for (const path of [
      '/products/serum.png',
      '/sg/en/products/serum.png',
      '/sg/en/categories/makeup.css',
      '/brands/fenty-beauty/makeup.js',
      '/th/th/happening/services/1.svg',
      '/fonts.png/x',
      '/preview/homepage.png',
    ]) {
      expect(runsProxy(path), path).toBe(true);
    }
    for (const path of [
      '/favicon.ico',
      '/og-image.png',
      '/apple-touch-icon.png',
      '/fonts/noto-sans-tc/files/noto-sans-tc-0-400-normal.woff2',
      '/_next/static/chunks/app.js',
      '/api/web/v1/products',
    ]) {
      expect(runsProxy(path), path).toBe(false);
    }
  });

  it('leaves to Next the same files as the proxy matcher does', () => {
    const [matcher] = config.matcher;
    // The alternation of file extensions that ends each pattern: `\.(?:png|jpe?g|…)$`.
    const extensions = (source: string) => /\\\.\(\?:([^)]+)\)\$/.exec(source)?.[1]?.split('|').sort();
    expect(extensions(FILE_PATH.source)).toContain('woff2?');
    expect(extensions(FILE_PATH.source)).toEqual(extensions(matcher?.source ?? ''));
    expect(FILE_PATH.source).toContain('favicon\\.ico$');
    expect(matcher?.source).toContain('favicon\\.ico$');
  });
});
