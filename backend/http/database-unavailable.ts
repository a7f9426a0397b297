/**
 * Whether an error says the database is away (restarting, unreachable, shutting down), rather than
 * that a query or its data was wrong: the client's own connection errors (postgres.js codes and
 * Node's socket errors) and PostgreSQL's connection-exception (08…) and operator-intervention
 * (57P01–57P03) states. Drizzle wraps a failed query's error as its `cause`.
 */
const CLIENT_CODES: ReadonlySet<string> = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const SERVER_CODES: ReadonlySet<string> = new Set(['57P01', '57P02', '57P03']);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CLIENT_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    current = current.cause;
  }
  return false;
}

/** How long a client waits before it asks again while the database is away (`Retry-After`). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
