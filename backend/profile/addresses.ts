import { and, desc, eq, inArray } from 'drizzle-orm';
import { memberAddresses, type MemberAddressRow } from '@/backend/db/schema';
import { notFoundError } from '@/backend/http/errors';
import type { Db } from '@/backend/types';
import { MAX_SAVED_ADDRESSES, type Address, type CountryCode, type SavedAddress } from '@/contract';

function view(row: MemberAddressRow): SavedAddress {
  return {
    id: row.id,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    postalCode: row.postalCode,
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}

/** The member's kept delivery addresses in this country, the most recently used first. */
export async function listAddresses(db: Db, userId: number, country: CountryCode): Promise<SavedAddress[]> {
  const rows = await db
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.country, country)))
    .orderBy(desc(memberAddresses.lastUsedAt), desc(memberAddresses.id))
    .limit(MAX_SAVED_ADDRESSES);
  return rows.map(view);
}

/**
 * Keeps the address an order went to: the same address (as typed, trimmed) once, moved first by its
 * last use; past `MAX_SAVED_ADDRESSES` in the country the least recently used goes. Runs in the
 * order's transaction, after the member's row is locked, so two orders of one member take turns.
 */
export async function keepAddress(
  db: Db,
  userId: number,
  country: CountryCode,
  address: Address,
  now: Date,
): Promise<void> {
  await db
    .insert(memberAddresses)
    .values({
      userId,
      country,
      line1: address.line1.trim(),
      line2: (address.line2 ?? '').trim(),
      city: address.city.trim(),
      postalCode: address.postalCode.trim(),
      lastUsedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        memberAddresses.userId,
        memberAddresses.country,
        memberAddresses.line1,
        memberAddresses.line2,
        memberAddresses.city,
        memberAddresses.postalCode,
      ],
      set: { lastUsedAt: now },
    });
  const beyond = await db
    .select({ id: memberAddresses.id })
    .from(memberAddresses)
    .where(and(eq(memberAddresses.userId, userId), eq(memberAddresses.country, country)))
    .orderBy(desc(memberAddresses.lastUsedAt), desc(memberAddresses.id))
    .offset(MAX_SAVED_ADDRESSES);
  if (beyond.length > 0)
    await db.delete(memberAddresses).where(
      inArray(
        memberAddresses.id,
        beyond.map((row) => row.id),
      ),
    );
}

/** Forgets one of the member's addresses; another member's, or one that is gone, is not found. */
export async function forgetAddress(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(memberAddresses)
    .where(and(eq(memberAddresses.id, id), eq(memberAddresses.userId, userId)))
    .returning({ id: memberAddresses.id });
  if (gone.length === 0) throw notFoundError();
}
