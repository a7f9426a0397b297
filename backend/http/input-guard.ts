import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@/backend/types';
import { ApiError } from './errors';

/** Postgres's "data exception" class: a value the column cannot hold (out of range, NUL, bad encoding). */
const DATA_EXCEPTION_CLASS = '22';

/** The SQLSTATE of a database error, looked for along the error's causes. */
function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = typeof current === 'object' ? (current as { code?: unknown }).code : undefined;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A value the database refused as data (a number past its range, a string it cannot store) is the
 * caller's mistake: 400, never 500. The statement that refused it stored nothing, and multi-step
 * writes run in transactions.
 */
export function invalidDataError(error: unknown): ApiError | null {
  const state = sqlState(error);
  if (!state?.startsWith(DATA_EXCEPTION_CLASS)) return null;
  return new ApiError(
    400,
    'invalid_input',
    'Invalid request: a value is out of range or contains characters that are not allowed.',
  );
}

const NUL_ESCAPE = /\\u0000/i;

function hasNul(value: string): boolean {
  return value.includes('\u0000');
}

/**
 * Refuses NUL characters anywhere in the path, the query or a JSON body with 400 before any
 * handler runs: no text column can hold them, and they are never part of a legitimate value.
 */
export const rejectNulCharacters: MiddlewareHandler<AppEnv> = async (c, next) => {
  let url: string;
  try {
    url = decodeURIComponent(c.req.url);
  } catch {
    throw new ApiError(400, 'bad_request', 'Invalid request: the address is not valid percent-encoding.');
  }
  if (hasNul(url)) throw nulError();
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && (type.includes('json') || type.includes('form'))) {
    const text = await c.req.text();
    if (
      hasNul(text) ||
      (type.includes('json') && NUL_ESCAPE.test(text)) ||
      (!type.includes('json') && /%00/.test(text))
    ) {
      throw nulError();
    }
  }
  await next();
};

function nulError(): ApiError {
  return new ApiError(400, 'invalid_characters', 'Invalid request: NUL characters are not allowed.');
}
