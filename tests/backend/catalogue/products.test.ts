import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogueIndex } from '@/backend/catalogue';
import {
  ERROR_MESSAGES,
  errorBodySchema,
  popularQueriesResponseSchema,
  productFacetsResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  searchResponseSchema,
  searchSuggestionsResponseSchema,
  variantListResponseSchema,
} from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { products } from '@/backend/db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function list(query: string, headers?: Record<string, string>) {
  const response = await t.request(`/products?${query}`, { headers });
  expect(response.status).toBe(200);
  return productListResponseSchema.parse(await response.json());
}

describe('the seeded catalogue', () => {
  it('never gives a brand two products of one name, so a search never lists two alike', async () => {
    const twins = await t.db
      .select({ brandId: products.brandId, name: products.name, count: sql<number>`count(*)::int` })
      .from(products)
      .groupBy(products.brandId, products.name)
      .having(sql`count(*) > 1`);
    expect(twins).toEqual([]);
    const [all] = await t.db.select({ count: sql<number>`count(*)::int` }).from(products);
    expect(all?.count).toBeGreaterThan(1000);
  });
});

describe('GET products/', () => {
  it('lists a page of cards in the country currency with pagination meta', async () => {
    const body = await list('');
    expect(body.data).toHaveLength(24);
    expect(body.meta).toMatchObject({ page: 1, perPage: 24, sort: 'bestselling' });
    expect(body.meta.total).toBeGreaterThan(1000);
    expect(body.meta.totalPages).toBe(Math.ceil(body.meta.total / 24));
    for (const card of body.data) {
      expect(card.price.currency).toBe('SGD');
      expect(card.imageUrl).toMatch(/^\/api\/web\/v1\/media\/products\/\d+-1\.svg$/);
    }
  });

  it('accepts a trailing slash', async () => {
    const response = await t.request('/products/?perPage=2');
    expect(response.status).toBe(200);
  });

  it('paginates without overlap and answers an empty page past the end', async () => {
    const first = await list('perPage=10&page=1&sort=newest');
    const second = await list('perPage=10&page=2&sort=newest');
    expect(first.data).toHaveLength(10);
    expect(second.data).toHaveLength(10);
    const ids = new Set(first.data.map((card) => card.id));
    expect(second.data.some((card) => ids.has(card.id))).toBe(false);
    const beyond = await list(`perPage=10&page=${first.meta.totalPages + 1}`);
    expect(beyond.data).toHaveLength(0);
    expect(beyond.meta.total).toBe(first.meta.total);
  });

  it('filters by brand slugs and category slug', async () => {
    const body = await list('brands=fenty-beauty,rare-beauty&category=makeup&perPage=96');
    expect(body.data.length).toBeGreaterThan(0);
    for (const card of body.data) {
      expect(['fenty-beauty', 'rare-beauty']).toContain(card.brand.slug);
    }
    const lips = await list('category=lips&perPage=96');
    expect(lips.meta.total).toBeGreaterThan(0);
    expect(lips.data).toHaveLength(Math.min(96, lips.meta.total));
    for (const card of lips.data)
      expect(['lipstick', 'lip-gloss', 'lip-liner', 'lip-balm']).toContain(card.category.slug);
    const unknown = await list('brands=no-such-brand');
    expect(unknown.meta.total).toBe(0);
  });

  it('filters by price range against the effective price, and on sale', async () => {
    const body = await list('priceMin=3000&priceMax=5000&perPage=96');
    expect(body.data.length).toBeGreaterThan(0);
    for (const card of body.data) {
      const effective = (card.salePrice ?? card.price).amount;
      expect(effective).toBeGreaterThanOrEqual(3000);
      expect(effective).toBeLessThanOrEqual(5000);
    }
    const sale = await list('onSale=true&perPage=96');
    expect(sale.data.length).toBeGreaterThan(0);
    for (const card of sale.data) {
      expect(card.onSale).toBe(true);
      expect(card.salePrice!.amount).toBeLessThan(card.price.amount);
    }
  });

  it('filters by new, bestseller and badges', async () => {
    const fresh = await list('isNew=true&perPage=50');
    expect(fresh.meta.total).toBeGreaterThan(0);
    expect(fresh.data).toHaveLength(Math.min(50, fresh.meta.total));
    for (const card of fresh.data) expect(card.isNew).toBe(true);
    const bestsellers = await list('bestseller=true&perPage=50');
    expect(bestsellers.meta.total).toBeGreaterThan(0);
    expect(bestsellers.data).toHaveLength(Math.min(50, bestsellers.meta.total));
    for (const card of bestsellers.data) expect(card.isBestseller).toBe(true);
    const badged = await list('badges=app_exclusive&perPage=50');
    expect(badged.data.length).toBeGreaterThan(0);
    for (const card of badged.data) expect(card.badges).toContain('app_exclusive');
  });

  it.each([
    ['price_asc', (a: number, b: number) => a <= b],
    ['price_desc', (a: number, b: number) => a >= b],
  ] as const)('sorts by %s', async (sort, ordered) => {
    const body = await list(`sort=${sort}&perPage=50`);
    const prices = body.data.map((card) => (card.salePrice ?? card.price).amount);
    expect(prices).toHaveLength(50);
    // Equal prices everywhere would pass either order.
    expect(new Set(prices).size).toBeGreaterThan(1);
    for (let i = 1; i < prices.length; i += 1) expect(ordered(prices[i - 1]!, prices[i]!)).toBe(true);
  });

  it('sorts by rating', async () => {
    // One category, so that the page spans many ratings: the catalogue's first pages all have 5 stars.
    const body = await list('sort=rating&perPage=96&category=lips');
    const ratings = body.data.map((card) => card.rating.average);
    expect(ratings).toHaveLength(Math.min(96, body.meta.total));
    expect(new Set(ratings).size).toBeGreaterThan(5);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('rejects an unknown sort and a too-large page size', async () => {
    expect((await t.request('/products?sort=cheapest')).status).toBe(400);
    expect((await t.request('/products?perPage=1000')).status).toBe(400);
  });

  it('answers in the country currency: IDR has no minor units', async () => {
    const body = await list('perPage=20', { 'X-Site-Country': 'id', 'Accept-Language': 'id-ID' });
    expect(body.data).toHaveLength(20);
    for (const card of body.data) {
      expect(card.price.currency).toBe('IDR');
      expect(card.price.amount % 1000).toBe(0);
    }
    const th = await list('perPage=5', { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' });
    expect(th.data[0]!.price.currency).toBe('THB');
    expect(th.data[0]!.category.name).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('lists only products sold in the country', async () => {
    const sg = await list('perPage=1');
    const hk = await list('perPage=1', { 'X-Site-Country': 'hk', 'Accept-Language': 'en-HK' });
    expect(sg.meta.total).not.toBe(hk.meta.total);
  });
});

describe('GET products/{slug}', () => {
  it('shows a product with variants, images, stock and reviews', async () => {
    const [card] = (await list('perPage=1')).data;
    const response = await t.request(`/products/${card!.slug}`);
    expect(response.status).toBe(200);
    const { data } = productResponseSchema.parse(await response.json());
    expect(data.id).toBe(card!.id);
    expect(data.variants.length).toBe(data.variantCount);
    expect(card!.variantCount).toBe(data.variants.length);
    expect(data.images.length).toBeGreaterThan(0);
    expect(data.breadcrumbs.map((crumb) => crumb.level)).toEqual([1, 2, 3]);
    expect(data.description.length).toBeGreaterThan(20);
    expect(data.details.map((detail) => detail.label)).toEqual(
      expect.arrayContaining(['Brand', 'Category', 'Item no.']),
    );

    // A shade product with a variant nearly sold out, so both the swatch and the units-left checks run.
    const [low] = await t.rows<{ slug: string; variant_id: number; stock: number }>(
      sql`select p.slug, v.id as variant_id, v.stock from products p
          join product_offers o on o.product_id = p.id and o.country = 'sg'
          join product_variants v on v.product_id = p.id
          where p.variant_kind = 'shade' and v.stock between 1 and 5 and not v.coming_soon
          order by p.id, v.position limit 1`,
    );
    expect(low).toBeDefined();
    const shaded = productResponseSchema.parse(await (await t.request(`/products/${low!.slug}`)).json()).data;
    expect(shaded.variants.find((variant) => variant.id === low!.variant_id)).toMatchObject({
      kind: 'shade',
      stockState: 'low_stock',
      stockQuantity: low!.stock,
    });

    let shades = 0;
    let lowStock = 0;
    for (const variant of [...data.variants, ...shaded.variants]) {
      expect(variant.price.currency).toBe('SGD');
      if (variant.kind === 'shade') {
        shades += 1;
        expect(variant.hexColor).toMatch(/^#[0-9a-f]{6}$/);
      }
      if (variant.stockState === 'low_stock') {
        lowStock += 1;
        expect(variant.stockQuantity).toBeLessThanOrEqual(5);
      }
    }
    expect(shades).toBeGreaterThan(0);
    expect(lowStock).toBeGreaterThan(0);
  });

  it("counts every review in the rating histogram: it adds up to the product's count and average", async () => {
    // Products with listed reviews (only a few of all their reviews are stored with text).
    const rows = await t.rows<{ slug: string }>(
      sql`select p.slug from products p join product_offers o on o.product_id = p.id and o.country = 'sg'
          where exists (select 1 from product_reviews r where r.product_id = p.id) order by p.id limit 5`,
    );
    expect(rows).toHaveLength(5);
    for (const { slug } of rows) {
      const { data } = productResponseSchema.parse(await (await t.request(`/products/${slug}`)).json());
      const { count, average, distribution } = data.rating;
      expect(distribution.reduce((sum, n) => sum + n, 0)).toBe(count);
      const mean = distribution.reduce((sum, n, i) => sum + n * (i + 1), 0) / count;
      expect(Math.abs(mean - average)).toBeLessThanOrEqual(0.05);
      expect(data.reviews.length).toBeGreaterThan(0);
      for (const review of data.reviews) expect(distribution[review.rating - 1]).toBeGreaterThan(0);
    }
  });

  it('answers in the requested language', async () => {
    const [card] = (await list('perPage=1', { 'X-Site-Country': 'hk', 'Accept-Language': 'zh-HK' })).data;
    const response = await t.request(`/products/${card!.slug}`, {
      headers: { 'X-Site-Country': 'hk', 'Accept-Language': 'zh-HK' },
    });
    const { data } = productResponseSchema.parse(await response.json());
    expect(data.description).toMatch(/[\u4e00-\u9fff]/);
    expect(data.price.currency).toBe('HKD');
  });

  it("answers 404 'Resource not found!' for an unknown slug", async () => {
    const response = await t.request('/products/no-such-product');
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.message).toBe(ERROR_MESSAGES.resourceNotFound);
  });

  it('answers 404 when the product is not sold in the country', async () => {
    const rows = await t.rows<{ slug: string }>(
      `select p.slug from products p where not exists (select 1 from product_offers o where o.product_id = p.id and o.country = 'sg') limit 1`,
    );
    const slug = rows[0]!.slug;
    const response = await t.request(`/products/${slug}`);
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.message).toBe(ERROR_MESSAGES.resourceNotFound);
  });
});

describe('GET products/filters/', () => {
  it('counts facets for the current query', async () => {
    const response = await t.request('/products/filters/?category=skincare');
    const { data } = productFacetsResponseSchema.parse(await response.json());
    const listing = await list('category=skincare&perPage=1');
    expect(data.total).toBe(listing.meta.total);
    const brandSum = data.brands.reduce((sum, brand) => sum + brand.count, 0);
    expect(brandSum).toBe(listing.meta.total);
    // The category facet ignores the category filter, so every top category shows.
    expect(data.categories.filter((category) => category.level === 1).length).toBeGreaterThanOrEqual(6);
    expect(data.price.currency).toBe('SGD');
    expect(data.price.min).toBeLessThanOrEqual(data.price.max);
    const onSale = await list('category=skincare&onSale=true&perPage=1');
    expect(data.onSale).toBe(onSale.meta.total);
  });
});

describe('GET variants', () => {
  it('returns the requested variants sold in the country, in order', async () => {
    const [card] = (await list('perPage=1')).data;
    const product = productResponseSchema.parse(await (await t.request(`/products/${card!.slug}`)).json()).data;
    const ids = product.variants.map((variant) => variant.id).reverse();
    const response = await t.request(`/variants?ids=${ids.join(',')},99999999`);
    const { data } = variantListResponseSchema.parse(await response.json());
    expect(data.map((variant) => variant.id)).toEqual(ids);
    expect(data[0]!.product.slug).toBe(card!.slug);
  });
});

describe('search', () => {
  it('finds products by words of their name, brand and category', async () => {
    const response = await t.request('/search/?q=foundation');
    const body = searchResponseSchema.parse(await response.json());
    expect(body.meta.total).toBeGreaterThan(0);
    expect(body.meta.sort).toBe('relevance');
    expect(body.meta.message).toBeNull();
    expect(body.data[0]!.name.toLowerCase()).toContain('foundation');
  });

  it('matches brand names, accents and case-insensitively, and combines with filters', async () => {
    const body = searchResponseSchema.parse(await (await t.request('/search?q=ESTEE%20lauder&perPage=96')).json());
    expect(body.data.length).toBeGreaterThan(0);
    for (const card of body.data) expect(card.brand.slug).toBe('estee-lauder');
    const filtered = searchResponseSchema.parse(
      await (await t.request('/search?q=serum&onSale=true&perPage=96')).json(),
    );
    expect(filtered.meta.total).toBeGreaterThan(0);
    expect(filtered.data).toHaveLength(Math.min(96, filtered.meta.total));
    for (const card of filtered.data) expect(card.onSale).toBe(true);
  });

  it.each([
    ['th', 'th-TH', 'ลิปสติก', 'lipstick'],
    ['hk', 'zh-HK', '粉底', 'foundation'],
    ['id', 'id-ID', 'tabir surya', 'sunscreen'],
  ])('finds products by category names in %s (%s)', async (country, language, q, slug) => {
    const response = await t.request(`/search?q=${encodeURIComponent(q)}&perPage=96`, {
      headers: { 'X-Site-Country': country, 'Accept-Language': language },
    });
    const body = searchResponseSchema.parse(await response.json());
    expect(body.meta.total).toBeGreaterThan(0);
    for (const card of body.data) expect(card.category.slug).toBe(slug);
  });

  it("says 'Sorry, no products found' when nothing matches", async () => {
    const body = searchResponseSchema.parse(await (await t.request('/search?q=zzqqxx')).json());
    expect(body.data).toHaveLength(0);
    expect(body.meta.message).toBe(ERROR_MESSAGES.noProductsFound);
  });

  it('suggests brands, categories and products as the shopper types', async () => {
    const response = await t.request('/components/search-input-dropdown/?q=fen');
    const { data } = searchSuggestionsResponseSchema.parse(await response.json());
    expect(data.brands.map((brand) => brand.slug)).toContain('fenty-beauty');
    expect(data.products.length).toBeGreaterThan(0);
    const lip = searchSuggestionsResponseSchema.parse(
      await (await t.request('/components/search-input-dropdown?q=lip')).json(),
    );
    expect(lip.data.categories.map((category) => category.slug)).toContain('lipstick');
    const empty = searchSuggestionsResponseSchema.parse(
      await (await t.request('/components/search-input-dropdown')).json(),
    );
    expect(empty.data.products).toHaveLength(0);
  });

  it('lists popular queries of the country', async () => {
    const { data } = popularQueriesResponseSchema.parse(await (await t.request('/search/popular-queries/')).json());
    expect(data).toHaveLength(10);
    expect(data[0]!.position).toBe(1);
  });
});

// Last in the file: it edits the catalogue.
describe('catalogue index', () => {
  it('shows price edits after invalidateCatalogueIndex', async () => {
    const [card] = (await list('perPage=1')).data;
    await t.db.execute(
      sql`update product_offers set price = 123400, sale_price = null, effective_price = 123400 where product_id = ${card!.id} and country = 'sg'`,
    );
    invalidateCatalogueIndex(t.db);
    const [top] = (await list('sort=price_desc&perPage=1')).data;
    expect(top!.id).toBe(card!.id);
    expect(top!.price.amount).toBe(123400);
  });
});
