import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import type { Argon2Params } from '@/backend/auth/password';
import { createDb } from '@/backend/db/client';
import { MIGRATIONS_FOLDER, migrateDatabase } from '@/backend/db/migrate';
import { prepareDatabase } from '@/backend/seed/prepare';
import { seedMembers } from '@/backend/seed/members';

/**
 * Test databases in a real Postgres cluster (TEST_DATABASE_URL, e.g. from scripts/with-postgres.mjs):
 * each test file gets a database of its own, copied from a template that is migrated and seeded
 * once per cluster, so files stay independent and the seed is not paid per file.
 */

export type TestSeed = 'members' | 'all' | false;

export interface PostgresTestDatabase {
  url: string;
  drop(): Promise<void>;
}

function admin(baseUrl: string) {
  return postgres(baseUrl, { max: 1, onnotice: () => {} });
}

function withDatabase(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Names the template after everything its content depends on, so a changed schema gets a new one. */
function templateName(seed: TestSeed, argon2: Argon2Params): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  // The seed dates rewards and time slots from today.
  hash.update(JSON.stringify({ seed, argon2, day: new Date().toISOString().slice(0, 10) }));
  return `halcyon_tpl_${String(seed)}_${hash.digest('hex').slice(0, 16)}`;
}

async function buildTemplate(baseUrl: string, name: string, seed: TestSeed, argon2: Argon2Params) {
  const sql = admin(baseUrl);
  try {
    // One builder per template across the test files running in parallel.
    await sql`select pg_advisory_lock(hashtext(${name}))`;
    const [exists] = await sql`select 1 from pg_database where datname = ${name}`;
    if (exists) return;
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await sql.unsafe(`create database "${building}"`);
    const handle = createDb({ url: withDatabase(baseUrl, building) });
    try {
      if (seed === 'all') await prepareDatabase(handle.db, { argon2 });
      else {
        await migrateDatabase(handle.db);
        if (seed === 'members') await seedMembers(handle.db, { argon2 });
      }
    } finally {
      await handle.close();
    }
    // Published whole, under its final name, only once it is complete.
    await sql.unsafe(`alter database "${building}" rename to "${name}"`);
  } finally {
    await sql`select pg_advisory_unlock_all()`.catch(() => {});
    await sql.end({ timeout: 5 });
  }
}

/** A new database for one test file, migrated and seeded as asked; `drop` removes it. */
export async function createPostgresTestDatabase(
  baseUrl: string,
  seed: TestSeed,
  argon2: Argon2Params,
): Promise<PostgresTestDatabase> {
  const template = templateName(seed, argon2);
  await buildTemplate(baseUrl, template, seed, argon2);
  const database = `halcyon_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const sql = admin(baseUrl);
  try {
    await sql.unsafe(`create database "${database}" template "${template}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  return {
    url: withDatabase(baseUrl, database),
    drop: async () => {
      const dropper = admin(baseUrl);
      try {
        await dropper.unsafe(`drop database if exists "${database}" with (force)`);
      } finally {
        await dropper.end({ timeout: 5 });
      }
    },
  };
}
