import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness';

/**
 * The API's connections plan joins in the order the queries write them (backend/db/client.ts):
 * searching every other order cost more than running the bag's reads. On PostgreSQL each pooled
 * connection carries the setting, so several are asked at once.
 */
describe('the database the API opens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the written join order on every connection', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.rows<{ join_collapse_limit: string }>(
          sql`select current_setting('join_collapse_limit') as join_collapse_limit, pg_sleep(0.01)`,
        ),
      ),
    );
    expect(answers.map(([row]) => row?.join_collapse_limit)).toEqual(Array(12).fill('1'));
  });

  it('leaves the other planner settings at their defaults', async () => {
    const [row] = await t.rows<{ from_collapse_limit: string; geqo: string }>(
      sql`select current_setting('from_collapse_limit') as from_collapse_limit, current_setting('geqo') as geqo`,
    );
    expect(row).toEqual({ from_collapse_limit: '8', geqo: 'on' });
  });
});
