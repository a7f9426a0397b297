import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layouts, overlays, products, productReviews, promos, samples } from '@/backend/db/schema';
import { capitalizeSentences } from '@/backend/seed/catalogue/products';
import { BRAND_LINES, NAME_PREFIXES } from '@/backend/seed/catalogue/data/words';
import { brands } from '@/backend/db/schema';
import { popularQueriesResponseSchema, productListResponseSchema, productResponseSchema } from '@/contract';
import { allLocales, localeTag, type CountryCode, type Language } from '@/lib/site';
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
const HAN_OR_THAI = /[\u0e00-\u0e7f\u4e00-\u9fff]/;

interface Tile {
  where: string;
  title: string;
  text: string;
  promoCode: string | null;
}

/** Every promo tile inside a layout's or an overlay's blocks, wherever it is nested. */
function tilesIn(where: string, value: unknown, into: Tile[] = []): Tile[] {
  if (Array.isArray(value)) for (const item of value) tilesIn(where, item, into);
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.title === 'string' && typeof record.text === 'string' && 'promoCode' in record)
      into.push({
        where,
        title: record.title,
        text: record.text,
        promoCode: (record.promoCode as string | null) ?? null,
      });
    for (const child of Object.values(record)) tilesIn(where, child, into);
  }
  return into;
}

describe('seeded text in every language a country offers', () => {
  it('lets a promo tile promise only what its code does, under a whole title', async () => {
    const firstOrderOnly = new Set(
      (await t.db.select().from(promos)).filter((promo) => promo.firstTimeOnly).map((p) => `${p.country}:${p.code}`),
    );
    const tiles = [
      ...(await t.db.select().from(layouts)).flatMap((row) => tilesIn(`${row.country}/${row.language}`, row.config)),
      ...(await t.db.select().from(overlays)).flatMap((row) => tilesIn(`${row.country}/${row.language}`, row.blocks)),
    ];
    const withCode = new Set(tiles.filter((tile) => tile.promoCode).map((tile) => tile.where.split('/')[0]));
    expect(withCode.size).toBe(8);
    // "Your first order", in each language: only a first-order code may say it.
    const FIRST_ORDER = /first order|pesanan pertama|คำสั่งซื้อแรก|首次/i;
    const promising = tiles.filter(
      (tile) =>
        tile.promoCode &&
        FIRST_ORDER.test(tile.text) &&
        !firstOrderOnly.has(`${tile.where.split('/')[0]}:${tile.promoCode}`),
    );
    expect(promising).toEqual([]);
    // A title is whole, not the first words of its own text ("Free shipping over" above "Free shipping over S$35").
    expect(tiles.filter((tile) => tile.text !== tile.title && tile.text.startsWith(tile.title))).toEqual([]);
  });

  it('starts every sentence of a description with a capital', async () => {
    expect(capitalizeSentences('lipstik ini ringan. tahan lama! ok')).toBe('Lipstik ini ringan. Tahan lama! Ok');
    const rows = await t.db.select({ description: products.description }).from(products).limit(400);
    expect(rows).toHaveLength(400);
    const lowerStarts = rows.flatMap(({ description }) =>
      (['en', 'id'] as const).flatMap((lang) =>
        (description[lang] ?? '').split(/(?<=[.!?])\s+/).filter((sentence) => /^\p{Ll}/u.test(sentence)),
      ),
    );
    expect(lowerStarts).toEqual([]);
  });

  it('names a brand’s products from its own lines, never another brand’s', async () => {
    const linesOf = (slug: string): string[] => Object.values(BRAND_LINES[slug] ?? {}).flatMap((lines) => lines ?? []);
    const everyLine = Object.keys(BRAND_LINES).flatMap((slug) => linesOf(slug).map((line) => ({ slug, line })));
    // The descriptive words belong to no brand.
    const generic = Object.values(NAME_PREFIXES).flat();
    expect(everyLine.filter(({ line }) => generic.includes(line))).toEqual([]);
    const rows = await t.db
      .select({ name: products.name, brand: brands.slug })
      .from(products)
      .innerJoin(brands, eq(products.brandId, brands.id));
    expect(rows.length).toBeGreaterThan(100);
    const borrowed = rows.filter(({ name, brand }) =>
      everyLine.some(({ slug, line }) => slug !== brand && name.startsWith(`${line} `)),
    );
    expect(borrowed).toEqual([]);
    // A real brand's products carry its lines.
    const fenty = rows.filter(({ brand }) => brand === 'fenty-beauty');
    expect(fenty.length).toBeGreaterThan(0);
    expect(fenty.some(({ name }) => linesOf('fenty-beauty').some((line) => name.startsWith(line)))).toBe(true);
  });

  it('names samples by their product, leaving the word "sample" to the page language', async () => {
    const rows = await t.db.select({ name: samples.name }).from(samples);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter(({ name }) => /\bsample\b/i.test(name))).toEqual([]);
  });

  it('gives popular searches in the page language, each finding products', async () => {
    for (const { country, lang } of allLocales()) {
      const response = await t.request('/search/popular-queries/', { headers: headers(country, lang) });
      const { data } = popularQueriesResponseSchema.parse(await response.json());
      expect(data.length, `${country}/${lang}`).toBeGreaterThan(0);
      if (lang === 'th' || lang === 'zh')
        expect(
          data.some((q) => HAN_OR_THAI.test(q.query)),
          `${country}/${lang}`,
        ).toBe(true);
      for (const { query } of data.slice(0, 3)) {
        const found = await t.request(`/search?q=${encodeURIComponent(query)}&perPage=1`, {
          headers: headers(country, lang),
        });
        expect(
          productListResponseSchema.parse(await found.json()).meta.total,
          `${country}/${lang} "${query}"`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('shows seeded reviews in the page language', async () => {
    const [reviewed] = await t.db
      .select({ slug: products.slug })
      .from(products)
      .innerJoin(productReviews, and(eq(productReviews.productId, products.id), isNotNull(productReviews.translations)))
      .limit(1);
    expect(reviewed).toBeDefined();
    const read = async (country: CountryCode, lang: Language) =>
      productResponseSchema.parse(
        await (await t.request(`/products/${reviewed!.slug}`, { headers: headers(country, lang) })).json(),
      ).data.reviews;
    const zh = await read('hk', 'zh');
    expect(zh.length).toBeGreaterThan(0);
    expect(zh.every((r) => HAN_OR_THAI.test(r.title) && HAN_OR_THAI.test(r.body))).toBe(true);
    const th = await read('th', 'th');
    expect(th).toHaveLength(zh.length);
    expect(th.every((r) => HAN_OR_THAI.test(r.body))).toBe(true);
    const en = await read('hk', 'en');
    expect(en).toHaveLength(zh.length);
    expect(en.some((r) => HAN_OR_THAI.test(r.body))).toBe(false);
  });
});
