import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendPoints } from '@/backend/loyalty/ledger';
import { pointsLedger, users } from '@/backend/db/schema';
import { REGISTRATION_POINTS, sandboxMailListSchema } from '@/contract';
import { createTestApp, type TestApp } from '../harness';
import { countBy, createMembers, outcomes } from './support';

/**
 * Beauty Pass points under parallel requests: on PGlite, and on Postgres when TEST_DATABASE_URL is
 * set, where the requests really run at the same time on separate connections.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'members', apiNodes: 2 });
}, 180_000);
afterAll(async () => {
  await t.close();
});

const range = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('points ledger', () => {
  it('registers one member, with one registration entry, however many sign-ups and links of an address race', async () => {
    const email = `race-register-${process.pid}-${Date.now()}@example.test`;
    const body = {
      firstName: 'Race',
      lastName: 'Register',
      email,
      password: 'Str0ng!Pass',
      passwordConfirmation: 'Str0ng!Pass',
      consents: { personalData: true, thirdPartyDisclosure: true, policy: true, over14: true },
    };
    const accepted = await Promise.all(range(12).map(() => t.request('/users', { method: 'POST', json: body })));
    expect(accepted.map((response) => response.status)).toEqual(range(12).map(() => 202));
    const mail = sandboxMailListSchema.parse(
      await (await t.request(`/sandbox/mail?to=${encodeURIComponent(email)}`)).json(),
    );
    const tokens = mail.data.map((message) => message.token ?? '');
    expect(tokens).toHaveLength(12);
    // Every link at once, the first one twice more.
    const answers = await outcomes(
      await Promise.all(
        [...tokens, tokens[0], tokens[0]].map((token) =>
          t.request('/users/confirm', { method: 'POST', json: { token } }),
        ),
      ),
    );
    expect(countBy(answers, (a) => a.status)).toEqual({ 201: 1, 400: 13 });
    const members = await t.db.select().from(users).where(eq(users.email, email));
    expect(members).toHaveLength(1);
    const entries = await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, members[0]!.id));
    expect(entries.map((entry) => entry.points)).toEqual([REGISTRATION_POINTS]);
    expect(members[0]!.loyaltyPoints).toBe(REGISTRATION_POINTS);
  });

  it('parallel debits never take a balance below zero, and each entry records the balance it left', async () => {
    const [member] = await createMembers(t, 1);
    const userId = member!.id;
    await appendPoints(t.db, { userId, source: 'bonus_points', points: 500 });
    const results = await Promise.all(
      range(30).map(() => t.db.transaction((tx) => appendPoints(tx, { userId, source: 'used_points', points: -40 }))),
    );
    expect(results.filter((row) => row !== null)).toHaveLength(12);

    const entries = await t.db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(asc(pointsLedger.balanceAfter));
    const [row] = await t.db.select({ points: users.loyaltyPoints }).from(users).where(eq(users.id, userId));
    expect(row?.points).toBe(20);
    expect(entries.reduce((sum, entry) => sum + entry.points, 0)).toBe(20);
    // Every debit saw the balance the one before it left: no two record the same balance.
    const debits = entries.filter((entry) => entry.source === 'used_points').map((entry) => entry.balanceAfter);
    expect(debits).toEqual([20, 60, 100, 140, 180, 220, 260, 300, 340, 380, 420, 460]);
  });
});
