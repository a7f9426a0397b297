import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * The proxy sends a closed sandbox to a path no route claims, so every /sandbox path answers the
 * 404 page with a 404 status before any of the sandbox renders.
 */

async function rewriteOf(path: string): Promise<string | null> {
  const { proxy } = await import('@/proxy');
  const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
  const rewrite = response.headers.get('x-middleware-rewrite');
  // The 404 page is answered with its status by the proxy itself.
  expect(response.status, path).toBe(rewrite?.endsWith('/page-not-found') ? 404 : 200);
  return rewrite;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the proxy and the sandbox', () => {
  it('rewrites every sandbox and preview path to the 404 route when they are off', async () => {
    vi.stubEnv('ENABLE_SANDBOX', 'false');
    vi.stubEnv('ENABLE_PREVIEW', 'false');
    for (const path of [
      '/sandbox',
      '/sandbox/members',
      '/sandbox/payment-failed-hk',
      '/sandbox/contentful/pages/x',
      '/swagger',
      '/preview',
      '/preview/homepage',
    ]) {
      expect(await rewriteOf(path), path).toMatch(/\/sg\/en\/page-not-found$/);
    }
    expect(await rewriteOf('/cart')).toMatch(/\/sg\/en\/cart$/);
  });

  it('passes sandbox paths to their pages when it is on, privately', async () => {
    vi.stubEnv('ENABLE_SANDBOX', 'true');
    const { proxy } = await import('@/proxy');
    const response = await proxy(new NextRequest('http://localhost:3000/sandbox/members?language=en'));
    expect(response.headers.get('x-middleware-rewrite')).toMatch(/\/sg\/en\/sandbox\/members/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });
});
