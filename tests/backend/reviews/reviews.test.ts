import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsLedger, products } from '@/backend/db/schema';
import {
  errorBodySchema,
  memberReviewResponseSchema,
  memberReviewsResponseSchema,
  ONLINE_REVIEW_POINTS,
  productResponseSchema,
  productReviewsResponseSchema,
  PUBLISHED_REVIEW_POINTS,
  reviewPublishResponseSchema,
} from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { createMembers, pointsOf } from '../concurrency/support';
import { mostReviewed, recordOrder, sgProducts } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const review = (productId: number) => ({
  productId,
  rating: 4,
  title: 'Soft and even',
  body: 'Blends well and lasts the whole day.',
  recommended: true,
});

describe('reviews of what a member bought', () => {
  it('lets only a buyer of a paid order review a product', async () => {
    const [buyer, other] = await createMembers(t, 2);
    const [bought, unpaid] = await sgProducts(t, 2);
    await recordOrder(t, buyer!.id, bought!);
    await recordOrder(t, buyer!.id, unpaid!, { paid: false });

    const notBought = await t.request('/account/reviews', {
      method: 'POST',
      json: review(bought!.id),
      jar: other!.jar,
    });
    expect(notBought.status).toBe(403);
    expect(errorBodySchema.parse(await notBought.json()).error.code).toBe('review_not_allowed');
    const notPaid = await t.request('/account/reviews', { method: 'POST', json: review(unpaid!.id), jar: buyer!.jar });
    expect(notPaid.status).toBe(403);
    const guest = await t.request('/account/reviews', { method: 'POST', json: review(bought!.id) });
    expect(guest.status).toBe(401);

    const list = memberReviewsResponseSchema.parse(
      await (await t.request('/account/reviews', { jar: buyer!.jar })).json(),
    );
    expect(list.data.awaiting.map((product) => product.id)).toEqual([bought!.id]);
    expect(list.data.reviews).toEqual([]);
  });

  it('keeps one review per member per product, pending, with the writing points once', async () => {
    const [buyer] = await createMembers(t, 1);
    const [product] = await sgProducts(t, 1);
    await recordOrder(t, buyer!.id, product!);
    const first = await t.request('/account/reviews', { method: 'POST', json: review(product!.id), jar: buyer!.jar });
    expect(first.status).toBe(201);
    const written = memberReviewResponseSchema.parse(await first.json());
    expect(written).toMatchObject({ pointsEarned: ONLINE_REVIEW_POINTS, data: { status: 'pending', rating: 4 } });

    const retry = await t.request('/account/reviews', {
      method: 'POST',
      json: { ...review(product!.id), rating: 1 },
      jar: buyer!.jar,
    });
    expect(retry.status).toBe(200);
    expect(memberReviewResponseSchema.parse(await retry.json())).toMatchObject({
      pointsEarned: 0,
      data: { id: written.data.id, rating: 4 },
    });
    expect(await pointsOf(t, buyer!.id)).toBe(ONLINE_REVIEW_POINTS);

    const list = memberReviewsResponseSchema.parse(
      await (await t.request('/account/reviews', { jar: buyer!.jar })).json(),
    );
    expect(list.data.awaiting).toEqual([]);
    expect(list.data.reviews.map((entry) => [entry.product.id, entry.status])).toEqual([[product!.id, 'pending']]);
  });

  it('shows a review on the product only once published, with the publishing points once', async () => {
    const [buyer] = await createMembers(t, 1);
    const [, , product] = await sgProducts(t, 3);
    await recordOrder(t, buyer!.id, product!);
    const [before] = await t.db.select().from(products).where(eq(products.id, product!.id));
    const written = memberReviewResponseSchema.parse(
      await (
        await t.request('/account/reviews', {
          method: 'POST',
          json: { ...review(product!.id), title: 'Pending then published' },
          jar: buyer!.jar,
        })
      ).json(),
    );
    const titles = async () =>
      productReviewsResponseSchema
        .parse(await (await t.request(`/products/${product!.slug}/reviews?per_page=20`)).json())
        .data.map((entry) => entry.title);
    expect(await titles()).not.toContain('Pending then published');

    const published = await t.request(`/sandbox/reviews/${written.data.id}/publish`, { method: 'POST' });
    expect(published.status).toBe(200);
    expect(reviewPublishResponseSchema.parse(await published.json())).toMatchObject({
      pointsEarned: PUBLISHED_REVIEW_POINTS,
      data: { status: 'published' },
    });
    const again = reviewPublishResponseSchema.parse(
      await (await t.request(`/sandbox/reviews/${written.data.id}/publish`, { method: 'POST' })).json(),
    );
    expect(again.pointsEarned).toBe(0);
    expect(await titles()).toContain('Pending then published');
    expect(await pointsOf(t, buyer!.id)).toBe(ONLINE_REVIEW_POINTS + PUBLISHED_REVIEW_POINTS);
    const entries = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, buyer!.id));
    expect(entries.map((entry) => entry.source).sort()).toEqual(['online_review', 'published_review']);

    const detail = productResponseSchema.parse(await (await t.request(`/products/${product!.slug}`)).json());
    expect(detail.data.rating.count).toBe(before!.ratingCount + 1);
    expect(detail.data.rating.distribution[3]).toBe(before!.ratingDistribution[3]! + 1);

    expect((await t.request('/sandbox/reviews/999999/publish', { method: 'POST' })).status).toBe(404);
    expect(
      (await t.request(`/sandbox/reviews/${written.data.id}/publish`, { method: 'POST', anonymous: true })).status,
    ).toBe(404);
  });

  it.each([
    ['a rating of 6', { rating: 6 }],
    ['an empty title', { title: '  ' }],
    ['a text too short', { body: 'ok' }],
    ['an unknown field', { photo: 'x' }],
  ])('answers 400 for %s', async (_name, change) => {
    const [buyer] = await createMembers(t, 1);
    const [product] = await sgProducts(t, 1);
    const response = await t.request('/account/reviews', {
      method: 'POST',
      json: { ...review(product!.id), ...change },
      jar: buyer!.jar,
    });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('validation_error');
  });
});

describe("a product's reviews", () => {
  it('sorts by rating either way and pages through every published review', async () => {
    const product = await mostReviewed(t);
    const read = async (query: string) => {
      const response = await t.request(`/products/${product!.slug}/reviews?${query}`);
      expect(response.status).toBe(200);
      return productReviewsResponseSchema.parse(await response.json());
    };
    const all = await read('per_page=20');
    expect(all.meta.total).toBeGreaterThan(5);
    const highest = await read('sort=rating_desc&per_page=20');
    const ratings = highest.data.map((entry) => entry.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(ratings[0]).toBeGreaterThan(ratings.at(-1)!);
    const lowest = (await read('sort=rating_asc&per_page=20')).data.map((entry) => entry.rating);
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
    expect(lowest[0]).toBeLessThan(lowest.at(-1)!);
    const first = await read('page=1');
    const second = await read('page=2');
    expect(first.data).toHaveLength(5);
    expect(second.meta.page).toBe(2);
    expect(second.data.map((entry) => entry.id)).toEqual(all.data.slice(5, 10).map((entry) => entry.id));
  });

  it.each(['sort=best', 'page=0', 'page=abc', 'per_page=500', 'colour=red'])('answers 400 for %s', async (query) => {
    const [product] = await sgProducts(t, 1);
    expect((await t.request(`/products/${product!.slug}/reviews?${query}`)).status).toBe(400);
  });

  it('answers 404 for a product that does not exist', async () => {
    expect((await t.request('/products/no-such-product/reviews')).status).toBe(404);
  });
});
