import type { Context } from 'hono';
import { like, lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { BackendEnv } from '@/backend/env';
import { rateLimits } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import { clientAddress, trustedProxyList } from '@/backend/http/client-address';
import { limitTable, type LimitName, type LimitSpec } from '@/backend/http/limit-table';
import type { Db } from '@/backend/types';

/** Keys never hold an address or e-mail longer than this (a long header is not a new key). */
const MAX_KEY_LENGTH = 320;

export interface Attempt {
  allowed: boolean;
  /** Points taken in the current window, this one included. */
  consumed: number;
  waitSeconds: number;
}

export interface Limits {
  /** The shopper's address (backend/http/client-address.ts). */
  client(c: Context): string;
  /** The points a limit allows per window (multiplier included). */
  points(name: LimitName): number;
  /** Takes one point and tells how many the window holds now. */
  attempt(name: LimitName, key: string): Promise<Attempt>;
  /** Points taken in the key's current window, without taking one. */
  count(name: LimitName, key: string): Promise<number>;
  /** Takes one point; `null` while under the limit, else the seconds to wait. */
  take(name: LimitName, key: string, points?: number): Promise<number | null>;
  /** Takes one point and answers 429 `too_many_requests` with Retry-After once over the limit. */
  enforce(c: Context, name: LimitName, key: string): Promise<void>;
  /** Gives back points taken for an attempt that turned out well. */
  giveBack(name: LimitName, key: string, points?: number): Promise<void>;
  /** Holds the key for `seconds`. */
  block(name: LimitName, key: string, seconds: number): Promise<void>;
  forget(name: LimitName, key: string): Promise<void>;
  /** Forgets every key of the limit that starts with `prefix` (e.g. every client of one address). */
  forgetPrefix(name: LimitName, prefix: string): Promise<void>;
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

export function normaliseKey(value: string): string {
  return value.trim().toLowerCase().slice(0, MAX_KEY_LENGTH);
}

/** Rows whose window ended over an hour ago are dropped now and then, so the table stays small. */
const CLEANUP_EVERY_MS = 10 * 60 * 1000;

/**
 * The limits of one API process, counted in the database (`rate_limits`), so every process of a
 * deployment shares them and a restart forgets no block. A key over a per-client limit is also
 * held in this process's memory until its window ends, so a flood costs no database write.
 */
export function createLimits(db: Db, env: BackendEnv): Limits {
  const table = limitTable(env) as Record<LimitName, LimitSpec>;
  const policy = { trustProxy: env.trustProxy, trustedProxies: trustedProxyList(env.trustedProxies) };
  const limiters = new Map<LimitName, RateLimiterDrizzle>();
  let cleanedAt = Date.now();
  const limiter = (name: LimitName) => {
    let existing = limiters.get(name);
    if (!existing) {
      const spec = table[name];
      const points = spec.points * env.rateLimitMultiplier;
      existing = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points,
        duration: spec.seconds,
        blockDuration: spec.blockSeconds ?? 0,
        clearExpiredByTimeout: false,
        ...(spec.key === 'client' ? { inMemoryBlockOnConsumed: points + 1 } : {}),
      });
      limiters.set(name, existing);
    }
    return existing;
  };
  const cleanup = () => {
    if (Date.now() - cleanedAt < CLEANUP_EVERY_MS) return;
    cleanedAt = Date.now();
    void db
      .delete(rateLimits)
      .where(lt(rateLimits.expire, new Date(Date.now() - 60 * 60 * 1000)))
      .catch(() => {});
  };
  const take: Limits['take'] = async (name, key, points = 1) => {
    cleanup();
    try {
      await limiter(name).consume(normaliseKey(key), points);
      return null;
    } catch (error) {
      if (error instanceof RateLimiterRes) return seconds(error.msBeforeNext);
      throw error;
    }
  };
  return {
    client: (c) => clientAddress(c, policy),
    take,
    async enforce(c, name, key) {
      const wait = await take(name, key);
      if (wait !== null) throw tooManyRequests(c, wait);
    },
    points: (name) => limiter(name).points,
    async attempt(name, key) {
      cleanup();
      try {
        const res = await limiter(name).consume(normaliseKey(key), 1);
        return { allowed: true, consumed: res.consumedPoints, waitSeconds: 0 };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        return { allowed: false, consumed: error.consumedPoints, waitSeconds: seconds(error.msBeforeNext) };
      }
    },
    async count(name, key) {
      return (await limiter(name).get(normaliseKey(key)))?.consumedPoints ?? 0;
    },
    async giveBack(name, key, points = 1) {
      await limiter(name).reward(normaliseKey(key), points);
    },
    async block(name, key, holdSeconds) {
      await limiter(name).block(normaliseKey(key), holdSeconds);
    },
    async forget(name, key) {
      await limiter(name).delete(normaliseKey(key));
    },
    async forgetPrefix(name, prefix) {
      const escaped = `${name}:${normaliseKey(prefix)}`.replace(/[\\%_]/g, (char) => `\\${char}`);
      await db.delete(rateLimits).where(like(rateLimits.key, `${escaped}%`));
    },
  };
}

const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Please wait a moment and try again.';

/** 429 `too_many_requests` with Retry-After; the storefront shows its translation of the message. */
export function tooManyRequests(c: Context, waitSeconds: number): ApiError {
  c.header('Retry-After', String(waitSeconds));
  return new ApiError(429, 'too_many_requests', TOO_MANY_REQUESTS_MESSAGE, { retryAfterSeconds: waitSeconds });
}
