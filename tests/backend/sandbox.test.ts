import { deliveriesSettled } from '@/backend/auth/deliveries';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ERROR_MESSAGES,
  errorBodySchema,
  faultStateSchema,
  sandboxUserListSchema,
  sandboxUserSchema,
} from '@/contract';
import { DEMO_MEMBERS } from '@/backend/seed/members';
import { SANDBOX_DEFAULT_PASSWORD } from '@/backend/sandbox/routes';
import { seededRandom } from '@/backend/sandbox/faults';
import { eq } from 'drizzle-orm';
import { mailOutbox, users } from '@/backend/db/schema';
import { createTestApp, TEST_QA_TOKEN, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'members' });
});
afterAll(async () => {
  await t.close();
});

describe('sandbox/users', () => {
  it('lists the members with pagination', async () => {
    const response = await t.request('/sandbox/users/?perPage=2&page=2');
    expect(response.status).toBe(200);
    const list = sandboxUserListSchema.parse(await response.json());
    expect(list.meta).toEqual({
      page: 2,
      perPage: 2,
      total: DEMO_MEMBERS.length,
      totalPages: Math.ceil(DEMO_MEMBERS.length / 2),
    });
    expect(list.data.map((user) => user.email)).toEqual(DEMO_MEMBERS.slice(2, 4).map((member) => member.email));
  });

  it('creates, reads, updates and deletes a member', async () => {
    const created = await t.request('/sandbox/users', {
      method: 'POST',
      json: { email: 'QA.Gold@Example.test', loyaltyTier: 'gold', loyaltyPoints: 3000, locked: true },
    });
    expect(created.status).toBe(201);
    const user = sandboxUserSchema.parse(await created.json());
    expect(user).toMatchObject({
      email: 'qa.gold@example.test',
      loyaltyTier: 'gold',
      loyaltyPoints: 3000,
      locked: true,
    });

    const blocked = await t.request('/sessions', {
      method: 'POST',
      json: { email: user.email, password: SANDBOX_DEFAULT_PASSWORD },
    });
    expect(blocked.status).toBe(423);

    const shown = sandboxUserSchema.parse(await (await t.request(`/sandbox/users/${user.id}`)).json());
    expect(shown).toEqual(user);

    const updated = await t.request(`/sandbox/users/${user.id}/`, {
      method: 'PATCH',
      json: { locked: false, loyaltyTier: 'black', password: 'Other!Pass9' },
    });
    expect(updated.status).toBe(200);
    expect(sandboxUserSchema.parse(await updated.json())).toMatchObject({ locked: false, loyaltyTier: 'black' });
    // White is also called pink: a request that says pink means white.
    const pink = await t.request(`/sandbox/users/${user.id}/`, { method: 'PATCH', json: { loyaltyTier: 'pink' } });
    expect(pink.status).toBe(200);
    expect(((await pink.json()) as { loyaltyTier: string }).loyaltyTier).toBe('white');
    const signIn = await t.request('/sessions', {
      method: 'POST',
      json: { email: user.email, password: 'Other!Pass9' },
    });
    expect(signIn.status).toBe(200);

    expect((await t.request(`/sandbox/users/${user.id}`, { method: 'DELETE' })).status).toBe(204);
    const gone = await t.request(`/sandbox/users/${user.id}`);
    expect(gone.status).toBe(404);
    expect(errorBodySchema.parse(await gone.json()).error.message).toBe(ERROR_MESSAGES.userNotFound);
    expect((await t.request(`/sandbox/users/${user.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('validates input: duplicate email 409, weak password 422, bad id 400', async () => {
    const duplicate = await t.request('/sandbox/users', { method: 'POST', json: { email: DEMO_MEMBERS[0]?.email } });
    expect(duplicate.status).toBe(409);
    const weak = await t.request('/sandbox/users', {
      method: 'POST',
      json: { email: 'weak@example.test', password: 'weak' },
    });
    expect(weak.status).toBe(422);
    expect((await t.request('/sandbox/users/abc')).status).toBe(400);
  });
});

describe('sandbox/faults', () => {
  beforeEach(async () => {
    await t.request('/sandbox/faults', { method: 'DELETE' });
  });

  const probe = () => t.request('/auth/token/verify', { method: 'POST', json: {} });

  it('is off by default and can be read', async () => {
    const state = faultStateSchema.parse(await (await t.request('/sandbox/faults')).json());
    expect(state).toEqual({ enabled: false, config: null });
    expect((await probe()).status).toBe(200);
  });

  it('forces errors, 401s and malformed bodies at rate 1, but never on sandbox routes', async () => {
    const put = await t.request('/sandbox/faults', { method: 'PUT', json: { errorRate: 1 } });
    expect(put.status).toBe(200);
    expect(faultStateSchema.parse(await put.json()).config?.errorRate).toBe(1);
    const failed = await probe();
    expect(failed.status).toBe(500);
    expect(errorBodySchema.parse(await failed.json()).error.code).toBe('sandbox_fault');
    expect((await t.request('/sandbox/users')).status).toBe(200);

    await t.request('/sandbox/faults', { method: 'PUT', json: { force401Rate: 1 } });
    const unauthorized = await probe();
    expect(unauthorized.status).toBe(401);
    expect(errorBodySchema.parse(await unauthorized.json()).error.message).toBe(ERROR_MESSAGES.authenticationFailed);

    await t.request('/sandbox/faults', { method: 'PUT', json: { malformedRate: 1 } });
    const malformed = await probe();
    expect(malformed.status).toBe(200);
    await expect(malformed.json()).rejects.toThrow();

    expect((await t.request('/sandbox/faults', { method: 'DELETE' })).status).toBe(204);
    expect((await probe()).status).toBe(200);
  });

  it('adds latency', async () => {
    await t.request('/sandbox/faults', { method: 'PUT', json: { latencyMs: 150 } });
    const started = Date.now();
    expect((await probe()).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('limits faults to the listed path prefixes', async () => {
    await t.request('/sandbox/faults', { method: 'PUT', json: { errorRate: 1, paths: ['/account'] } });
    expect((await probe()).status).toBe(200);
    expect((await t.request('/account')).status).toBe(500);
  });

  it('is deterministic for a seed', async () => {
    const run = async () => {
      await t.request('/sandbox/faults', { method: 'PUT', json: { errorRate: 0.5, seed: 42 } });
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) statuses.push((await probe()).status);
      return statuses;
    };
    const first = await run();
    expect(await run()).toEqual(first);
    expect(first).toContain(200);
    expect(first).toContain(500);
  });

  it('rejects rates outside 0..1', async () => {
    expect((await t.request('/sandbox/faults', { method: 'PUT', json: { errorRate: 2 } })).status).toBe(400);
  });

  it('seededRandom repeats for a seed and stays in [0, 1)', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const values = Array.from({ length: 100 }, () => a());
    expect(values).toEqual(Array.from({ length: 100 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('sandbox closed', () => {
  // '' reads as unset: the app as `npm start` or a deployment starts it, with no QA flag at all.
  for (const flag of ['', 'false']) {
    it(`with SANDBOX_ENABLED=${JSON.stringify(flag)} mounts neither sandbox routes nor the fault switch, and answers no unlock token`, async () => {
      const off = await createTestApp({ seed: 'members', env: { SANDBOX_ENABLED: flag } });
      try {
        expect(off.env.sandboxEnabled).toBe(false);
        for (const [method, path] of SANDBOX_ROUTES) {
          // Even with the credential a closed sandbox does not exist.
          const response = await off.request(path, {
            method,
            json: method === 'GET' ? undefined : {},
            headers: { 'X-QA-Token': TEST_QA_TOKEN },
          });
          expect(response.status, `${method} ${path}`).toBe(404);
        }
        // The fault switch is not consulted: a normal call answers normally.
        expect((await off.request('/auth/token/verify', { method: 'POST', json: {} })).status).toBe(200);
        const document = (await (await off.request('/openapi.json')).json()) as { paths: Record<string, unknown> };
        // The document itself is there, with the public routes.
        expect(Object.keys(document.paths).length).toBeGreaterThan(20);
        expect(Object.keys(document.paths).some((path) => path.includes('/sandbox'))).toBe(false);
        await expectNoUnlockTokenAnswered(off);
      } finally {
        await off.close();
      }
    });
  }
});

describe('sandbox open, without the QA credential', () => {
  it('answers 404 to every sandbox route for an anonymous caller or a wrong credential, and changes nothing', async () => {
    const credentials: Array<Record<string, string>> = [
      {},
      { 'X-QA-Token': 'wrong' },
      { 'X-QA-Token': `${TEST_QA_TOKEN}x` },
    ];
    for (const headers of credentials) {
      for (const [method, path] of SANDBOX_ROUTES) {
        const response = await t.request(path, {
          method,
          json: method === 'GET' ? undefined : { errorRate: 1, latencyMs: 30000 },
          headers,
          anonymous: true,
        });
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
    // The fault switch stayed off and the member is still there.
    const faults = faultStateSchema.parse(await (await t.request('/sandbox/faults')).json());
    expect(faults.enabled).toBe(false);
    expect((await t.request('/sandbox/users/1')).status).toBe(200);
  });

  it('never answers the unlock token, even with the sandbox open', async () => {
    await expectNoUnlockTokenAnswered(t);
  });
});

/** Every sandbox route, with ids of things that exist. */
const SANDBOX_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['GET', '/sandbox/users?perPage=100'],
  ['GET', '/sandbox/users/1'],
  ['POST', '/sandbox/users'],
  ['PATCH', '/sandbox/users/1'],
  ['DELETE', '/sandbox/users/1'],
  ['GET', '/sandbox/faults'],
  ['PUT', '/sandbox/faults'],
  ['DELETE', '/sandbox/faults'],
  ['GET', `/sandbox/mail?to=${encodeURIComponent(DEMO_MEMBERS[0]?.email ?? '')}`],
  ['POST', '/sandbox/payments/1/settle'],
];

/** An existing, locked member asks for an unlock link: the answer is the unknown address's answer. */
async function expectNoUnlockTokenAnswered(app: TestApp): Promise<void> {
  const email = DEMO_MEMBERS[1]?.email ?? '';
  await app.db.update(users).set({ lockedAt: new Date(), lockReference: 'HB-TESTLOCK' }).where(eq(users.email, email));
  const known = await app.request('/users/unlock/request', { method: 'POST', json: { email } });
  const unknown = await app.request('/users/unlock/request', {
    method: 'POST',
    json: { email: 'nobody@example.test' },
  });
  expect(known.status).toBe(202);
  expect(unknown.status).toBe(202);
  const body = (await known.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['message']);
  expect(body).toEqual(await unknown.json());
  expect(JSON.stringify(body)).not.toMatch(/token/i);
  // The link was mailed all the same, after the answer.
  await deliveriesSettled();
  const [message] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, email));
  expect(message?.kind).toBe('unlock');
  // The unknown address is mailed too, that no account uses it, with no link.
  const toUnknown = await app.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, 'nobody@example.test'));
  expect(toUnknown.at(-1)).toMatchObject({ kind: 'no_account', token: null });
  expect(toUnknown.at(-1)?.body).toContain('to unlock a Halcyon Beauty account');
  await app.db.update(users).set({ lockedAt: null, lockReference: null }).where(eq(users.email, email));
}
