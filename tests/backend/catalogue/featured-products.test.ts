import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_PRODUCTS_MAX, featuredProductsResponseSchema, productListResponseSchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const THAI = { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' };

async function featured(productIds: unknown, headers: Record<string, string> = THAI) {
  return t.request('/featured-products', { method: 'POST', json: { productIds }, headers, anonymous: true });
}

describe('featured-products (POST)', () => {
  it('answers the cards asked for, in their order and the request’s country and language', async () => {
    const listing = productListResponseSchema.parse(
      await (await t.request('/products?perPage=3', { headers: THAI, anonymous: true })).json(),
    );
    const [a, b, c] = listing.data;
    const answer = await featured([c!.id, a!.id, b!.id, a!.id]);
    expect(answer.status).toBe(200);
    const { data } = featuredProductsResponseSchema.parse(await answer.json());
    expect(data.map((card) => card.id)).toEqual([c!.id, a!.id, b!.id]);
    // The same card the Thai listing shows: Thai text, baht.
    expect(data[1]).toEqual(a);
    expect(data[1]!.price.currency).toBe('THB');
  });

  it('leaves out products not sold in the country and ids that name nothing', async () => {
    const [onlyElsewhere] = await t.rows<{ id: number }>(sql`
      select product_id as id from product_offers where country = 'sg'
      except select product_id from product_offers where country = 'th' limit 1`);
    const sold = productListResponseSchema.parse(
      await (await t.request('/products?perPage=1', { headers: THAI, anonymous: true })).json(),
    ).data[0]!;
    const ids = [onlyElsewhere ? Number(onlyElsewhere.id) : 2_000_000_000, 2_000_000_001, sold.id];
    const { data } = featuredProductsResponseSchema.parse(await (await featured(ids)).json());
    expect(data.map((card) => card.id)).toEqual([sold.id]);
  });

  it('refuses a request that names nothing, too much or not ids, with a 400', async () => {
    const tooMany = Array.from({ length: FEATURED_PRODUCTS_MAX + 1 }, (_, index) => index + 1);
    for (const productIds of [[], tooMany, ['12'], [1.5], [-3], null, 'all']) {
      const answer = await featured(productIds);
      expect(answer.status, JSON.stringify(productIds)).toBe(400);
    }
    const notJson = await t.request('/featured-products', {
      method: 'POST',
      body: 'productIds=1',
      headers: { ...THAI, 'Content-Type': 'text/plain' },
      anonymous: true,
    });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
  });
});
