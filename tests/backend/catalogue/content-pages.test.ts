import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTENT_PAGE_SLUGS,
  contentEntryResponseSchema,
  layoutResponseSchema,
  sectionAnchor,
  LEGAL_TERMS_SECTION,
  type ContentEntry,
} from '@/contract';
import { allLocales, formatMoney, getCountry, localeTag, type CountryCode, type Language } from '@/lib/site';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const headers = (country: CountryCode, lang: Language) => ({
  'X-Site-Country': country,
  'Accept-Language': localeTag(country, lang),
});

async function page(country: CountryCode, lang: Language, slug: string, preview = false) {
  const base = preview ? '/contentful/preview/content-entries' : '/contentful/content-entries';
  return t.request(`${base}/${slug}?pageType=cms-pages`, { headers: headers(country, lang) });
}

async function entry(country: CountryCode, lang: Language, slug: string, preview = false): Promise<ContentEntry> {
  const response = await page(country, lang, slug, preview);
  expect(response.status, `${country}/${lang}/${slug}`).toBe(200);
  return contentEntryResponseSchema.parse(await response.json()).data;
}

function text(value: ContentEntry): string {
  return JSON.stringify(value.blocks);
}

describe('store pages (cms-pages)', () => {
  it('every country and language has each page, with at least two titled sections', async () => {
    const missing: string[] = [];
    for (const { country, lang } of allLocales()) {
      for (const slug of CONTENT_PAGE_SLUGS) {
        const response = await page(country, lang, slug);
        if (response.status !== 200) {
          missing.push(`${country}/${lang}/${slug}: ${response.status}`);
          continue;
        }
        const { data } = contentEntryResponseSchema.parse(await response.json());
        expect(data.pageType).toBe('cms-pages');
        expect(data.language).toBe(lang);
        expect(data.title.length).toBeGreaterThan(3);
        const sections = data.blocks.filter((block) => block.type === 'richText');
        expect(sections.length, `${country}/${lang}/${slug}`).toBeGreaterThanOrEqual(2);
        for (const section of sections) {
          expect(section.id).toMatch(/^[a-z0-9-]+$/);
          expect(section.document.content[0]?.type).toBe('heading');
        }
        expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);

  it('the terms have the Legal Terms section under the same anchor in every language', async () => {
    for (const { country, lang } of allLocales()) {
      const terms = await entry(country, lang, 'terms');
      expect(terms.blocks.map((b) => b.id)).toContain(sectionAnchor(LEGAL_TERMS_SECTION));
    }
  });

  it('is written in the language asked for', async () => {
    expect(text(await entry('th', 'th', 'privacy'))).toMatch(/[\u0e00-\u0e7f]/);
    expect(text(await entry('hk', 'zh', 'privacy'))).toMatch(/[\u4e00-\u9fff]/);
    expect(text(await entry('id', 'id', 'privacy'))).toContain('Pelindungan Data Pribadi');
    expect(text(await entry('th', 'en', 'privacy'))).not.toMatch(/[\u0e00-\u0e7f]/);
  });

  it('names each country’s privacy law', async () => {
    const laws: Array<[CountryCode, Language, string]> = [
      ['au', 'en', 'Privacy Act 1988'],
      ['au', 'en', 'Australian Privacy Principles'],
      ['nz', 'en', 'Privacy Act 2020'],
      ['sg', 'en', 'Personal Data Protection Act 2012'],
      ['my', 'en', 'Personal Data Protection Act 2010'],
      ['th', 'en', 'B.E. 2562 (2019)'],
      ['ph', 'en', 'Data Privacy Act of 2012'],
      ['id', 'en', 'Law No. 27 of 2022'],
      ['hk', 'en', 'Cap. 486'],
      ['hk', 'zh', '第486章'],
    ];
    for (const [country, lang, law] of laws) {
      expect(text(await entry(country, lang, 'privacy')), `${country}/${lang}`).toContain(law);
    }
  });

  it('states the country’s own free-delivery threshold and fee', async () => {
    for (const { country, lang } of allLocales()) {
      const site = getCountry(country);
      const delivery = text(await entry(country, lang, 'delivery-returns'));
      expect(delivery, `${country}/${lang}`).toContain(formatMoney(site.freeShippingThreshold, country, lang));
      expect(delivery, `${country}/${lang}`).toContain(formatMoney(site.shippingFee, country, lang));
    }
  });

  it('serves the published page, never the draft; preview shows the draft', async () => {
    const live = await entry('sg', 'en', 'terms');
    expect(live.status).toBe('published');
    expect(live.title).toBe('Terms and conditions');
    const draft = await entry('sg', 'en', 'terms', true);
    expect(draft.status).toBe('draft');
    expect(draft.title).toContain('draft');
  });

  it('is not found under another page kind or under a slug it does not have', async () => {
    expect((await t.request('/contentful/content-entries/terms', { headers: headers('sg', 'en') })).status).toBe(404);
    expect((await page('sg', 'en', 'nope-not-a-page')).status).toBe(404);
  });

  it('the layout links the footer to the store pages, translated', async () => {
    const th = layoutResponseSchema.parse(
      await (await t.request('/layouts', { headers: headers('th', 'th') })).json(),
    ).data;
    expect(th.footerLinks.map((l) => l.href)).toEqual(['/about', '/help', '/terms?section=Legal+Terms', '/privacy']);
    expect(th.footerLinks[0]?.label).toMatch(/[\u0e00-\u0e7f]/);
  });
});
