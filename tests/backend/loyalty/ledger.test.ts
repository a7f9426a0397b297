import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendPoints } from '@/backend/loyalty/ledger';
import { pointsLedger, users } from '@/backend/db/schema';
import { accountSchema, REGISTRATION_POINTS, REGISTRATION_PRODUCT, sessionSchema } from '@/contract';
import { CookieJar, createTestApp, type TestApp, signUp } from '../harness';
import { createMembers } from '../concurrency/support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'members' });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
function registration() {
  counter += 1;
  return {
    firstName: 'Nok',
    lastName: 'Saetang',
    email: `ledger-${process.pid}-${counter}@example.test`,
    password: 'Str0ng!Pass',
    passwordConfirmation: 'Str0ng!Pass',
    mobileNumber: '+65 9123 4567',
    dateOfBirth: '1995-04-02',
    consents: { personalData: true, thirdPartyDisclosure: true, policy: true, over14: true },
  };
}

function entriesOf(userId: number) {
  return t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, userId)).orderBy(asc(pointsLedger.id));
}

describe('registration points', () => {
  it('a new member starts with the registration points, written in the ledger with the account they name', async () => {
    const jar = new CookieJar();
    const response = await signUp(t, registration(), jar);
    expect(response.status).toBe(201);
    const session = sessionSchema.parse(await response.json());

    const account = accountSchema.parse(await (await t.request('/account', { jar })).json());
    expect(account.loyaltyPoints).toBe(REGISTRATION_POINTS);

    const entries = await entriesOf(session.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      source: 'registration_of_{product}_account',
      points: REGISTRATION_POINTS,
      balanceAfter: REGISTRATION_POINTS,
      subject: REGISTRATION_PRODUCT,
      orderNumber: null,
    });
  });

  it('a refused registration writes no member and no points', async () => {
    const body = { ...registration(), password: 'weak', passwordConfirmation: 'weak' };
    expect((await signUp(t, body)).status).toBe(422);
    const [member] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(member).toBeUndefined();
  });

  it('the registration points are earned once per member', async () => {
    const [member] = await createMembers(t, 1);
    const entry = { userId: member!.id, source: 'registration_of_{product}_account' as const, points: 100 };
    expect(await appendPoints(t.db, entry)).not.toBeNull();
    await expect(appendPoints(t.db, entry)).rejects.toThrow();
    expect(await entriesOf(member!.id)).toHaveLength(1);
  });
});

describe('the points ledger', () => {
  it('records the balance after each entry, and refuses a debit below zero without writing anything', async () => {
    const [member] = await createMembers(t, 1);
    const userId = member!.id;
    await appendPoints(t.db, { userId, source: 'bonus_points', points: 250 });
    await appendPoints(t.db, { userId, source: 'used_points', points: -200, orderNumber: 'HB-1' });
    expect(await appendPoints(t.db, { userId, source: 'expired_points', points: -51 })).toBeNull();
    await appendPoints(t.db, { userId, source: 'expired_points', points: -50 });

    const entries = await entriesOf(userId);
    expect(entries.map((entry) => [entry.source, entry.points, entry.balanceAfter])).toEqual([
      ['bonus_points', 250, 250],
      ['used_points', -200, 50],
      ['expired_points', -50, 0],
    ]);
    const [row] = await t.db.select({ points: users.loyaltyPoints }).from(users).where(eq(users.id, userId));
    expect(row?.points).toBe(0);
  });
});
