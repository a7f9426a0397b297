import type { Context, MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv, AuthUser, Db } from '@/backend/types';
import { refreshTokenFamilies } from '@/backend/db/schema';
import { unauthorizedError } from '@/backend/http/errors';
import { accessTokenFromCookies } from './cookies';
import { type AccessClaims, type TokenConfig, verifyAccessToken } from './tokens';

/** The access token of a request: `Authorization: Bearer <jwt>` first, then the two cookies. */
export function accessTokenFromRequest(c: Context): string | null {
  const authorization = c.req.header('authorization');
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  if (match?.[1]) return match[1];
  return accessTokenFromCookies(c);
}

export async function claimsFromRequest(c: Context, config: TokenConfig): Promise<AccessClaims | null> {
  const token = accessTokenFromRequest(c);
  return token ? verifyAccessToken(token, config) : null;
}

/**
 * Sets `c.var.user` from a valid access token, or `null`; never rejects by itself. A token whose
 * session was revoked (sign-out, refresh-token reuse) stops working at once, not only when it expires.
 */
export function authMiddleware(config: TokenConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const claims = await claimsFromRequest(c, config);
    let user: AuthUser | null = null;
    if (claims && !(await isSessionRevoked(c.get('db'), claims.sessionId))) {
      user = { id: claims.id, email: claims.email, isEmployee: claims.isEmployee };
    }
    c.set('user', user);
    await next();
  };
}

async function isSessionRevoked(db: Db, sessionId: string): Promise<boolean> {
  const [family] = await db
    .select({ revokedAt: refreshTokenFamilies.revokedAt })
    .from(refreshTokenFamilies)
    .where(eq(refreshTokenFamilies.id, sessionId));
  // A missing family means the member was deleted; the handlers answer 'User not found' then.
  return family?.revokedAt != null;
}

/** 401 `unauthorized` ('Authentication failed.') unless the request carries a valid access token. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw unauthorizedError();
  await next();
};
