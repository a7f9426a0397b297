import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  contentEntryResponseSchema,
  errorBodySchema,
  layoutResponseSchema,
  overlayResponseSchema,
  userSegmentListResponseSchema,
} from '@/contract';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const HK_ZH = { 'X-Site-Country': 'hk', 'Accept-Language': 'zh-HK' };

async function messageOf(response: Response) {
  return errorBodySchema.parse(await response.json()).error.message;
}

describe('layouts', () => {
  it('answers the published layout with config for the navigation guard', async () => {
    const response = await t.request('/layouts/');
    const { data } = layoutResponseSchema.parse(await response.json());
    expect(data.config.forterSiteId).toBe('hb-forter-sg');
    expect(data.config.smartLinkExemptedPaths.map((rule) => rule.type).sort()).toEqual([
      'absolute',
      'regex',
      'startsWith',
    ]);
    expect(data.segment).toBeNull();
    expect(data.announcement).toContain('S$35');
  });

  it('in preview, picks the draft and the segment variant', async () => {
    const draft = layoutResponseSchema.parse(
      await (await t.request('/layouts', { headers: { 'X-Preview-Mode': 'true' } })).json(),
    );
    expect(draft.data.announcement).toContain('mega sale');
    const gold = layoutResponseSchema.parse(
      await (
        await t.request('/layouts?user_segments=app-users,beauty-pass-gold', { headers: { 'X-Preview-Mode': 'true' } })
      ).json(),
    );
    expect(gold.data.segment).toBe('beauty-pass-gold');
    // Segments are ignored outside preview.
    const live = layoutResponseSchema.parse(await (await t.request('/layouts?user_segments=beauty-pass-gold')).json());
    expect(live.data.segment).toBeNull();
  });

  it('answers in the language of the request', async () => {
    const { data } = layoutResponseSchema.parse(await (await t.request('/layouts', { headers: HK_ZH })).json());
    expect(data.language).toBe('zh');
    expect(data.announcement).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('content entries', () => {
  it('answers the home page with resolved product rails and brand grid', async () => {
    const response = await t.request('/contentful/content-entries/home');
    const { data } = contentEntryResponseSchema.parse(await response.json());
    expect(data.pageType).toBe('homepage');
    expect(data.status).toBe('published');
    const types = data.blocks.map((block) => block.type);
    expect(types).toEqual(
      expect.arrayContaining(['hero', 'carousel', 'productRail', 'brandGrid', 'promoTiles', 'richText']),
    );
    for (const block of data.blocks) {
      if (block.type === 'productRail') {
        expect(block.products.length).toBeGreaterThan(0);
        for (const card of block.products) expect(card.price.currency).toBe('SGD');
      }
      if (block.type === 'brandGrid') expect(block.brands.map((brand) => brand.slug)).toContain('this-works');
    }
  });

  it('answers landing pages and brand pages, in Traditional Chinese for zh-HK', async () => {
    const page = contentEntryResponseSchema.parse(
      await (await t.request('/contentful/content-entries/summer-glow', { headers: HK_ZH })).json(),
    );
    expect(page.data.title).toBe('夏日光采精選');
    const brand = contentEntryResponseSchema.parse(
      await (await t.request('/contentful/content-entries/fenty-beauty?pageType=brands')).json(),
    );
    expect(brand.data.pageType).toBe('brands');
  });

  it('answers a landing page per top category, its rail limited to the category', async () => {
    const { data } = contentEntryResponseSchema.parse(
      await (
        await t.request('/contentful/content-entries/skincare', {
          headers: { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' },
        })
      ).json(),
    );
    expect(data.title).toBe('สกินแคร์');
    const rail = data.blocks.find((block) => block.type === 'productRail');
    expect(rail?.type === 'productRail' && rail.products.length).toBeGreaterThan(0);
    if (rail?.type === 'productRail') {
      for (const card of rail.products) expect(card.price.currency).toBe('THB');
    }
    const layout = layoutResponseSchema.parse(
      await (await t.request('/layouts', { headers: { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' } })).json(),
    );
    expect(layout.data.navigation.map((link) => link.href)).toContain('/pages/skincare');
    expect(layout.data.navigation.find((link) => link.href === '/pages/skincare')?.label).toBe('สกินแคร์');
  });

  it("answers 404 'Landing Page not found' for unknown and draft-only pages", async () => {
    const unknown = await t.request('/contentful/content-entries/nope');
    expect(unknown.status).toBe(404);
    expect(await messageOf(unknown)).toBe(ERROR_MESSAGES.landingPageNotFound);
    const draftOnly = await t.request('/contentful/content-entries/mega-sale');
    expect(draftOnly.status).toBe(404);
    expect(await messageOf(draftOnly)).toBe(ERROR_MESSAGES.landingPageNotFound);
  });

  it('previews drafts and segment variants', async () => {
    const draft = contentEntryResponseSchema.parse(
      await (await t.request('/contentful/preview/content-entries/mega-sale')).json(),
    );
    expect(draft.data.status).toBe('draft');
    const home = contentEntryResponseSchema.parse(
      await (await t.request('/contentful/preview/content-entries/home')).json(),
    );
    expect(home.data.status).toBe('draft');
    const gold = contentEntryResponseSchema.parse(
      await (await t.request('/contentful/preview/content-entries/home?user_segments=beauty-pass-gold')).json(),
    );
    expect(gold.data.segment).toBe('beauty-pass-gold');
    const hero = gold.data.blocks.find((block) => block.type === 'hero');
    expect(hero && hero.type === 'hero' ? hero.title : '').toContain('Gold');
  });

  it('has a black-tier home page for every store and language, only in preview with its segment', async () => {
    for (const [country, language] of [
      ['th', 'th'],
      ['hk', 'zh'],
      ['id', 'id'],
      ['au', 'en'],
    ] as const) {
      const headers = { 'X-Site-Country': country, 'Accept-Language': `${language}-${country.toUpperCase()}` };
      const black = contentEntryResponseSchema.parse(
        await (
          await t.request('/contentful/preview/content-entries/home?user_segments=beauty-pass-black', { headers })
        ).json(),
      );
      expect(black.data).toMatchObject({ segment: 'beauty-pass-black', language, status: 'published' });
      const hero = black.data.blocks.find((block) => block.type === 'hero');
      expect(hero && hero.type === 'hero' ? hero.title : '').toContain('Black');
      const live = contentEntryResponseSchema.parse(
        await (await t.request('/contentful/content-entries/home?user_segments=beauty-pass-black', { headers })).json(),
      );
      expect(live.data.segment).toBeNull();
      expect(live.data.status).toBe('published');
    }
  });
});

describe('overlays and segments', () => {
  it('answers an overlay by key and by id in the country', async () => {
    const byKey = overlayResponseSchema.parse(await (await t.request('/preview/overlays/welcome-offer')).json());
    expect(byKey.data.key).toBe('welcome-offer');
    const byId = overlayResponseSchema.parse(await (await t.request(`/preview/overlays/${byKey.data.id}`)).json());
    expect(byId.data).toEqual(byKey.data);
    const elsewhere = await t.request(`/preview/overlays/${byKey.data.id}`, { headers: HK_ZH });
    expect(elsewhere.status).toBe(404);
    expect(await messageOf(elsewhere)).toBe(ERROR_MESSAGES.resourceNotFound);
  });

  it('lists all user segments', async () => {
    const { data } = userSegmentListResponseSchema.parse(
      await (await t.request('/sea-falcon/all-user-segments/')).json(),
    );
    expect(data.map((segment) => segment.slug)).toEqual(expect.arrayContaining(['beauty-pass-gold', 'new-customers']));
  });
});

// Last in the file: it removes content.
describe('missing layout', () => {
  it("answers 404 'Layout not found' when the country has no layout", async () => {
    await t.db.execute(sql`delete from layouts where country = 'nz'`);
    const response = await t.request('/layouts', { headers: { 'X-Site-Country': 'nz', 'Accept-Language': 'en-NZ' } });
    expect(response.status).toBe(404);
    expect(await messageOf(response)).toBe(ERROR_MESSAGES.layoutNotFound);
  });
});
