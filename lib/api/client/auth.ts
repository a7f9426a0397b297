import type { ApiError } from '@/lib/api/errors';

/** Sends `POST auth/token` through the owning client, outside the 401 handling. */
export type RefreshCall = (body: Record<string, string>, headers?: Record<string, string>) => Promise<unknown>;

/**
 * How a client authenticates and recovers from a 401. The client asks `credential()` when it
 * sends a request, and on a 401 calls `recover()` with the credential that request carried.
 * `recover` resolves `true` when the request should be replayed (once), `false` when the 401
 * should reach the caller, and rejects with an `ApiError` when the refresh itself failed for a
 * reason that is not a rejected grant (network, 5xx).
 */
export interface AuthStrategy {
  /** The token the next request carries (browser: the jwt-data cookie; server: the bearer). */
  credential(): string | undefined;
  /** Extra headers for an ordinary request. */
  headers(): Record<string, string>;
  recover(sent: string | undefined, refresh: RefreshCall): Promise<boolean>;
  /** Sees each answer's headers (the server relays the cookies the API sets for the browser). */
  received?(headers: Readonly<Record<string, unknown>>): void;
}

export type RefreshOutcome = 'refreshed' | 'rejected';

/** A refresh answered 401 (or 400 invalid_grant): the refresh token is no longer any good. */
export function isRejectedGrant(error: ApiError): boolean {
  return error.kind === 'http' && (error.status === 401 || error.code === 'invalid_grant');
}

/**
 * The decision shared by the browser and the server: replay when the credential changed since
 * the request was sent (someone refreshed meanwhile), join a refresh that started from the same
 * credential, pass on a 401 for a credential that is itself the result of a refresh, otherwise
 * start one refresh.
 */
export class RefreshGate {
  private current: { from: string; promise: Promise<RefreshOutcome> } | null = null;

  constructor(private readonly keepSettled: boolean) {}

  async decide(
    sent: string | undefined,
    now: string | undefined,
    start: () => Promise<RefreshOutcome>,
  ): Promise<boolean> {
    if (now === undefined) return false;
    if (sent !== now) return true;
    const from = now;
    if (this.current && this.current.from === from) {
      return (await this.current.promise) === 'refreshed';
    }
    if (this.current && this.keepSettled) return false;
    const promise = start();
    const entry = { from, promise };
    this.current = entry;
    try {
      return (await promise) === 'refreshed';
    } finally {
      // In the browser a later burst (after the next expiry) may refresh again; on the server a
      // gate lives for one request and never refreshes twice.
      if (!this.keepSettled && this.current === entry) this.current = null;
    }
  }
}
