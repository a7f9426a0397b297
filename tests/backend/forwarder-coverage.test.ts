import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from './harness';

// Backend files share their worker's modules: the forwarder is loaded afresh, with this origin.
vi.resetModules();
vi.stubEnv('API_ORIGIN', 'http://api.internal:4000');
const { isForwardable } = await import('@/lib/api-forward');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** The QA and preview surfaces of the API: reachable from the storefront only when switched on. */
const GUARDED = /^\/api\/web\/v1\/(sandbox|preview|contentful\/preview)(\/|$)/;

describe('the storefront forwarder and the API it fronts', () => {
  it('passes every public route the API documents, and none of its QA or preview routes while they are off', async () => {
    const response = await t.request('/openapi.json', { noLocale: true });
    const document = (await response.json()) as { paths: Record<string, unknown> };
    const paths = Object.keys(document.paths).filter((path) => path.startsWith('/api/web/v1/'));
    expect(paths.length).toBeGreaterThan(20);
    const closed = { ENABLE_SANDBOX: false, ENABLE_PREVIEW: false };
    const anonymous = { headers: new Headers() };
    for (const path of paths) {
      // `/orders/{id}` → ['orders', '1']: a parameter stands for any value.
      const segments = path
        .slice('/api/web/v1/'.length)
        .replace(/\{[^}]+\}/g, '1')
        .split('/');
      expect(isForwardable(segments, anonymous, closed), path).toBe(!GUARDED.test(path));
    }
  });
});
