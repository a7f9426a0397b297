import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, payments } from '@/backend/db/schema';
import { type ApiProcess, startApiProcess } from '../api-process';
import { DELIVERY } from '../bag/helpers';
import { membersReadyToPay, type TestMember } from '../concurrency/support';
import { createTestApp, DEFAULT_TEST_HEADERS, type TestApp } from '../harness';

/**
 * Two API nodes on one PostgreSQL, as docs/deploying.md deploys them. One is killed (SIGKILL, not
 * stopped) with members' checkouts on it: half of them committed, half inside their transaction
 * (held there by a lock the test takes on their bags). Each member's retry with the same idempotency
 * key, on the other node, ends with exactly one order and one charge, and the other node serves on.
 */

const MEMBERS = 8;

let t: TestApp;
let members: TestMember[];
let nodes: ApiProcess[] = [];

beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
  if (!t.databaseUrl) throw new Error('the nodes need the database on Postgres');
  members = await membersReadyToPay(t, MEMBERS);
  // The nodes sign the same sessions as the test's app: the same secret, the same database.
  const env = {
    DATABASE_URL: t.databaseUrl,
    JWT_SECRET: t.env.jwtSecret,
    TRUST_PROXY: 'true',
    RATE_LIMIT_MULTIPLIER: '1000',
  };
  nodes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop('SIGKILL')));
  await t?.close();
});

/** Waits until `count` sessions of the database wait for a lock: the checkouts held in their transactions. */
async function waitForLockWaiters(count: number) {
  const started = Date.now();
  for (;;) {
    const [row] = await t.rows<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    );
    if ((row?.waiting ?? 0) >= count) return;
    if (Date.now() - started > 30_000) throw new Error(`only ${row?.waiting ?? 0} checkouts reached the lock`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function checkOut(node: ApiProcess, member: TestMember) {
  return fetch(`${node.base}/orders`, {
    method: 'POST',
    headers: {
      ...DEFAULT_TEST_HEADERS,
      'Content-Type': 'application/json',
      Cookie: member.jar.header(),
      'Idempotency-Key': `node-dies-${member.id}`,
    },
    body: JSON.stringify({ delivery: DELIVERY, payment: { method: 'card', cardNumber: '4242424242424242' } }),
  }).then(
    async (response) => ({
      status: response.status,
      id: ((await response.json()) as { data?: { id: number } }).data?.id,
    }),
    () => ({ status: 0, id: undefined }),
  );
}

describe('an API node dies mid-checkout', () => {
  it('gives each member exactly one order and one charge on the retry, and the other node serves on', async () => {
    const [dying, surviving] = nodes as [ApiProcess, ApiProcess];
    const held = members.slice(MEMBERS / 2);
    // The second half's bags are locked: their checkouts start, claim their keys and wait inside
    // their transactions until the node dies.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const lock = t.db.transaction(async (tx) => {
      await tx
        .select({ id: carts.id })
        .from(carts)
        .where(
          and(
            inArray(
              carts.userId,
              held.map((member) => member.id),
            ),
            eq(carts.status, 'open'),
          ),
        )
        .for('update');
      locked();
      await released;
    });
    await holding;
    const first = members.map((member) => checkOut(dying, member));
    const committed = await Promise.all(first.slice(0, MEMBERS / 2));
    expect(committed.map((answer) => answer.status)).toEqual(committed.map(() => 201));
    await waitForLockWaiters(held.length);
    await dying.stop('SIGKILL');
    release();
    await lock;
    const before = await Promise.all(first);
    expect(before.slice(MEMBERS / 2).map((answer) => answer.status)).toEqual(held.map(() => 0));

    // Every shopper retries on the node that is left, with the key of their first attempt.
    const retried = await Promise.all(members.map((member) => checkOut(surviving, member)));
    expect(retried.map((answer) => answer.status)).toEqual(members.map(() => 201));
    for (const [i, answer] of before.entries()) {
      if (answer.status === 201) expect(retried[i]!.id, 'the retry answers the order placed').toBe(answer.id);
    }

    const placed = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.userId,
          members.map((member) => member.id),
        ),
      );
    for (const member of members) {
      const own = placed.filter((row) => row.userId === member.id);
      expect(own.length, `member ${member.id} has one order`).toBe(1);
      const charges = await t.db.select().from(payments).where(eq(payments.orderId, own[0]!.id));
      expect(charges.length, `order ${own[0]!.number} was charged once`).toBe(1);
      expect(own[0]!.status).toBe('paid');
    }

    const health = await fetch(`http://127.0.0.1:${surviving.port}/health`);
    expect(health.status).toBe(200);
  }, 120_000);
});
