import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEntries } from '@/backend/db/schema';
import {
  activityResponseSchema,
  siteIndexResponseSchema,
  type CountryCode,
  type SiteIndexData,
} from '@/contract';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const headers = (country: CountryCode, lang = 'en') => ({
  'X-Site-Country': country,
  'Accept-Language': `${lang}-${country.toUpperCase()}`,
});

async function indexOf(country: CountryCode, lang = 'en'): Promise<SiteIndexData> {
  const response = await t.request('/site-index', { headers: headers(country, lang) });
  expect(response.status).toBe(200);
  return siteIndexResponseSchema.parse(await response.json()).data;
}

/** The status a detail route answers, the oracle the index must agree with. */
async function statusOf(path: string, country: CountryCode, lang = 'en'): Promise<number> {
  return (await t.request(path, { headers: headers(country, lang) })).status;
}

/** A few entries spread over the list: first, middle, last. */
function spread<T>(items: readonly T[]): T[] {
  return [...new Set([items[0], items[Math.floor(items.length / 2)], items.at(-1)])].filter(
    (item): item is T => item !== undefined,
  );
}

describe('the site index', () => {
  it('lists the products sold in the country, which the product route answers, and none it does not sell', async () => {
    const [sg, th] = await Promise.all([indexOf('sg'), indexOf('th', 'th')]);
    expect(sg.products.length).toBeGreaterThan(1000);
    for (const slug of spread(sg.products)) expect(await statusOf(`/products/${slug}`, 'sg'), slug).toBe(200);
    const sgProducts = new Set(sg.products);
    const onlyInThailand = th.products.filter((slug) => !sgProducts.has(slug));
    expect(onlyInThailand.length).toBeGreaterThan(0);
    for (const slug of spread(onlyInThailand)) expect(await statusOf(`/products/${slug}`, 'sg'), slug).toBe(404);
    expect(new Set(sg.products).size).toBe(sg.products.length);
  });

  it('lists every brand and every category by path and by slug, as the detail routes answer them', async () => {
    const sg = await indexOf('sg');
    expect(sg.brands).toContain('fenty-beauty');
    for (const slug of spread(sg.brands)) expect(await statusOf(`/brands/${slug}`, 'sg'), slug).toBe(200);
    expect(sg.categories).toEqual(expect.arrayContaining(['makeup', 'makeup/lips']));
    for (const path of sg.categories) expect(await statusOf(`/categories/${path}`, 'sg'), path).toBe(200);
  });

  it("lists the country's stores and activities by id and slug, each answered by its route", async () => {
    const [sg, au] = await Promise.all([indexOf('sg'), indexOf('au')]);
    expect(sg.stores.length).toBeGreaterThan(0);
    for (const slug of sg.stores) expect(await statusOf(`/store-locations/${slug}`, 'sg'), slug).toBe(200);
    expect(au.stores.length).toBeGreaterThan(0);
    for (const slug of au.stores) expect(sg.stores).not.toContain(slug);
    for (const kind of ['service', 'class', 'event'] as const) {
      expect(sg.activities[kind].length, kind).toBeGreaterThan(0);
      for (const id of spread(sg.activities[kind])) {
        const response = await t.request(`/happening/services/activities/${id}`, { headers: headers('sg') });
        expect(response.status, id).toBe(200);
        expect(activityResponseSchema.parse(await response.json()).data.kind, id).toBe(kind);
      }
      const auIds = au.activities[kind].filter((id) => /^\d+$/.test(id));
      expect(auIds.length, kind).toBeGreaterThan(0);
      for (const id of auIds) expect(sg.activities[kind]).not.toContain(id);
    }
  });

  it('lists the landing pages published for everyone in each language of the country, no draft and no segment-only page', async () => {
    const now = new Date();
    const base = {
      country: 'sg',
      pageType: 'pages' as const,
      title: 'T',
      seoDescription: '',
      blocks: [],
      updatedAt: now,
    };
    await t.db.insert(contentEntries).values([
      { ...base, language: 'en', slugUrl: 'draft-only-page', segment: null, status: 'draft' },
      { ...base, language: 'en', slugUrl: 'gold-members-page', segment: 'beauty-pass-gold', status: 'published' },
      { ...base, language: 'en', slugUrl: 'english-only-page', segment: null, status: 'published' },
    ]);
    const [sg, th] = await Promise.all([indexOf('sg'), indexOf('th', 'th')]);
    expect(Object.keys(sg.landingPages)).toEqual(['en']);
    expect(Object.keys(th.landingPages).sort()).toEqual(['en', 'th']);
    const sgPages = sg.landingPages.en ?? [];
    expect(sgPages).toContain('english-only-page');
    expect(sgPages).not.toContain('draft-only-page');
    expect(sgPages).not.toContain('gold-members-page');
    expect(th.landingPages.en ?? []).not.toContain('english-only-page');
    for (const slug of sgPages) {
      expect(await statusOf(`/contentful/content-entries/${slug}?pageType=pages`, 'sg'), slug).toBe(200);
    }
    for (const slug of ['draft-only-page', 'gold-members-page']) {
      expect(await statusOf(`/contentful/content-entries/${slug}?pageType=pages`, 'sg'), slug).toBe(404);
    }
  });
});
