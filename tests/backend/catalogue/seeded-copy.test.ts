import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categories, productVariants, products as productsTable, samples } from '@/backend/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentEntryResponseSchema, layoutResponseSchema } from '@/contract';
import { formatMoney } from '@/lib/site';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const indonesia = (lang: 'en' | 'id') => ({ 'X-Site-Country': 'id', 'Accept-Language': `${lang}-ID` });

describe('amounts in seeded content', () => {
  it.each(['en', 'id'] as const)('write Rupiah as every price does (%s)', async (lang) => {
    // The way the storefront writes the Indonesian free-shipping threshold, and the way it must never read.
    const threshold = formatMoney(500_000, 'id', lang);
    expect(threshold.replace(/\s/g, ' ')).toBe('Rp 500.000');

    const layout = layoutResponseSchema.parse(
      await (await t.request('/layouts/', { headers: indonesia(lang) })).json(),
    );
    expect(layout.data.announcement).toContain(threshold);
    expect(layout.data.announcement).not.toContain('Rp500,000');

    const home = await t.request('/contentful/content-entries/home', { headers: indonesia(lang) });
    const text = JSON.stringify(contentEntryResponseSchema.parse(await home.json()).data);
    expect(text).toContain(threshold);
    expect(text).not.toMatch(/Rp\d/);
  });
});

describe('seeded names a beauty shopper believes', () => {
  it('names a product after a line only in the category the line belongs to', async () => {
    const leaf = alias(categories, 'leaf');
    const mid = alias(categories, 'mid');
    const products = await t.db
      .select({ name: productsTable.name, leaf: leaf.slug, mid: mid.slug })
      .from(productsTable)
      .innerJoin(leaf, eq(leaf.id, productsTable.categoryId))
      .innerJoin(mid, eq(mid.id, productsTable.midCategoryId));
    expect(products.length).toBeGreaterThan(1000);
    const lipLines = /^(Lip Maestro|Rouge|Retro Matte|Gloss Bomb|Kind Words|Chubby Stick|Lip Glowy|Powermatte) /;
    expect(products.filter((p) => lipLines.test(p.name) && p.mid !== 'lips')).toEqual([]);
    expect(
      products.filter((p) => /^(BADgal|High Impact) /.test(p.name) && !['mascara', 'eyeliner'].includes(p.leaf)),
    ).toEqual([]);
    expect(products.filter((p) => /Mascara$/.test(p.name) && /^(Lip|Rouge|Gloss)/.test(p.name))).toEqual([]);
  });

  it('offers as free samples only what comes as a deluxe mini: no device, no tool', async () => {
    const top = alias(categories, 'top');
    const rows = {
      rows: await t.db
        .select({ name: samples.name, top: top.slug })
        .from(samples)
        .innerJoin(productVariants, eq(productVariants.id, samples.variantId))
        .innerJoin(productsTable, eq(productsTable.id, productVariants.productId))
        .innerJoin(top, eq(top.id, productsTable.topCategoryId)),
    };
    expect(rows.rows.length).toBeGreaterThanOrEqual(8 * 8);
    expect(rows.rows.filter((row) => row.top === 'tools-brushes')).toEqual([]);
    expect(rows.rows.filter((row) => /LED Mask|Curler|Brush|Sponge|Gua Sha|Roller/.test(row.name))).toEqual([]);
  });

  it.each(['en', 'th'] as const)('titles no two home sections alike (%s)', async (lang) => {
    const home = await t.request('/contentful/content-entries/home', {
      headers: { 'X-Site-Country': lang === 'th' ? 'th' : 'sg', 'Accept-Language': lang === 'th' ? 'th-TH' : 'en-SG' },
    });
    const { data } = contentEntryResponseSchema.parse(await home.json());
    const titles = (data.blocks as Array<{ title?: string }>).map((block) => block.title).filter(Boolean);
    expect(titles.length).toBeGreaterThan(4);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('writes tier thresholds with the grouping of the language', async () => {
    const terms = (headers: Record<string, string>) =>
      t.request('/contentful/content-entries/beauty-pass-terms?pageType=cms-pages', { headers });
    const singapore = { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' };
    expect(JSON.stringify(await (await terms(singapore)).json())).toContain('reach 1,000 tier points');
    // Indonesia groups with a dot, as its Rupiah do.
    expect(JSON.stringify(await (await terms(indonesia('id'))).json())).toContain('1.000 poin tier');
  });
});
