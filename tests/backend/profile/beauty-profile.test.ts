import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, pointsLedger } from '@/backend/db/schema';
import { BEAUTY_PROFILE_POINTS, beautyProfileResponseSchema, errorBodySchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { createMembers, pointsOf } from '../concurrency/support';

let t: TestApp;
let topSlugs: string[];
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  topSlugs = (await t.db.select({ slug: categories.slug }).from(categories).where(eq(categories.level, 1))).map(
    (row) => row.slug,
  );
}, 180_000);
afterAll(async () => {
  await t.close();
});

function full() {
  return {
    skinType: 'combination',
    skinConcerns: ['pores', 'dullness'],
    skinTone: 'medium',
    hairType: 'wavy',
    hairConcerns: ['frizz'],
    eyeColour: 'brown',
    favouriteCategories: [topSlugs[0]],
  };
}

describe('beauty profile', () => {
  it('is empty for a member who never saved it, and members only', async () => {
    const [member] = await createMembers(t, 1);
    const response = await t.request('/account/beauty-profile', { jar: member!.jar });
    expect(response.status).toBe(200);
    const { data } = beautyProfileResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ skinType: null, skinConcerns: [], complete: false, completedAt: null });
    expect((await t.request('/account/beauty-profile')).status).toBe(401);
    expect((await t.request('/account/beauty-profile', { method: 'PUT', json: full() })).status).toBe(401);
  });

  it('saves a partial profile without points, then earns the completion points once', async () => {
    const [member] = await createMembers(t, 1);
    const partial = { ...full(), hairType: null, hairConcerns: [] };
    const first = await t.request('/account/beauty-profile', { method: 'PUT', json: partial, jar: member!.jar });
    expect(first.status).toBe(200);
    expect(beautyProfileResponseSchema.parse(await first.json()).data).toMatchObject({
      complete: false,
      pointsEarned: 0,
      skinTone: 'medium',
    });
    expect(await pointsOf(t, member!.id)).toBe(0);

    const complete = await t.request('/account/beauty-profile', { method: 'PUT', json: full(), jar: member!.jar });
    const saved = beautyProfileResponseSchema.parse(await complete.json()).data;
    expect(saved).toMatchObject({ complete: true, pointsEarned: BEAUTY_PROFILE_POINTS });
    expect(saved.completedAt).not.toBeNull();

    // Emptied and completed again: no second award.
    await t.request('/account/beauty-profile', { method: 'PUT', json: partial, jar: member!.jar });
    const again = await t.request('/account/beauty-profile', {
      method: 'PUT',
      json: { ...full(), eyeColour: 'green' },
      jar: member!.jar,
    });
    expect(beautyProfileResponseSchema.parse(await again.json()).data).toMatchObject({
      eyeColour: 'green',
      pointsEarned: 0,
    });
    expect(await pointsOf(t, member!.id)).toBe(BEAUTY_PROFILE_POINTS);
    const entries = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member!.id));
    expect(entries.map((entry) => entry.source)).toEqual(['completed_beauty_profile']);
  });

  it.each([
    ['an unknown skin type', { skinType: 'scaly' }],
    ['a repeated concern', { skinConcerns: ['pores', 'pores'] }],
    ['an unknown field', { favouriteColour: 'red' }],
    ['a missing section', { skinTone: undefined }],
  ])('answers 400 for %s', async (_name, change) => {
    const [member] = await createMembers(t, 1);
    const response = await t.request('/account/beauty-profile', {
      method: 'PUT',
      json: { ...full(), ...change },
      jar: member!.jar,
    });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('validation_error');
  });

  it('answers 422 for a favourite category that is not a top category, and 400 for a body that is not JSON', async () => {
    const [member] = await createMembers(t, 1);
    const response = await t.request('/account/beauty-profile', {
      method: 'PUT',
      json: { ...full(), favouriteCategories: ['no-such-category'] },
      jar: member!.jar,
    });
    expect(response.status).toBe(422);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('unknown_category');
    const broken = await t.request('/account/beauty-profile', {
      method: 'PUT',
      body: '{"skinType":',
      headers: { 'Content-Type': 'application/json' },
      jar: member!.jar,
    });
    expect(broken.status).toBe(400);
  });
});
