// Seeded PGlite databases, made once per test run and copied: seeding the catalogue costs about
// 7 s of CPU, opening a copy about 1.5 s. The backend suite opens a copy per test file, the
// end-to-end API and the build's API start from one.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Argon2Params } from '@/backend/auth/password';
import { createDb } from '@/backend/db/client';
import { migrateDatabase } from '@/backend/db/migrate';
import { seedCatalogue } from '@/backend/seed/catalogue';
import { seedDemoOrders } from '@/backend/seed/demo-orders';
import { seedMembers } from '@/backend/seed/members';

/** What a copy holds: the schema only, the demo members, or the members and the whole catalogue. */
export type SeedKind = 'none' | 'members' | 'all';

/** Cheap password hashing for the demo members of a copy: copies serve tests, never shoppers. */
export const TEST_ARGON2: Argon2Params = { memoryKib: 256, iterations: 1 };

export function snapshotFile(dir: string, kind: SeedKind): string {
  return path.join(dir, `${kind}.tar`);
}

/** Writes the three copies into `dir`, each whole or not at all. */
export async function makeSeedSnapshots(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const handle = createDb({ memory: true });
  const save = async (kind: SeedKind) => {
    const partial = `${snapshotFile(dir, kind)}.partial`;
    writeFileSync(partial, Buffer.from(await (await handle.dump()).arrayBuffer()));
    renameSync(partial, snapshotFile(dir, kind));
  };
  try {
    await migrateDatabase(handle.db);
    await save('none');
    await seedMembers(handle.db, { argon2: TEST_ARGON2 });
    await save('members');
    await seedCatalogue(handle.db);
    await seedDemoOrders(handle.db);
    await save('all');
  } finally {
    await handle.close();
  }
}

/** A copy to open with `createDb({ …, copyOf })`, or null when `dir` does not hold it. */
export function readSeedSnapshot(dir: string | undefined, kind: SeedKind): Blob | null {
  if (!dir || !existsSync(snapshotFile(dir, kind))) return null;
  return new Blob([readFileSync(snapshotFile(dir, kind))]);
}

/** Writes a copy into an API's data directory (`$DATA_DIR/pglite`), which must not hold one yet. */
export async function restoreSeedSnapshot(dir: string, kind: SeedKind, dataDir: string): Promise<void> {
  const copy = readSeedSnapshot(dir, kind);
  if (!copy) throw new Error(`no ${kind} snapshot in ${dir}`);
  const handle = createDb({ dataDir, copyOf: copy });
  await handle.db.execute(sql`select 1`);
  await handle.close();
}
