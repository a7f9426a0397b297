import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeSeedSnapshots } from '@/scripts/lib/seed-snapshots';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the seeded database copies of this run are (scripts/lib/seed-snapshots.ts). */
    seedSnapshots?: string;
  }
}

/**
 * Seeds once per run, and every test file opens a copy: the run's copies in SEED_SNAPSHOTS when
 * `npm test` made them, else new ones, removed afterwards. On Postgres each cluster keeps seeded
 * template databases instead (tests/backend/postgres.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const given = process.env.SEED_SNAPSHOTS;
  const dir = given ?? mkdtempSync(path.join(tmpdir(), 'seed-snapshots-'));
  if (!given) await makeSeedSnapshots(dir);
  project.provide('seedSnapshots', dir);
  return () => {
    if (!given) rmSync(dir, { recursive: true, force: true });
  };
}
