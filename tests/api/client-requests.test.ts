import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiPath, createApiClient } from '@/lib/api/client';
import { accountSchema } from '@/contract';
import { ApiError } from '@/lib/api/errors';
import { defineResource } from '@/lib/api/resource';
import { allLocales } from '@/lib/site';
import { gate, SERVER_BASE, setupMswServer } from './msw';

const server = setupMswServer();
const ok = z.object({ ok: z.literal(true) });

function client(country = 'sg' as const, lang = 'en' as const) {
  return createApiClient({ country, lang, baseURL: SERVER_BASE });
}

describe('required headers', () => {
  const pairs = allLocales();

  it('covers the eleven country × language pairs', () => {
    expect(pairs).toHaveLength(11);
  });

  it.each(pairs)('sends every spec header for $country/$lang', async ({ country, lang }) => {
    let seen: Headers | undefined;
    server.use(
      http.get(`${SERVER_BASE}/cart/bag`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await createApiClient({ country, lang, baseURL: SERVER_BASE }).request({
      method: 'GET',
      path: 'cart/bag/',
      schema: ok,
    });
    expect(seen?.get('content-type')).toBe('application/json');
    expect(seen?.get('x-platform')).toBe('web');
    expect(seen?.get('x-app-platform')).toBe('web_desktop');
    expect(seen?.get('x-app-version')).toBe('1.0.0');
    expect(seen?.get('x-swa')).toBe('web');
    expect(seen?.get('accept-language')).toBe(`${lang}-${country.toUpperCase()}`);
    expect(seen?.get('x-site-country')).toBe(country);
  });

  it('sends the headers on writes too (zh-HK)', async () => {
    let seen: Headers | undefined;
    server.use(
      http.post(`${SERVER_BASE}/cart/line-items`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await client('hk' as never, 'zh' as never).request({
      method: 'POST',
      path: 'cart/line-items/',
      body: {},
      schema: ok,
    });
    expect(seen?.get('accept-language')).toBe('zh-HK');
    expect(seen?.get('x-site-country')).toBe('hk');
    expect(seen?.get('content-type')).toBe('application/json');
  });
});

describe('paths', () => {
  it('trims trailing slashes', async () => {
    const paths: string[] = [];
    server.use(
      http.all(`${SERVER_BASE}/*`, ({ request }) => {
        paths.push(new URL(request.url).pathname);
        return HttpResponse.json({ ok: true });
      }),
    );
    await client().request({ method: 'GET', path: 'brands/', schema: ok });
    await client().request({ method: 'GET', path: '/search/popular-queries///', schema: ok });
    await client().request({ method: 'POST', path: 'auth/token/verify/', body: {}, schema: ok });
    expect(paths).toEqual([
      '/api/web/v1/brands',
      '/api/web/v1/search/popular-queries',
      '/api/web/v1/auth/token/verify',
    ]);
  });

  it('encodes path parameters', async () => {
    let path = '';
    server.use(
      http.get(`${SERVER_BASE}/orders/*`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ ok: true });
      }),
    );
    await client().request({ method: 'GET', path: apiPath`orders/${'A/1?x=#y'}`, schema: ok });
    expect(path).toBe('/api/web/v1/orders/A%2F1%3Fx%3D%23y');
    expect(() => apiPath`orders/${'..'}`).toThrow(ApiError);
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', 'http:evil', 'javascript:alert(1)'])(
    'refuses the absolute URL %s without sending anything',
    async (path) => {
      let sent = 0;
      server.use(
        http.all('*', () => {
          sent += 1;
          return HttpResponse.json({ ok: true });
        }),
      );
      const error = await client()
        .request({ method: 'GET', path, schema: ok })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('invalid_request');
      expect(sent).toBe(0);
    },
  );

  it('serializes the query, comma-joining lists and skipping empty values', async () => {
    let search = '';
    server.use(
      http.get(`${SERVER_BASE}/layouts`, ({ request }) => {
        search = new URL(request.url).search;
        return HttpResponse.json({ ok: true });
      }),
    );
    await client().request({
      method: 'GET',
      path: 'layouts/',
      query: { user_segments: ['a', 'b'], page: 2, missing: undefined },
      schema: ok,
    });
    expect(search).toBe('?user_segments=a%2Cb&page=2');
  });
});

describe('answers', () => {
  it('parses answers with the contract and turns a malformed one into a typed error', async () => {
    server.use(http.get(`${SERVER_BASE}/account`, () => HttpResponse.json({ id: 'not-a-number' })));
    const error = await client()
      .request({ method: 'GET', path: 'account', schema: accountSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'invalid_response',
      code: 'invalid_response',
      status: 200,
      isRetryable: false,
    });
  });

  it('treats a non-JSON answer as malformed, not as a crash', async () => {
    server.use(http.get(`${SERVER_BASE}/account`, () => new HttpResponse('<html>oops</html>', { status: 200 })));
    await expect(client().request({ method: 'GET', path: 'account', schema: accountSchema })).rejects.toMatchObject({
      kind: 'invalid_response',
    });
  });

  it('throws error answers to the caller with status, code, message and details', async () => {
    server.use(
      http.post(`${SERVER_BASE}/sessions`, () =>
        HttpResponse.json(
          {
            error: {
              code: 'sign_in_blocked',
              message: 'This sign-in attempt was blocked.',
              details: { referenceId: 'R-42' },
            },
          },
          { status: 423 },
        ),
      ),
    );
    const error = (await client()
      .request({ method: 'POST', path: 'sessions', body: {}, schema: ok })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(423);
    expect(error.code).toBe('sign_in_blocked');
    expect(error.message).toBe('This sign-in attempt was blocked.');
    expect(error.detail('referenceId')).toBe('R-42');
    expect(error.isRetryable).toBe(false);
  });

  it('reports a network failure as a typed error', async () => {
    server.use(http.get(`${SERVER_BASE}/brands`, () => HttpResponse.error()));
    await expect(client().request({ method: 'GET', path: 'brands', schema: ok })).rejects.toMatchObject({
      kind: 'network',
      status: 0,
    });
  });

  it('gives up after the timeout', async () => {
    const answer = gate();
    server.use(
      // Answers only once the test is over: the client has long given up by then.
      http.get(`${SERVER_BASE}/brands`, async () => {
        await answer.opened;
        return HttpResponse.json({ ok: true });
      }),
    );
    const slow = createApiClient({ country: 'sg', lang: 'en', baseURL: SERVER_BASE, timeoutMs: 50 });
    await expect(slow.request({ method: 'GET', path: 'brands', schema: ok })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('does not retry a failing call at the client level', async () => {
    let calls = 0;
    server.use(
      http.get(`${SERVER_BASE}/brands`, () => {
        calls += 1;
        return HttpResponse.json({ error: { code: 'unavailable', message: 'down' } }, { status: 503 });
      }),
    );
    await expect(client().request({ method: 'GET', path: 'brands', schema: ok })).rejects.toMatchObject({
      status: 503,
      isRetryable: true,
    });
    expect(calls).toBe(1);
  });
});

describe('resource helper', () => {
  const item = z.object({ id: z.number(), name: z.string() });
  const wishlist = defineResource('wishlist/', { item, update: z.object({ name: z.string() }) });

  it('maps the six operations to methods and paths', async () => {
    const seen: string[] = [];
    server.use(
      http.all(`${SERVER_BASE}/*`, async ({ request }) => {
        const body = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
        seen.push(`${request.method} ${new URL(request.url).pathname.replace('/api/web/v1/', '')} ${body}`.trim());
        if (request.method === 'DELETE') return new HttpResponse(null, { status: 204 });
        if (new URL(request.url).pathname.endsWith('wishlist')) {
          return HttpResponse.json(request.method === 'GET' ? [{ id: 1, name: 'a' }] : { id: 2, name: 'b' });
        }
        return HttpResponse.json({ id: 7, name: 'x' });
      }),
    );
    const c = client();
    await expect(wishlist.index(c)).resolves.toEqual([{ id: 1, name: 'a' }]);
    await expect(wishlist.show(c, 'a b')).resolves.toEqual({ id: 7, name: 'x' });
    await wishlist.create(c, { name: 'n' });
    await wishlist.update(c, 7, { name: 'u' });
    await wishlist.replace(c, 7, { name: 'r' });
    await expect(wishlist.delete(c, 7)).resolves.toBeUndefined();
    expect(seen).toEqual([
      'GET wishlist',
      'GET wishlist/a%20b',
      'POST wishlist {"name":"n"}',
      'PATCH wishlist/7 {"name":"u"}',
      'PUT wishlist/7 {"name":"r"}',
      'DELETE wishlist/7',
    ]);
  });

  it('builds schemas given as a loader with the first call, and still checks bodies and answers', async () => {
    let loads = 0;
    const lazy = defineResource('account', async () => {
      loads += 1;
      return { item, list: item, update: z.object({ name: z.string().min(1) }) };
    });
    expect(loads).toBe(0);
    server.use(
      http.get(`${SERVER_BASE}/account`, () => HttpResponse.json({ id: 1, name: 'a' })),
      http.patch(`${SERVER_BASE}/account/1`, () => HttpResponse.json({ id: 1 })),
    );
    const c = client();
    await expect(lazy.index(c)).resolves.toEqual({ id: 1, name: 'a' });
    expect(loads).toBe(1);
    await expect(lazy.update(c, 1, { name: '' })).rejects.toThrow();
    await expect(lazy.update(c, 1, { name: 'b' })).rejects.toMatchObject({ kind: 'invalid_response' });
  });
});
