import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentEntryResponseSchema,
  happeningBannerListResponseSchema,
  layoutResponseSchema,
} from '@/contract';
import { happeningBanners } from '@/backend/db/schema';
import { PREVIEW_CREDENTIAL_HEADER, previewCredential } from '@/contract/preview-credential';
import { createTestApp, TEST_PREVIEW_SECRET, type TestApp } from '../harness';

/**
 * Drafts and segment variants reach only the storefront's preview pages, which carry the preview
 * credential (docs/preview.md, Access): anybody else who reaches the API gets the 404 of a path
 * that does not exist.
 */

let t: TestApp;
let closed: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  closed = await createTestApp({ seed: 'all', env: { PREVIEW_SECRET: '' } });
}, 180_000);
afterAll(async () => {
  await t.close();
  await closed.close();
});

const DRAFT_PATHS = [
  '/contentful/preview/content-entries/mega-sale',
  '/contentful/preview/content-entries/home?user_segments=beauty-pass-gold',
  '/preview/overlays/welcome-offer',
  '/preview/overlays/app-download',
];

describe('draft reads', () => {
  it('answers 404 without the preview credential, or with a wrong one', async () => {
    for (const path of DRAFT_PATHS) {
      expect((await t.request(path, { anonymous: true })).status, path).toBe(404);
      const forged = await t.request(path, {
        anonymous: true,
        headers: { [PREVIEW_CREDENTIAL_HEADER]: previewCredential('another-secret-another-secret-0123456789') },
      });
      expect(forged.status, path).toBe(404);
      expect(
        (await t.request(path, { anonymous: true, headers: { [PREVIEW_CREDENTIAL_HEADER]: TEST_PREVIEW_SECRET } }))
          .status,
        path,
      ).toBe(404);
    }
  });

  it('serves them with the credential', async () => {
    const draft = contentEntryResponseSchema.parse(
      await (await t.request('/contentful/preview/content-entries/mega-sale')).json(),
    );
    expect(draft.data.status).toBe('draft');
  });

  it('serves the published layout to anybody, and its draft only with the credential', async () => {
    const published = layoutResponseSchema.parse(await (await t.request('/layouts', { anonymous: true })).json());
    expect(published.data.announcement).not.toContain('Coming soon');
    const asked = await t.request('/layouts', { anonymous: true, headers: { 'X-Preview-Mode': 'true' } });
    expect(asked.status).toBe(404);
    const draft = layoutResponseSchema.parse(
      await (await t.request('/layouts', { headers: { 'X-Preview-Mode': 'true' } })).json(),
    );
    expect(JSON.stringify(draft.data)).not.toEqual(JSON.stringify(published.data));
  });

  it('serves the Happening banners an editor has published to anybody, and drafts and segments only in preview', async () => {
    const thai = { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' };
    await t.db.insert(happeningBanners).values({
      country: 'th',
      title: { en: 'Gold members: a private evening', th: 'สมาชิก Gold: ค่ำคืนส่วนตัว' },
      subtitle: { en: 'By invitation', th: 'เฉพาะผู้ได้รับเชิญ' },
      link: '/happening/services?kind=event',
      position: 4,
      segment: 'beauty-pass-gold',
      status: 'published',
    });
    const titles = async (path: string, init: Parameters<TestApp['request']>[1]) =>
      happeningBannerListResponseSchema.parse(await (await t.request(path, init)).json()).data.map((b) => b.title);

    const published = await titles('/happening/banners', { anonymous: true, headers: thai });
    expect(published).toHaveLength(3);
    expect(published.join(' ')).not.toMatch(/เร็ว ๆ นี้|สมาชิก Gold/);
    const asked = await t.request('/happening/banners', {
      anonymous: true,
      headers: { ...thai, 'X-Preview-Mode': 'true' },
    });
    expect(asked.status).toBe(404);

    const preview = { ...thai, 'X-Preview-Mode': 'true' };
    const drafts = happeningBannerListResponseSchema.parse(
      await (await t.request('/happening/banners', { headers: preview })).json(),
    ).data;
    expect(drafts.map((b) => [b.title, b.status])).toContainEqual(['เร็ว ๆ นี้: เวิร์กช็อปของขวัญวันหยุด', 'draft']);
    expect(drafts.map((b) => b.title)).not.toContain('สมาชิก Gold: ค่ำคืนส่วนตัว');
    const gold = await titles('/happening/banners?user_segments=beauty-pass-gold', { headers: preview });
    expect(gold).toContain('สมาชิก Gold: ค่ำคืนส่วนตัว');
    // Another country's editors' work stays in that country.
    const singapore = await titles('/happening/banners?user_segments=beauty-pass-gold', {
      headers: { 'X-Preview-Mode': 'true' },
    });
    expect(singapore.join(' ')).not.toContain('Gold members: a private evening');
  });

  it('serves no draft at all when the API has no preview secret', async () => {
    for (const path of DRAFT_PATHS) {
      const response = await closed.request(path, {
        headers: { [PREVIEW_CREDENTIAL_HEADER]: previewCredential(TEST_PREVIEW_SECRET) },
      });
      expect(response.status, path).toBe(404);
    }
  });
});
