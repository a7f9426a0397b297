import { count } from 'drizzle-orm';
import type { Db } from '@/backend/types';
import type { Argon2Params } from '@/backend/auth/password';
import { seedCatalogue } from './catalogue';
import { seedDemoOrders } from './demo-orders';
import { seedMembers } from './members';
import { users } from '@/backend/db/schema';
import { migrateDatabase } from '@/backend/db/migrate';

export interface PrepareOptions {
  /** Seed an empty database (default true). */
  seed?: boolean;
  /** Passed to the catalogue seed. */
  scale?: number;
  /** Password hashing cost for the demo members (defaults to the environment's). */
  argon2?: Argon2Params;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) === 0;
}

/** Migrates, then seeds members, catalogue and the demo members' orders when the database holds no member yet. */
export async function prepareDatabase(db: Db, options: PrepareOptions = {}): Promise<{ seeded: boolean }> {
  await migrateDatabase(db);
  if (options.seed === false || !(await isDatabaseEmpty(db))) return { seeded: false };
  await seedMembers(db, { argon2: options.argon2 });
  await seedCatalogue(db, { scale: options.scale });
  await seedDemoOrders(db);
  return { seeded: true };
}
