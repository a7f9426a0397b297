import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '@/backend/types';
import { errorBody } from '@/backend/http/errors';
import { ERROR_MESSAGES } from '@/contract';

/** The header that carries the QA credential (QA_TOKEN) on every `sandbox/*` request. */
export const QA_TOKEN_HEADER = 'X-QA-Token';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Guards the QA routes: a request without the right credential gets the same 404 as a path that
 * does not exist, so an anonymous caller cannot even tell that the sandbox is switched on.
 */
export function requireQaCredential(qaToken: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const given = c.req.header(QA_TOKEN_HEADER);
    if (!given || !sameSecret(given, qaToken)) {
      return c.json(errorBody('not_found', ERROR_MESSAGES.resourceNotFound), 404);
    }
    await next();
  };
}
