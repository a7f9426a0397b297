import type { Context, MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv, AuthUser, Db } from '@/backend/types';
import { refreshTokenFamilies, users } from '@/backend/db/schema';
import { unauthorizedError } from '@/backend/http/errors';
import { errorResponse, memberSecurity } from '@/backend/http/openapi';
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
 * The token only says who signs in: staff status and e-mail come from the member record, so a
 * claim in the token (even a validly signed, stale one) never grants a staff discount.
 */
export function authMiddleware(config: TokenConfig): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const claims = await claimsFromRequest(c, config);
    c.set('user', claims ? await sessionMember(c.get('db'), claims) : null);
    await next();
  };
}

/** The member of a live session, or `null` when the session was signed out or revoked. */
export async function sessionMember(db: Db, claims: AccessClaims): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      revokedAt: refreshTokenFamilies.revokedAt,
      familyUserId: refreshTokenFamilies.userId,
      email: users.email,
      isEmployee: users.isEmployee,
    })
    .from(refreshTokenFamilies)
    .leftJoin(users, eq(users.id, refreshTokenFamilies.userId))
    .where(eq(refreshTokenFamilies.id, claims.sessionId));
  // A missing family means the member was deleted: the token still names an id, and the handlers
  // answer 'User not found' for it, never a staff price.
  if (!row) return { id: claims.id, email: claims.email, isEmployee: false };
  if (row.revokedAt != null || row.familyUserId !== claims.id) return null;
  return { id: claims.id, email: row.email ?? claims.email, isEmployee: row.isEmployee ?? false };
}

/** 401 `unauthorized` ('Authentication failed.') unless the request carries a valid access token. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw unauthorizedError();
  await next();
};

/**
 * The part of a route definition that admits members only: their token documented and required,
 * and the 401 (`unauthorized`, described so) answered without a valid one.
 */
export function membersOnly(unauthorized: string) {
  return { security: memberSecurity, middleware: [requireAuth], responses: { 401: errorResponse(unauthorized) } };
}
