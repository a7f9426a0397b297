import { getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/backend/types';

/** Postgres allows 65,535 bind parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

export async function insertBatched<T extends PgTable>(
  db: Db,
  table: T,
  rows: Array<InferInsertModel<T>>,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Math.max(1, Object.keys(first).length);
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

/** After inserting explicit ids, move each serial sequence past them so later inserts do not collide. */
export async function resetSequences(db: Db, tables: PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`,
      ),
    );
  }
}
