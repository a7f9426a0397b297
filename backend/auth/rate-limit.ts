import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from '@/backend/types';
import { ApiError } from '@/backend/http/errors';

export const RATE_LIMIT_WINDOW_MS = 5 * 60 * 1000;

/**
 * A fixed-window counter per key, kept in the API process. Enough for the one embedded API; a
 * deployment with several API processes puts the same limit in its shared proxy.
 */
export class FixedWindowLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number = RATE_LIMIT_WINDOW_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): number {
    const now = this.now();
    if (this.#hits.size > 10_000) {
      for (const [k, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(k);
    }
    let entry = this.#hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.#hits.set(key, entry);
    }
    entry.count += 1;
    return entry.count > this.limit ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0;
  }
}

/**
 * Who is asking: the first X-Forwarded-For address when a proxy we run sets it (TRUST_PROXY),
 * otherwise the connection's own address; a client-sent header is not believed without a proxy.
 */
export function clientKey(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (tests) have no socket.
    return 'local';
  }
}

export interface AuthRateLimits {
  /** Throws 429 `too_many_requests` (with Retry-After) when the address or the client is over its limit. */
  check(c: Context<AppEnv>, email: string): void;
}

/** Per-address and per-client limits on sign-in and unlock requests. */
export function authRateLimits(options: { perEmail: number; perClient: number; trustProxy: boolean }): AuthRateLimits {
  const byEmail = new FixedWindowLimiter(options.perEmail);
  const byClient = new FixedWindowLimiter(options.perClient);
  return {
    check(c, email) {
      const wait = Math.max(byClient.hit(clientKey(c, options.trustProxy)), byEmail.hit(email.trim().toLowerCase()));
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        throw new ApiError(429, 'too_many_requests', 'Too many attempts. Please wait a moment and try again.', {
          retryAfterSeconds: wait,
        });
      }
    },
  };
}
