import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, pointsLedger, productReviews } from '@/backend/db/schema';
import { BEAUTY_PROFILE_POINTS, ONLINE_REVIEW_POINTS, PUBLISHED_REVIEW_POINTS } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { recordOrder, sgProducts } from '../reviews/support';
import { countBy, createMembers, outcomes, pointsOf } from './support';

/**
 * Points earned once (a complete beauty profile, a review written, a review published) under
 * parallel requests: on PGlite, and on Postgres when TEST_DATABASE_URL is set.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all', apiNodes: 2 });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('points earned once under parallel requests', () => {
  it('parallel complete saves of a beauty profile earn the completion points once', async () => {
    const [member] = await createMembers(t, 1);
    const [top] = await t.db.select({ slug: categories.slug }).from(categories).where(eq(categories.level, 1));
    const body = {
      skinType: 'dry',
      skinConcerns: ['redness'],
      skinTone: 'fair',
      hairType: 'curly',
      hairConcerns: ['dryness'],
      eyeColour: 'hazel',
      favouriteCategories: [top!.slug],
    };
    const answers = await outcomes(
      await Promise.all(
        range(10).map(() => t.request('/account/beauty-profile', { method: 'PUT', json: body, jar: member!.jar })),
      ),
    );
    expect(countBy(answers, (a) => a.status)).toEqual({ 200: 10 });
    const earned = answers.map((a) => (a.body as { data: { pointsEarned: number } }).data.pointsEarned);
    expect(earned.filter((points) => points > 0)).toEqual([BEAUTY_PROFILE_POINTS]);
    expect(await pointsOf(t, member!.id)).toBe(BEAUTY_PROFILE_POINTS);
    const entries = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member!.id));
    expect(entries).toHaveLength(1);
  });

  it('parallel submits of a review write one review, and parallel publications earn once', async () => {
    const [member] = await createMembers(t, 1);
    const [product] = await sgProducts(t, 1);
    await recordOrder(t, member!.id, product!);
    const body = { productId: product!.id, rating: 5, title: 'Race', body: 'Written twice at once.' };
    const answers = await outcomes(
      await Promise.all(
        range(10).map(() => t.request('/account/reviews', { method: 'POST', json: body, jar: member!.jar })),
      ),
    );
    expect(countBy(answers, (a) => a.status)).toEqual({ 200: 9, 201: 1 });
    const rows = await t.db
      .select()
      .from(productReviews)
      .where(and(eq(productReviews.userId, member!.id), eq(productReviews.productId, product!.id)));
    expect(rows).toHaveLength(1);
    expect(await pointsOf(t, member!.id)).toBe(ONLINE_REVIEW_POINTS);

    const published = await outcomes(
      await Promise.all(range(8).map(() => t.request(`/sandbox/reviews/${rows[0]!.id}/publish`, { method: 'POST' }))),
    );
    expect(countBy(published, (a) => a.status)).toEqual({ 200: 8 });
    expect(await pointsOf(t, member!.id)).toBe(ONLINE_REVIEW_POINTS + PUBLISHED_REVIEW_POINTS);
    const entries = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member!.id));
    expect(countBy(entries, (entry) => entry.source)).toEqual({ online_review: 1, published_review: 1 });
  });
});
