import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createDb } from '@/backend/db/client';
import { prepareDatabase } from '@/backend/seed/prepare';
import { getEnv } from '@/backend/env';

/**
 * Rebuilds the local database from scratch: removes `${DATA_DIR}/pglite` (or, with DATABASE_URL,
 * drops every table of the public and drizzle schemas), migrates and seeds.
 */
async function main(): Promise<void> {
  const env = getEnv();
  const started = Date.now();
  if (env.databaseUrl) {
    const handle = createDb({ url: env.databaseUrl });
    const { sql } = await import('drizzle-orm');
    await handle.db.execute(sql`drop schema if exists public cascade`);
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`create schema public`);
    await prepareDatabase(handle.db);
    await handle.close();
  } else {
    const dir = path.resolve(env.dataDir, 'pglite');
    await rm(dir, { recursive: true, force: true });
    const handle = createDb({ dataDir: env.dataDir });
    await prepareDatabase(handle.db);
    await handle.close();
  }
  console.log(`[db:reset] database rebuilt and seeded in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error('[db:reset] failed', error);
  process.exit(1);
});
