import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Db } from '@/backend/types';
import * as schema from './schema';

export type DbKind = 'pglite' | 'postgres';

export type CreateDbOptions = { dataDir: string } | { url: string } | { memory: true };

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/** Opens PGlite in `${dataDir}/pglite`, PGlite in memory, or a real Postgres at `url`. */
export function createDb(options: CreateDbOptions): DbHandle {
  if ('url' in options) {
    const sql = postgres(options.url, { max: 10, onnotice: () => {} });
    const db = drizzlePostgres({ client: sql, schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => sql.end({ timeout: 5 }) };
  }
  let client: PGlite;
  if ('memory' in options) {
    client = new PGlite('memory://');
  } else {
    const dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
