import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '@/backend/types';
import type { BackendEnv } from '@/backend/env';
import { ApiError, userNotFoundError, validationError } from '@/backend/http/errors';
import { findUserById } from '@/backend/members/store';
import { toUserProfile } from '@/backend/members/present';
import type { UserRow } from '@/backend/db/schema';
import {
  AUTH_ERROR_CODES,
  ERROR_MESSAGES,
  PASSWORD_RESET_SENT_MESSAGE,
  refreshTokenBodySchema,
  verifyTokenBodySchema,
  type RefreshTokenBody,
  type Session,
} from '@/contract';
import { clearAuthCookies, type CookiePolicy, refreshTokenFromCookie, setAuthCookies } from './cookies';
import { accessTokenFromRequest, claimsFromRequest, sessionMember } from './middleware';
import type { Limits } from '@/backend/http/limits';
import { deliverLater } from './deliveries';
import { checkResetToken, resetPassword, sendPasswordResetLink } from './password-reset';
import { checkResetTokenRoute, forgotPasswordRoute, resetPasswordRoute } from './password-reset-routes';
import { sendUnlockLink, signIn, unlockWithToken } from './service';
import { refreshRoute, signInRoute, signOutRoute, socialRoute, verifyRoute } from './session-routes';
import {
  issueSession,
  revokeByRefreshToken,
  revokeFamily,
  rotateRefreshToken,
  signAccessToken,
  type IssuedTokens,
  type TokenConfig,
  verifyAccessToken,
} from './tokens';
import { unlockRequestRoute, unlockRoute } from './unlock-routes';

/**
 * The e-mail an ID token names, so the register prompt can offer it. No account is linked to a
 * Google account, so the token grants nothing and its signature is not checked: it only hands back
 * an address the caller sent itself.
 */
function emailOfIdToken(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const email = (claims as { email?: unknown } | null)?.email;
    return typeof email === 'string' && email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null;
  } catch {
    return null;
  }
}

function parseRefreshBody(raw: unknown): RefreshTokenBody {
  const parsed = refreshTokenBodySchema.safeParse(raw);
  if (!parsed.success) throw validationError(parsed.error, 'body');
  return parsed.data;
}

function cookiePolicy(env: BackendEnv): CookiePolicy {
  return { secure: env.cookieSecure, trustProxy: env.trustProxy };
}

function tokenConfig(env: BackendEnv): TokenConfig {
  return { jwtSecret: env.jwtSecret, accessTokenTtlSeconds: env.accessTokenTtlSeconds };
}

function sessionBody(user: UserRow, tokens: IssuedTokens): Session {
  return { user: toUserProfile(user), ...tokens };
}

function authUser(user: UserRow) {
  return { id: user.id, email: user.email, isEmployee: user.isEmployee };
}

/**
 * Starts a session for a member who has just proved who they are (signed in, or registered): issues
 * the token pair, sets the session cookies and answers the session's body.
 */
export async function startSession(c: Context<AppEnv>, env: BackendEnv, user: UserRow): Promise<Session> {
  const tokens = await issueSession(c.get('db'), authUser(user), tokenConfig(env));
  setAuthCookies(c, tokens, cookiePolicy(env));
  return sessionBody(user, tokens);
}

function invalidGrant(c: Context, env: BackendEnv): never {
  clearAuthCookies(c, cookiePolicy(env));
  throw new ApiError(401, AUTH_ERROR_CODES.invalidGrant, ERROR_MESSAGES.authenticationFailed);
}

export function mountAuth(app: OpenAPIHono<AppEnv>, env: BackendEnv, limits: Limits): void {
  const config = tokenConfig(env);

  app.openapi(signInRoute, async (c) => {
    const db = c.get('db');
    const { email, password } = c.req.valid('json');
    const client = limits.client(c);
    await limits.enforce(c, 'signInClient', client);
    const user = await signIn(c, db, limits, { email, client }, password, env.argon2);
    return c.json(await startSession(c, env, user), 200);
  });

  app.openapi(signOutRoute, async (c) => {
    const db = c.get('db');
    const refreshToken = refreshTokenFromCookie(c);
    if (refreshToken) await revokeByRefreshToken(db, refreshToken, 'signed_out');
    const claims = await claimsFromRequest(c, config);
    if (claims) await revokeFamily(db, claims.sessionId, 'signed_out');
    clearAuthCookies(c, cookiePolicy(env));
    return c.body(null, 204);
  });

  app.openapi(refreshRoute, async (c) => {
    const db = c.get('db');
    const body = parseRefreshBody(
      (c.req.header('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
        ? c.req.valid('form')
        : c.req.valid('json'),
    );
    const presented = body.flow === 'app' ? body.refresh_token : refreshTokenFromCookie(c);
    if (!presented) invalidGrant(c, env);
    const rotation = await rotateRefreshToken(
      db,
      presented,
      body.flow === 'app' ? body.device_id : null,
      env.jwtSecret,
    );
    if (!rotation.ok) invalidGrant(c, env);
    const user = await findUserById(db, rotation.userId);
    if (!user) invalidGrant(c, env);
    const accessToken = await signAccessToken(authUser(user), rotation.familyId, config);
    const tokens: IssuedTokens = {
      accessToken,
      refreshToken: rotation.refreshToken,
      expiresIn: config.accessTokenTtlSeconds,
    };
    setAuthCookies(c, tokens, cookiePolicy(env));
    return c.json(sessionBody(user, tokens), 200);
  });

  app.openapi(verifyRoute, async (c) => {
    let token: string | null = null;
    const text = (await c.req.text()).trim();
    if (text) {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        throw new ApiError(400, 'bad_request', 'Malformed JSON in request body');
      }
      const parsed = verifyTokenBodySchema.safeParse(json);
      if (!parsed.success) throw validationError(parsed.error, 'json');
      token = parsed.data.token ?? null;
    }
    token ??= accessTokenFromRequest(c);
    const claims = token ? await verifyAccessToken(token, config) : null;
    // A well-signed token of a session that was signed out or revoked is no longer valid.
    const live = claims ? await sessionMember(c.get('db'), claims) : null;
    return c.json(claims && live ? { valid: true, expiresAt: claims.expiresAt.toISOString() } : { valid: false }, 200);
  });

  app.openapi(socialRoute, (c) => {
    const email = emailOfIdToken(c.req.valid('json').idToken);
    throw new ApiError(
      404,
      AUTH_ERROR_CODES.socialAccountNotLinked,
      'This Google account is not linked to any account. Please register first.',
      email ? { email } : undefined,
    );
  });

  app.openapi(unlockRequestRoute, async (c) => {
    const { email } = c.req.valid('json');
    await limits.enforce(c, 'unlockClient', limits.client(c));
    await limits.enforce(c, 'unlockEmail', email);
    const db = c.get('db');
    const locale = { country: c.var.country, language: c.var.language };
    deliverLater(() => sendUnlockLink(db, email, locale));
    return c.json({ message: 'If an account exists for this email, we have sent a link to unlock it.' }, 202);
  });

  app.openapi(forgotPasswordRoute, async (c) => {
    const { email } = c.req.valid('json');
    await limits.enforce(c, 'forgotClient', limits.client(c));
    await limits.enforce(c, 'forgotEmail', email);
    const db = c.get('db');
    const locale = { country: c.var.country, language: c.var.language };
    deliverLater(() => sendPasswordResetLink(db, email, locale));
    return c.json({ message: PASSWORD_RESET_SENT_MESSAGE }, 202);
  });

  app.openapi(resetPasswordRoute, async (c) => {
    await limits.enforce(c, 'resetClient', limits.client(c));
    await resetPassword(c.get('db'), limits, c.req.valid('json'), env.argon2);
    clearAuthCookies(c, cookiePolicy(env));
    return c.json({ reset: true as const }, 200);
  });

  app.openapi(checkResetTokenRoute, async (c) => {
    // The same budget as using a link: a token cannot be guessed faster by asking whether it works.
    await limits.enforce(c, 'resetClient', limits.client(c));
    await checkResetToken(c.get('db'), c.req.valid('json').token);
    return c.json({ valid: true as const }, 200);
  });

  app.openapi(unlockRoute, async (c) => {
    await limits.enforce(c, 'resetClient', limits.client(c));
    await unlockWithToken(c.get('db'), limits, c.req.valid('json').token);
    return c.json({ unlocked: true as const }, 200);
  });
}

/** The signed-in member's row, or 404 'User not found' when the account no longer exists. */
export async function currentUserRow(c: Context<AppEnv>): Promise<UserRow> {
  const authUser = c.get('user');
  if (!authUser) throw new ApiError(401, AUTH_ERROR_CODES.unauthorized, ERROR_MESSAGES.authenticationFailed);
  const user = await findUserById(c.get('db'), authUser.id);
  if (!user) throw userNotFoundError();
  return user;
}
