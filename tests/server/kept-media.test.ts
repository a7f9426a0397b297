import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepApiMedia, sharedFreshnessSeconds } from '@/lib/server/kept-media';
import { throughSteps, type RequestStep } from '@/lib/server/request-steps';
import { listen, request } from './http-client';

const picture = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<circle cx="5" cy="5" r="4"/>'.repeat(80)}</svg>`;
const tiny = '<svg xmlns="http://www.w3.org/2000/svg"/>';

/** What the API answered, by path: how many times each was asked for. */
const asked = new Map<string, number>();
let apiUp = true;
let clock = Date.UTC(2026, 10, 29, 9, 0, 0);
let apiOrigin = '';
let api: http.Server;
const stores: http.Server[] = [];

function stub(pathname: string): { status: number; headers: Record<string, string>; body: string } {
  const svg = { 'content-type': 'image/svg+xml; charset=utf-8' };
  switch (pathname) {
    case '/api/web/v1/media/products/16-1.svg':
    case '/api/web/v1/media/products/17-1.svg':
    case '/api/web/v1/media/products/18-1.svg':
      return { status: 200, headers: { ...svg, 'cache-control': 'public, max-age=86400' }, body: picture };
    case '/api/web/v1/media/banners/slow.svg':
      return { status: 200, headers: { ...svg, 'cache-control': 'public, max-age=60' }, body: picture };
    case '/api/web/v1/media/brands/tiny-logo.svg':
      return { status: 200, headers: { ...svg, 'cache-control': 'public, max-age=86400' }, body: tiny };
    case '/api/web/v1/media/brands/private-logo.svg':
      return { status: 200, headers: { ...svg, 'cache-control': 'private, max-age=86400' }, body: picture };
    case '/api/web/v1/media/brands/fresh-logo.svg':
      return { status: 200, headers: { ...svg, 'cache-control': 'no-store' }, body: picture };
    case '/api/web/v1/media/banners/local-banner.svg':
      return {
        status: 200,
        headers: { ...svg, 'cache-control': 'public, max-age=86400', vary: 'Accept-Encoding, Accept-Language' },
        body: picture,
      };
    default:
      return {
        status: 404,
        headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=86400' },
        body: '{"error":{"code":"not_found","message":"Resource not found!"}}',
      };
  }
}

function get(origin: string, pathname: string, headers: Record<string, string> = {}, method = 'GET') {
  return request(`${origin}${pathname}`, headers, method);
}

/** What Next would answer: everything the step hands on. */
function next(request: http.IncomingMessage, response: http.ServerResponse) {
  response.statusCode = 418;
  response.end(`next: ${request.method} ${request.url}`);
}

let store = '';
let smallStore = '';

/**
 * The slow banner is answered only once `slowBurst` requests for it have reached the store, so
 * that they all arrive while it is being fetched.
 */
let slowBurst = 0;
let slowArrived = 0;
let releaseSlow: () => void = () => undefined;
let slowReleased = Promise.resolve();

function holdSlowBanner(requests: number) {
  slowBurst = requests;
  slowArrived = 0;
  slowReleased = new Promise((resolve) => {
    releaseSlow = resolve;
  });
}

beforeAll(async () => {
  api = http.createServer((request, response) => {
    const pathname = request.url ?? '';
    asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
    const answer = () => {
      const { status, headers, body } = stub(pathname);
      response.writeHead(status, headers);
      response.end(body);
    };
    if (pathname.endsWith('/slow.svg')) void slowReleased.then(answer);
    else answer();
  });
  apiOrigin = await listen(api);
  const options = { apiOrigin: () => (apiUp ? apiOrigin : 'http://127.0.0.1:9'), now: () => clock };
  // Before the kept media, it sees each request and hands every one on.
  const countSlowArrivals: RequestStep = (request) => {
    if (request.url?.endsWith('/slow.svg')) {
      slowArrived += 1;
      if (slowArrived === slowBurst) releaseSlow();
    }
    return false;
  };
  const storeServer = http.createServer(throughSteps([countSlowArrivals, keepApiMedia(options)], next));
  const smallServer = http.createServer(
    throughSteps([keepApiMedia({ ...options, limits: { count: 2, bytes: 1024 * 1024 } })], next),
  );
  stores.push(storeServer, smallServer);
  store = await listen(storeServer);
  smallStore = await listen(smallServer);
});

afterAll(async () => {
  for (const server of [api, ...stores]) await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  apiUp = true;
});

describe('the storefront keeps the API artwork a shared cache may keep', () => {
  it('asks the API once, then answers from memory with the API’s headers and the age of its copy', async () => {
    const path = '/api/web/v1/media/products/16-1.svg';
    const first = await get(store, path);
    expect(first.status).toBe(200);
    expect(first.body.toString()).toBe(picture);
    expect(first.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    expect(first.headers['age']).toBe('0');

    clock += 90_000;
    const again = await get(store, path);
    expect(again.body.toString()).toBe(picture);
    expect(again.headers['age']).toBe('90');
    expect(again.headers['x-content-type-options']).toBe('nosniff');
    expect(again.headers['content-security-policy']).toContain("object-src 'none'");
    expect(again.headers['content-length']).toBe(String(picture.length));
    expect(asked.get(path)).toBe(1);
  });

  it('sends Brotli or gzip to a browser that accepts it, the same bytes each time', async () => {
    const path = '/api/web/v1/media/products/17-1.svg';
    const br = await get(store, path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(picture);
    expect(br.body.length).toBeLessThan(picture.length / 4);
    const brAgain = await get(store, path, { 'accept-encoding': 'br' });
    expect(brAgain.body.equals(br.body)).toBe(true);
    const gzip = await get(store, path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(picture);
    const small = await get(store, '/api/web/v1/media/brands/tiny-logo.svg', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(tiny);
    expect(asked.get(path)).toBe(1);
  });

  it('sends headers without a body to HEAD', async () => {
    const answer = await get(store, '/api/web/v1/media/products/16-1.svg', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.length).toBe(0);
  });

  it('asks the API once for requests that arrive together, and again once the API’s max-age has passed', async () => {
    const path = '/api/web/v1/media/banners/slow.svg';
    holdSlowBanner(6);
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(store, path)));
    expect(answers.map((answer) => answer.body.toString() === picture)).toEqual(Array(6).fill(true));
    expect(asked.get(path)).toBe(1);

    clock += 59_000;
    await get(store, path);
    expect(asked.get(path)).toBe(1);
    clock += 2_000;
    const renewed = await get(store, path);
    expect(renewed.body.toString()).toBe(picture);
    expect(renewed.headers['age']).toBe('0');
    expect(asked.get(path)).toBe(2);
  });

  it('keeps serving a kept picture while the API cannot be reached, and hands the rest to Next', async () => {
    await get(store, '/api/web/v1/media/products/18-1.svg');
    apiUp = false;
    const kept = await get(store, '/api/web/v1/media/products/18-1.svg');
    expect(kept.status).toBe(200);
    expect(kept.body.toString()).toBe(picture);
    const unknown = await get(store, '/api/web/v1/media/products/99-1.svg');
    expect(unknown.status).toBe(418);
    expect(unknown.body.toString()).toBe('next: GET /api/web/v1/media/products/99-1.svg');
  });

  it('hands Next what a shared cache may not keep, or keeps in more than one version, every time', async () => {
    for (const path of [
      '/api/web/v1/media/products/404-1.svg',
      '/api/web/v1/media/brands/private-logo.svg',
      '/api/web/v1/media/brands/fresh-logo.svg',
      '/api/web/v1/media/banners/local-banner.svg',
    ]) {
      for (let round = 0; round < 2; round += 1) {
        const answer = await get(store, path);
        expect(answer.status, path).toBe(418);
      }
      expect(asked.get(path), path).toBe(2);
    }
  });

  it('leaves other paths, methods and queries to Next without asking the API', async () => {
    const before = [...asked.values()].reduce((sum, count) => sum + count, 0);
    for (const path of [
      '/api/web/v1/products/16',
      '/api/web/v1/media/products/16-1.svg?size=2',
      '/api/web/v1/media/products/..%2f..%2fhealth',
      '/api/web/v1/media/products/../../health',
      '/api/web/v1/media/16-1.svg',
      '/media/products/16-1.svg',
    ]) {
      const answer = await get(store, path);
      expect(answer.status, path).toBe(418);
    }
    const post = await get(store, '/api/web/v1/media/products/16-1.svg', {}, 'POST');
    expect(post.body.toString()).toBe('next: POST /api/web/v1/media/products/16-1.svg');
    expect([...asked.values()].reduce((sum, count) => sum + count, 0)).toBe(before);
  });

  it('keeps at most as many pictures as its limits allow, forgetting the least recently sent', async () => {
    const paths = ['16', '17', '18'].map((id) => `/api/web/v1/media/products/${id}-1.svg`);
    const askedBefore = paths.map((path) => asked.get(path) ?? 0);
    await get(smallStore, paths[0]!);
    await get(smallStore, paths[1]!);
    await get(smallStore, paths[0]!);
    await get(smallStore, paths[2]!);
    // 17 was sent least recently, so it made room for 18; 16 is still kept.
    await get(smallStore, paths[0]!);
    await get(smallStore, paths[1]!);
    expect(paths.map((path, index) => (asked.get(path) ?? 0) - askedBefore[index]!)).toEqual([1, 2, 1]);
  });
});

describe('sharedFreshnessSeconds', () => {
  it('reads how long a shared cache may keep a response', () => {
    expect(sharedFreshnessSeconds('public, max-age=86400')).toBe(86400);
    expect(sharedFreshnessSeconds('max-age=60, public, s-maxage=300')).toBe(300);
    expect(sharedFreshnessSeconds('Public, Max-Age="120"')).toBe(120);
    expect(sharedFreshnessSeconds('public, max-age=86400, private')).toBe(0);
    expect(sharedFreshnessSeconds('public, no-cache, max-age=60')).toBe(0);
    expect(sharedFreshnessSeconds('public, no-store')).toBe(0);
    expect(sharedFreshnessSeconds('max-age=86400')).toBe(0);
    expect(sharedFreshnessSeconds('public, max-age=0')).toBe(0);
    expect(sharedFreshnessSeconds('public, max-age=soon')).toBe(0);
    expect(sharedFreshnessSeconds(null)).toBe(0);
  });
});
