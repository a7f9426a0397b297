import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '@/backend/db/schema';
import { errorBodySchema, newsletterSignUpResponseSchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe('newsletter/subscriptions', () => {
  it('stores a guest’s address with the country, language and time of consent', async () => {
    const answer = await t.request('/newsletter/subscriptions', {
      method: 'POST',
      headers: { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' },
      json: { email: '  Wren.Tan@Example.com ', consent: true },
    });
    expect(answer.status).toBe(200);
    expect(newsletterSignUpResponseSchema.parse(await answer.json()).data.subscribed).toBe(true);
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'wren.tan@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ country: 'th', language: 'th' });
    expect(rows[0]!.consentedAt).toBeInstanceOf(Date);
  });

  it('keeps one subscription per country when signing up again, in the latest language', async () => {
    for (const language of ['th-TH', 'en-TH']) {
      const answer = await t.request('/newsletter/subscriptions', {
        method: 'POST',
        headers: { 'X-Site-Country': 'th', 'Accept-Language': language },
        json: { email: 'wren.tan@example.com', consent: true },
      });
      expect(answer.status).toBe(200);
    }
    await t.request('/newsletter/subscriptions', {
      method: 'POST',
      headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
      json: { email: 'wren.tan@example.com', consent: true },
    });
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'wren.tan@example.com'));
    expect(rows.map((r) => `${r.country}:${r.language}`).sort()).toEqual(['sg:en', 'th:en']);
  });

  it.each([
    ['no consent', { email: 'a@example.com', consent: false }],
    ['consent missing', { email: 'a@example.com' }],
    ['not an address', { email: 'not-an-email', consent: true }],
    ['no body fields', {}],
  ])('refuses %s with a 400, storing nothing', async (_case, json) => {
    const answer = await t.request('/newsletter/subscriptions', { method: 'POST', json });
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(await answer.json()).error.code).toBe('validation_error');
    const rows = await t.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'a@example.com'));
    expect(rows).toHaveLength(0);
  });
});
