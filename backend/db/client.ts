import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Db } from '@/backend/types';
import * as schema from './schema';

export type DbKind = 'pglite' | 'postgres';

/** `copyOf`: a PGlite database dumped by `DbHandle.dump`, opened in place of an empty one. */
export type CreateDbOptions = { dataDir: string; copyOf?: Blob } | { url: string } | { memory: true; copyOf?: Blob };

export interface DbHandle {
  db: Db;
  kind: DbKind;
  /** PGlite only: the whole database as a tarball, which `copyOf` opens again. */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * The planner keeps a query's joins in the order the code writes them. Each of this code's joins
 * starts from its narrowest table (a bag's lines, an order's lines, a store's time slots), and the
 * search of every other order cost more than running the query: the bag's eight-table read of its
 * lines took 2.2 ms to plan and 0.8 ms to run on PGlite, and on PostgreSQL the bag's reads used a
 * third less of the database's CPU with the search off. Set per connection, so a deployment's
 * PostgreSQL needs no setting of its own (docs/deploying.md says what a pooler in front needs).
 */
const JOIN_COLLAPSE_LIMIT = 1;

/** Opens PGlite in `${dataDir}/pglite`, PGlite in memory, or a real Postgres at `url`. */
export function createDb(options: CreateDbOptions): DbHandle {
  if ('url' in options) {
    const sql = postgres(options.url, {
      max: 10,
      onnotice: () => {},
      connection: { join_collapse_limit: JOIN_COLLAPSE_LIMIT },
    });
    const db = drizzlePostgres({ client: sql, schema }) as unknown as Db;
    const dump = () => Promise.reject(new Error('only a PGlite database can be dumped'));
    return { db, kind: 'postgres', dump, close: () => sql.end({ timeout: 5 }) };
  }
  const load = {
    ...(options.copyOf ? { loadDataDir: options.copyOf } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `join_collapse_limit=${JOIN_COLLAPSE_LIMIT}`],
  };
  let client: PGlite;
  if ('memory' in options) {
    client = new PGlite('memory://', load);
  } else {
    const dir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, load);
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
