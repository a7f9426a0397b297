import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Db } from '@/backend/types';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the drizzle-kit migrations in order, skipping those already applied. The PGlite and
 * postgres-js migrators are the same function over Drizzle's pg dialect, so one serves both drivers.
 */
export async function migrateDatabase(db: Db): Promise<void> {
  await migratePglite(db as unknown as PgliteDatabase<Record<string, unknown>>, {
    migrationsFolder: MIGRATIONS_FOLDER,
  });
}
