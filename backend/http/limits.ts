import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { like, lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { BackendEnv } from '@/backend/env';
import { rateLimits } from '@/backend/db/schema';
import { ApiError } from '@/backend/http/errors';
import { clientAddress, trustedProxyList } from '@/backend/http/client-address';
import type { AppEnv, Db } from '@/backend/types';

/** What a limit counts per: the shopper's address, or the account or address the action is aimed at. */
type LimitKey =
  | 'client'
  | 'email'
  | 'email+client'
  | 'member'
  | 'member or device'
  | 'member or contact e-mail'
  | 'order number'
  | 'gift card';

interface LimitSpec {
  /** Requests (or, for the `*Failures` limits, failed attempts) allowed per `seconds`. */
  points: number;
  seconds: number;
  /** Once over, the key waits this long instead of the rest of the window. */
  blockSeconds?: number;
  key: LimitKey;
}

/**
 * Every limit of the API, in one place (docs/security.md lists them with what the shopper sees).
 * Per-client limits stop one client; per-target limits protect an account from many clients, so
 * they are short: a distributed attacker slows a target down, never shuts it out for long.
 */
export function limitTable(env: BackendEnv) {
  return {
    signInClient: { points: env.signInLimits.perClient, seconds: 5 * 60, key: 'client' },
    /** Consecutive failures of one client on one address; the block grows (SIGN_IN_PAIR_BLOCKS). */
    signInPairFailures: { points: 5, seconds: 15 * 60, key: 'email+client' },
    /** Failures of one client on any address (password spraying). */
    signInClientFailures: { points: 100, seconds: 24 * 60 * 60, blockSeconds: 60 * 60, key: 'client' },
    /** Failures on one address from any client; clients the member signed in from are let through. */
    signInEmailFailures: { points: env.signInLimits.perEmail, seconds: 5 * 60, key: 'email' },
    /** Not a limit: how many blocks a pair has had today, so each lasts twice the one before. */
    signInPairBlocks: { points: 1000, seconds: 24 * 60 * 60, key: 'email+client' },
    /** Not a limit: the clients an address signed in from in the last 30 days. */
    signInKnownClient: { points: 1, seconds: 30 * 24 * 60 * 60, key: 'email+client' },
    registerClient: { points: 10, seconds: 60 * 60, key: 'client' },
    registerEmail: { points: 3, seconds: 15 * 60, key: 'email' },
    confirmClient: { points: 30, seconds: 15 * 60, key: 'client' },
    forgotClient: { points: 20, seconds: 60 * 60, key: 'client' },
    forgotEmail: { points: 3, seconds: 15 * 60, key: 'email' },
    unlockClient: { points: 20, seconds: 60 * 60, key: 'client' },
    unlockEmail: { points: 3, seconds: 15 * 60, key: 'email' },
    resetClient: { points: 20, seconds: 15 * 60, key: 'client' },
    passwordChangeClient: { points: env.signInLimits.perClient, seconds: 5 * 60, key: 'client' },
    passwordChangeMember: { points: env.signInLimits.perEmail, seconds: 5 * 60, key: 'member' },
    bookingClient: { points: 20, seconds: 60 * 60, key: 'client' },
    bookingTarget: { points: 10, seconds: 60 * 60, key: 'member or contact e-mail' },
    reviewClient: { points: 30, seconds: 60 * 60, key: 'client' },
    reviewMember: { points: 20, seconds: 60 * 60, key: 'member' },
    newsletterClient: { points: 20, seconds: 60 * 60, key: 'client' },
    newsletterEmail: { points: 3, seconds: 60 * 60, key: 'email' },
    promoClient: { points: 30, seconds: 10 * 60, key: 'client' },
    promoOwner: { points: 20, seconds: 10 * 60, key: 'member or device' },
    guestOrderClient: { points: 20, seconds: 60 * 60, key: 'client' },
    guestOrderEmail: { points: 10, seconds: 60 * 60, key: 'email' },
    orderLookupClient: { points: 10, seconds: 15 * 60, key: 'client' },
    orderLookupNumber: { points: 5, seconds: 15 * 60, key: 'order number' },
    giftCardClient: { points: 10, seconds: 15 * 60, key: 'client' },
    giftCardNumber: { points: 5, seconds: 15 * 60, key: 'gift card' },
  } satisfies Record<string, LimitSpec>;
}

export type LimitName = keyof ReturnType<typeof limitTable>;

/** The growing block of a client on one address: 1 minute, then doubling, at most 30 minutes. */
export const PAIR_BLOCK_FIRST_SECONDS = 60;
export const PAIR_BLOCK_MAX_SECONDS = 30 * 60;

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

interface RouteLimit {
  method: string;
  path: RegExp;
  limits: Array<{ name: LimitName; key: (c: Context<AppEnv>, body: Record<string, unknown>) => string | null }>;
}

function bodyEmail(body: Record<string, unknown>): string | null {
  return typeof body.email === 'string' ? body.email : null;
}

function contactEmail(body: Record<string, unknown>): string | null {
  const contact = body.contact;
  return contact && typeof contact === 'object' && typeof (contact as { email?: unknown }).email === 'string'
    ? (contact as { email: string }).email
    : null;
}

const member = (c: Context<AppEnv>) => {
  const user = c.get('user');
  return user ? `member:${user.id}` : null;
};

/**
 * Limits on actions outside sign-in (whose handlers take their own limits): checked before the
 * handler, so a refused request does no work. A per-target key the request does not name (a
 * malformed body) is skipped; the per-client limit still counts it.
 */
const ROUTE_LIMITS: RouteLimit[] = [
  {
    method: 'POST',
    path: /^\/reservation-service\/create$/,
    limits: [
      { name: 'bookingClient', key: () => '' },
      {
        name: 'bookingTarget',
        key: (c, body) => member(c) ?? (contactEmail(body) ? `email:${contactEmail(body)}` : null),
      },
    ],
  },
  {
    method: 'POST',
    path: /^\/account\/reviews$/,
    limits: [
      { name: 'reviewClient', key: () => '' },
      { name: 'reviewMember', key: (c) => member(c) },
    ],
  },
  {
    method: 'POST',
    path: /^\/newsletter\/subscriptions$/,
    limits: [
      { name: 'newsletterClient', key: () => '' },
      { name: 'newsletterEmail', key: (_c, body) => bodyEmail(body) },
    ],
  },
  {
    method: 'POST',
    path: /^\/cart\/discount-coupon$/,
    limits: [
      { name: 'promoClient', key: () => '' },
      {
        name: 'promoOwner',
        key: (c) => {
          const device = c.req.header('x-device-id') ?? getCookie(c, 'device-id');
          return member(c) ?? (device ? `device:${device}` : null);
        },
      },
    ],
  },
  {
    // A guest's order (a member's is theirs to place): per client and per address it is sent to.
    method: 'POST',
    path: /^\/orders$/,
    limits: [
      { name: 'guestOrderClient', key: (c) => (guest(c) ? '' : null) },
      { name: 'guestOrderEmail', key: (c, body) => (guest(c) ? bodyEmail(body) : null) },
    ],
  },
  {
    // A PIN is four digits: tries are limited per client and per card number.
    method: 'POST',
    path: /^\/cart\/gift-card$/,
    limits: [
      { name: 'giftCardClient', key: () => '' },
      {
        name: 'giftCardNumber',
        key: (_c, body) => (typeof body.number === 'string' ? `card:${body.number.replace(/[\s-]/g, '')}` : null),
      },
    ],
  },
  {
    method: 'POST',
    path: /^\/orders\/lookup$/,
    limits: [
      { name: 'orderLookupClient', key: () => '' },
      {
        name: 'orderLookupNumber',
        key: (_c, body) => (typeof body.number === 'string' ? `number:${body.number.trim().toUpperCase()}` : null),
      },
    ],
  },
];

const guest = (c: Context<AppEnv>) => !c.get('user');

async function jsonBodyOf(c: Context): Promise<Record<string, unknown>> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().includes('json')) return {};
  try {
    // Hono keeps the parsed body, so the route's validator reads the same one.
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Applies ROUTE_LIMITS; mounted after the auth middleware, so a member is known. */
export function routeLimits(limits: Limits, basePath: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const relative = c.req.path.slice(basePath.length).replace(/\/+$/, '');
    const route = ROUTE_LIMITS.find((entry) => entry.method === c.req.method && entry.path.test(relative));
    if (!route) return next();
    const body = await jsonBodyOf(c);
    const client = limits.client(c);
    for (const limit of route.limits) {
      const target = limit.key(c, body);
      if (target === null) continue;
      await limits.enforce(c, limit.name, target === '' ? client : target);
    }
    return next();
  };
}
