import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { idempotencyKeys } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import type { Db } from '@/backend/types';
import { CART_ERROR_CODES, CART_MESSAGES } from '@/contract';

export interface StoredAnswer<T> {
  status: ContentfulStatusCode;
  body: T;
}

/** The Idempotency-Key header, trimmed; blank counts as absent. */
export function idempotencyKeyOf(header: string | undefined): string | null {
  const key = header?.trim();
  if (!key) return null;
  if (key.length > 200) throw new ApiError(400, 'validation_error', 'Invalid request: Idempotency-Key is too long');
  return key;
}

export function requestHash(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${path.replace(/\/+$/, '')}\n${JSON.stringify(body)}`)
    .digest('hex');
}

async function storedAnswer<T>(db: Db, scope: string, key: string, hash: string): Promise<StoredAnswer<T> | null> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw new ApiError(422, CART_ERROR_CODES.idempotencyConflict, CART_MESSAGES.idempotencyConflict);
  }
  return { status: row.status as ContentfulStatusCode, body: row.body as T };
}

/**
 * Runs `work` in one transaction and stores its answer under (scope, key); a later request with the
 * same key gets the stored answer and `work` does not run again. The key is claimed first, with an
 * insert that the primary key makes exclusive: a request racing with the same key waits for the
 * first one's transaction and then answers what it stored. Failed requests store nothing (their
 * transaction, claim included, rolls back), so a retry after an error runs again.
 */
export async function runIdempotent<T>(
  db: Db,
  idempotency: { scope: string; key: string | null; hash: string },
  work: (tx: Db) => Promise<StoredAnswer<T>>,
): Promise<StoredAnswer<T>> {
  const { scope, key, hash } = idempotency;
  if (key === null) return db.transaction((tx) => work(tx));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope, key, requestHash: hash, status: 0, body: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const stored = await storedAnswer<T>(tx, scope, key, hash);
      if (!stored) throw new Error(`idempotency key ${scope}/${key} is claimed but holds no answer`);
      return stored;
    }
    const answer = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: answer.status, body: answer.body })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    return answer;
  });
}
