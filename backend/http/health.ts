import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '@/backend/types';

/**
 * `GET /health`, the readiness answer the storefront probes: ready when the database answers a
 * trivial query, otherwise 503. An API whose database is gone fails every read; saying so here
 * lets each storefront node answer its pages 503 with the error screen (member pages too, whose
 * status is sent before their data is read) instead of pages that fail one by one.
 */
export function healthHandler(db: Db) {
  return async (c: Context) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: 'ok' as const });
    } catch {
      return c.json({ status: 'unavailable' as const }, 503);
    }
  };
}
