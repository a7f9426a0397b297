import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { API_BASE_PATH, createApp } from '@/backend/app';
import { createDb } from '@/backend/db/client';
import { orderLines, orders, payments, pointsLedger, users } from '@/backend/db/schema';
import { readSeedSnapshot } from '@/scripts/lib/seed-snapshots';
import { type CookieJar, DEFAULT_TEST_HEADERS, type TestApp, testEnv } from '../harness';
import { DELIVERY } from '../bag/helpers';
import { membersReadyToPay, type TestMember } from '../concurrency/support';
import { type ApiProcess, startApiProcess } from '../api-process';

/**
 * The embedded default (PGlite in DATA_DIR, as `npm start` runs it) is killed while members check
 * out: on the next start the database opens, every order the API confirmed is there, and no order
 * is half-written: each has its lines, a paid one its payment and its points in the ledger, and each
 * member's balance is the ledger's last entry.
 */

const MEMBERS = 12;
// Environment shared by the test's in-process app (which makes the members and their sessions) and
// the API process it starts, so that the sessions' tokens hold in both.
const ENV = {
  JWT_SECRET: 'killed-mid-write-secret-0123456789abcdef',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_ITERATIONS: '1',
  TRUST_PROXY: 'true',
  RATE_LIMIT_MULTIPLIER: '1000',
  SIGN_IN_LIMIT_PER_EMAIL: '100000',
  SIGN_IN_LIMIT_PER_CLIENT: '100000',
};

let dir: string;
let members: TestMember[];
let api: ApiProcess | null = null;

/** The members' checkouts against the API at `base`, each answer's status (0: no answer). */
function checkOut(base: string) {
  return members.map((member) =>
    fetch(`${base}/orders`, {
      method: 'POST',
      headers: {
        ...DEFAULT_TEST_HEADERS,
        'Content-Type': 'application/json',
        Cookie: member.jar.header(),
        'Idempotency-Key': `killed-${member.id}`,
      },
      body: JSON.stringify({
        delivery: DELIVERY,
        payment: { method: 'card', cardNumber: '4242424242424242' },
      }),
    }).then(
      async (response) => ({ status: response.status, body: (await response.json().catch(() => null)) as unknown }),
      () => ({ status: 0, body: null }),
    ),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'hb-killed-'));
  const copy = readSeedSnapshot(inject('seedSnapshots'), 'all');
  if (!copy) throw new Error('no seeded database copies');
  // The seeded store on disk, with members whose bags are ready for checkout.
  const handle = createDb({ dataDir: dir, copyOf: copy });
  const env = testEnv({ ...ENV, DATA_DIR: dir });
  const app = createApp({ db: handle.db, env });
  const t = {
    app,
    db: handle.db,
    env,
    kind: 'pglite',
    request: async (
      route: string,
      init: { method?: string; json?: unknown; jar?: CookieJar; headers?: object } = {},
    ) => {
      const response = await app.request(`${API_BASE_PATH}${route}`, {
        method: init.method ?? 'GET',
        headers: {
          ...DEFAULT_TEST_HEADERS,
          ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(init.jar?.header() ? { Cookie: init.jar.header() } : {}),
          ...init.headers,
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      init.jar?.store(response);
      return response;
    },
  } as unknown as TestApp;
  members = await membersReadyToPay(t, MEMBERS);
  await handle.close();
}, 120_000);

afterAll(async () => {
  await api?.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database killed during checkouts', () => {
  it('opens again with every confirmed order whole and no paid order or points entry half-written', async () => {
    const env = { ...ENV, DATA_DIR: dir };
    api = await startApiProcess(env);
    const { port } = api;
    const answers = checkOut(api.base);
    // Killed as the first order is confirmed, while the others are being written.
    await Promise.race(
      answers.map((answer) => answer.then(({ status }) => (status === 201 ? null : new Promise(() => {})))),
    );
    await api.stop('SIGKILL');
    const seen = await Promise.all(answers);
    const confirmed = seen.filter((answer) => answer.status === 201);
    expect(confirmed.length).toBeGreaterThan(0);
    expect(seen.filter((answer) => answer.status !== 201 && answer.status !== 0)).toEqual([]);

    // The next start opens the database and serves.
    api = await startApiProcess(env, port);
    expect((await fetch(`${api.base}/products?perPage=1`, { headers: DEFAULT_TEST_HEADERS })).status).toBe(200);
    await api.stop();
    api = null;

    const handle = createDb({ dataDir: dir });
    try {
      const ids = members.map((member) => member.id);
      const placed = await handle.db.select().from(orders).where(inArray(orders.userId, ids));
      const confirmedIds = confirmed.map((answer) => (answer.body as { data: { id: number } }).data.id);
      expect(placed.map((row) => row.id)).toEqual(expect.arrayContaining(confirmedIds));
      for (const row of placed) {
        const lines = await handle.db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
        expect(lines.length, `order ${row.number} has its lines`).toBeGreaterThan(0);
        const paid = await handle.db.select().from(payments).where(eq(payments.orderId, row.id));
        const earned = await handle.db
          .select()
          .from(pointsLedger)
          .where(and(eq(pointsLedger.orderId, row.id), eq(pointsLedger.source, 'purchase_points_with_order_number')));
        if (row.status === 'paid') {
          expect(paid.length, `paid order ${row.number} has its payment`).toBeGreaterThan(0);
          expect(earned.length, `paid order ${row.number} has its points, once`).toBe(1);
        } else {
          expect(earned, `order ${row.number} (${row.status}) earned nothing`).toEqual([]);
        }
      }
      for (const member of await handle.db.select().from(users).where(inArray(users.id, ids))) {
        const ledger = await handle.db.select().from(pointsLedger).where(eq(pointsLedger.userId, member.id));
        const last = ledger.sort((a, b) => a.id - b.id).at(-1);
        expect(member.loyaltyPoints, `member ${member.id}'s balance is the ledger's`).toBe(last?.balanceAfter ?? 0);
      }
    } finally {
      await handle.close();
    }
  }, 240_000);
});
