import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from '@/backend/http/database-unavailable';
import { type Cluster, startCluster } from '@/scripts/lib/postgres-cluster.mjs';
import { createTestApp, type TestApp } from '../harness';
import { membersReadyToPay, order, ordersOf, type TestMember } from '../concurrency/support';

/**
 * PostgreSQL restarts under the API while members check out: while it is away every answer is a
 * 503 with Retry-After (never a 500), the API reconnects by itself when it is back, and no
 * committed order is lost. The server is really stopped (a fast shutdown, as an operator's restart)
 * and started again on its data: a cluster of this file's own, not the suite's.
 */

let cluster: Cluster;
let t: TestApp;
let members: TestMember[];

beforeAll(async () => {
  cluster = await startCluster({ lifetime: 600 });
  t = await createTestApp({ seed: 'all', clusterUrl: cluster.url });
  members = await membersReadyToPay(t, 8);
}, 240_000);

afterAll(async () => {
  await t?.close().catch(() => {});
  await cluster?.remove();
});

async function waitForHealth(status: number, timeoutMs = 30_000) {
  const started = Date.now();
  for (;;) {
    const response = await t.request('/health');
    if (response.status === status) return;
    if (Date.now() - started > timeoutMs) throw new Error(`health stayed ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('PostgreSQL restarts under the API', () => {
  it('answers 503 with Retry-After while it is away, reconnects by itself and keeps every committed order', async () => {
    // Two members check out before the restart: their orders are committed.
    const before = await Promise.all(members.slice(0, 2).map((member) => order(t, member.jar)));
    expect(before.map((response) => response.status)).toEqual([201, 201]);

    // The others keep asking while the server goes down: each answer is a success or a 503.
    const during = members.slice(2, 5);
    let asking = true;
    const statuses: number[] = [];
    const load = Promise.all(
      during.map(async (member) => {
        while (asking) {
          const response = await t.request('/cart', { jar: member.jar });
          statuses.push(response.status);
          await response.arrayBuffer();
        }
      }),
    );
    await cluster.stop();
    await waitForHealth(503);

    const away = await order(t, members[5]!.jar, { key: 'restart-retry-0001' });
    expect(away.status).toBe(503);
    expect(away.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(((await away.json()) as { error: { code: string } }).error.code).toBe('service_unavailable');
    const read = await t.request('/cart', { jar: members[6]!.jar });
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));

    await cluster.start();
    await waitForHealth(200);
    asking = false;
    await load;
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses).toContain(503);

    // The shopper's retry with the same key, once the database is back, places the order once.
    const retried = await Promise.all([
      order(t, members[5]!.jar, { key: 'restart-retry-0001' }),
      order(t, members[5]!.jar, { key: 'restart-retry-0001' }),
    ]);
    expect(retried.map((response) => response.status).sort()).toEqual([201, 201]);
    const ids = await Promise.all(
      retried.map(async (response) => ((await response.json()) as { data: { id: number } }).data.id),
    );
    expect(new Set(ids).size).toBe(1);

    const placed = await ordersOf(
      t,
      members.map((member) => member.id),
    );
    const committedIds = await Promise.all(
      before.map(async (response) => ((await response.json()) as { data: { id: number } }).data.id),
    );
    expect(placed.map((row) => row.id).sort()).toEqual([...committedIds, ids[0]].sort());
  }, 120_000);
});
