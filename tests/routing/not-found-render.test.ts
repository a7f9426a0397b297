import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENDER_NOT_FOUND_HEADER } from '@/lib/routing/not-found-render';

/*
 * Only the server may ask a page to render as its own 404: the proxy removes the header from every
 * request it lets through, whichever path and whether the page gets a nonce or not.
 */

afterEach(() => {
  vi.resetModules();
});

/** The request headers Next hands the page after the proxy: the overridden set, or the original. */
function forwarded(response: Response, original: Record<string, string>): Map<string, string> {
  const override = response.headers.get('x-middleware-override-headers');
  if (override === null) return new Map(Object.entries(original));
  return new Map(
    override
      .split(',')
      .filter(Boolean)
      .map((name) => [name, response.headers.get(`x-middleware-request-${name}`) ?? ''] as const),
  );
}

describe('the server-only 404 render header', () => {
  it('never reaches a page from outside', async () => {
    const { proxy } = await import('@/proxy');
    for (const path of ['/orders/12', '/happening/services/cancel/HB12345', '/products/anything', '/', '/robots.txt']) {
      // A member's session, so that the member pages are let through rather than sent to sign in.
      const headers = { [RENDER_NOT_FOUND_HEADER]: '1', 'accept-language': 'en-SG', cookie: 'jwt-data=e30.e30' };
      const response = await proxy(new NextRequest(`http://localhost:3000${path}`, { headers }));
      expect(response.headers.get('location'), path).toBeNull();
      const reaching = forwarded(response, headers);
      expect(reaching.has(RENDER_NOT_FOUND_HEADER), path).toBe(false);
      // Everything else the browser sent still reaches the page.
      expect(reaching.get('accept-language'), path).toBe('en-SG');
    }
  });

  it('leaves a request without it as it came', async () => {
    const { proxy } = await import('@/proxy');
    const response = await proxy(new NextRequest('http://localhost:3000/products/anything'));
    expect(response.headers.get('x-middleware-override-headers')).toBeNull();
  });
});

describe('notFoundScreen', () => {
  it('answers notFound() on the first render, and the screen on the server’s 404 render', async () => {
    const requestHeaders = new Headers();
    vi.doMock('next/headers', () => ({ headers: async () => requestHeaders }));
    const { notFoundScreen } = await import('@/components/layout/not-found-answer');
    await expect(notFoundScreen('the screen')).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
    requestHeaders.set(RENDER_NOT_FOUND_HEADER, '1');
    await expect(notFoundScreen('the screen')).resolves.toBe('the screen');
    vi.doUnmock('next/headers');
  });
});
