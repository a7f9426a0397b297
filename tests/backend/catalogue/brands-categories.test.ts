import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  brandListResponseSchema,
  brandResponseSchema,
  categoryResponseSchema,
  categoryTreeResponseSchema,
  errorBodySchema,
} from '@/contract';
import { BRAND_ALIASES } from '@/lib/routing/brand-aliases';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('brands', () => {
  it('lists at least 60 brands A–Z, including every alias target and the house brand', async () => {
    const response = await t.request('/brands/');
    const { data } = brandListResponseSchema.parse(await response.json());
    expect(data.length).toBeGreaterThanOrEqual(60);
    const slugs = new Set(data.map((brand) => brand.slug));
    for (const target of Object.values(BRAND_ALIASES)) expect(slugs).toContain(target);
    expect(Object.keys(BRAND_ALIASES)).toHaveLength(19);
    const house = data.filter((brand) => brand.isHouseBrand);
    expect(house.map((brand) => brand.slug)).toEqual(['halcyon-collection']);
    const names = data.map((brand) => brand.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(data.reduce((sum, brand) => sum + brand.productCount, 0)).toBeGreaterThan(1000);
  });

  it('shows a brand by slug in the requested language', async () => {
    const response = await t.request('/brands/milk-makeup', {
      headers: { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' },
    });
    const { data } = brandResponseSchema.parse(await response.json());
    expect(data.name).toBe('Milk Makeup');
    expect(data.tagline).toMatch(/[\u0E00-\u0E7F]/);
    expect(data.logoUrl).toBe('/api/web/v1/media/brands/milk-makeup-logo.svg');
  });

  it("answers 404 'Resource not found!' for an unknown brand", async () => {
    const response = await t.request('/brands/armani');
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.message).toBe(ERROR_MESSAGES.resourceNotFound);
  });
});

describe('categories', () => {
  it('answers a three-level tree with at least 6 top categories and 40 leaves', async () => {
    const { data } = categoryTreeResponseSchema.parse(await (await t.request('/categories')).json());
    expect(data.length).toBeGreaterThanOrEqual(6);
    const leaves = data.flatMap((top) => top.children.flatMap((mid) => mid.children));
    expect(leaves.length).toBeGreaterThanOrEqual(40);
    expect(data.map((top) => top.slug)).toEqual(
      expect.arrayContaining(['makeup', 'skincare', 'fragrance', 'hair', 'bath-body', 'tools-brushes', 'men']),
    );
    expect(leaves.every((leaf) => leaf.level === 3 && leaf.path.split('/').length === 3)).toBe(true);
  });

  it.each([
    ['en-HK', 'Foundation', 'Makeup'],
    ['zh-HK', '粉底', '彩妝'],
  ])('shows a category by slug path in %s', async (language, leafName, topName) => {
    const response = await t.request('/categories/makeup/face/foundation', {
      headers: { 'X-Site-Country': 'hk', 'Accept-Language': language },
    });
    const { data } = categoryResponseSchema.parse(await response.json());
    expect(data.name).toBe(leafName);
    expect(data.breadcrumbs.map((crumb) => crumb.slug)).toEqual(['makeup', 'face', 'foundation']);
    expect(data.breadcrumbs[0]!.name).toBe(topName);
  });

  it('shows a top category with its children, also by lone slug', async () => {
    const { data } = categoryResponseSchema.parse(await (await t.request('/categories/skincare')).json());
    expect(data.level).toBe(1);
    expect(data.children.length).toBeGreaterThan(2);
    const mid = categoryResponseSchema.parse(await (await t.request('/categories/lips')).json());
    expect(mid.data.path).toBe('makeup/lips');
  });

  it("answers 404 'Resource not found!' for an unknown path", async () => {
    const response = await t.request('/categories/makeup/nope');
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.message).toBe(ERROR_MESSAGES.resourceNotFound);
  });
});

describe('media', () => {
  it('serves deterministic SVG product shots without locale headers', async () => {
    const first = await t.request('/media/products/1-1.svg', { noLocale: true });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toContain('image/svg+xml');
    const body = await first.text();
    expect(body.startsWith('<svg')).toBe(true);
    const again = await (await t.request('/media/products/1-1.svg', { noLocale: true })).text();
    expect(again).toBe(body);
    const second = await (await t.request('/media/products/1-2.svg', { noLocale: true })).text();
    expect(second).not.toBe(body);
  });

  it('draws product shots without lettering, which would need a system font to paint', async () => {
    for (let view = 1; view <= 3; view += 1) {
      const body = await (await t.request(`/media/products/1-${view}.svg`, { noLocale: true })).text();
      expect(body, `view ${view}`).toMatch(/aria-label="[^"]+"/);
      expect(body, `view ${view}`).not.toContain('<text');
    }
    expect(await (await t.request('/media/variants/1.svg', { noLocale: true })).text()).not.toContain('<text');
  });

  it('serves variant, brand and banner artwork, and 404s unknown files', async () => {
    for (const path of [
      '/media/variants/1.svg',
      '/media/brands/this-works-logo.svg',
      '/media/brands/this-works-hero.svg',
      '/media/banners/home-hero-sg.svg',
    ]) {
      const response = await t.request(path, { noLocale: true });
      expect(response.status, path).toBe(200);
    }
    expect((await t.request('/media/products/99999999-1.svg', { noLocale: true })).status).toBe(404);
    expect((await t.request('/media/products/abc.svg', { noLocale: true })).status).toBe(404);
  });

  it("draws banners without words, so that only the page's translated copy is read over them", async () => {
    const body = await (await t.request('/media/brands/this-works-hero.svg', { noLocale: true })).text();
    expect(body).toContain('aria-label="This Works"');
    expect(body).not.toContain('<text');
    expect(body).not.toContain('thoughtfully made');
  });

  it('escapes text in the artwork', async () => {
    const response = await t.request('/media/brands/petal-and-pine-logo.svg', { noLocale: true });
    const body = await response.text();
    expect(body).toContain('PETAL &#38; PINE');
  });
});

describe('OpenAPI document', () => {
  it('documents the catalogue routes', async () => {
    const response = await t.request('/openapi.json', { noLocale: true });
    expect(response.status).toBe(200);
    const doc = (await response.json()) as { paths: Record<string, unknown> };
    for (const path of ['/api/web/v1/products', '/api/web/v1/search', '/api/web/v1/layouts', '/api/web/v1/rewards']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
