import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/backend/types';
import { passwordHistory, users, type UserRow } from '@/backend/db/schema';
import { getCountry, type CountryCode, type Mobile, type MobileInput } from '@/contract';
import { ApiError } from '@/backend/http/errors';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  return row;
}

/** A 16-digit loyalty card number. */
export function newCardNumber(): string {
  let digits = '8800';
  for (let i = 0; i < 12; i += 1) digits += String(randomInt(10));
  return digits;
}

/** A form's mobile number as stored: a string takes the site country's calling code. */
export function normaliseMobile(input: MobileInput, country: CountryCode): Mobile {
  if (typeof input !== 'string') return input;
  const digits = input.replace(/[^\d]/g, '');
  const callingCode = getCountry(country).callingCode;
  const withoutCode =
    input.trim().startsWith('+') && digits.startsWith(callingCode) ? digits.slice(callingCode.length) : digits;
  const phoneNumber = withoutCode.replace(/^0+/, '');
  if (!/^\d{6,15}$/.test(phoneNumber)) {
    throw new ApiError(400, 'invalid_mobile_number', 'Invalid phone number');
  }
  return { callingCode, phoneNumber };
}

export async function recordPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.insert(passwordHistory).values({ userId, passwordHash });
}

export async function recentPasswordHashes(db: Db, userId: number, count: number): Promise<string[]> {
  const rows = await db
    .select({ hash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt), desc(passwordHistory.id))
    .limit(count);
  return rows.map((row) => row.hash);
}

/** Postgres unique violation, whichever driver raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
