import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { AuthUser, Db } from '@/backend/types';
import { refreshTokenFamilies, refreshTokens } from '@/backend/db/schema';
import { AUTH_COOKIE_MAX_AGE_SECONDS } from '@/contract';

export const REFRESH_TOKEN_TTL_SECONDS = AUTH_COOKIE_MAX_AGE_SECONDS;

/**
 * How long a used refresh token still answers with the successor it was exchanged for: clients race
 * (two tabs, a server render and the browser) and must not sign the member out by doing so.
 */
export const REFRESH_GRACE_MS = 30_000;

export interface TokenConfig {
  jwtSecret: string;
  accessTokenTtlSeconds: number;
}

/** What an access token says: who, and in which session; never what the member may do. */
export interface AccessClaims {
  id: number;
  email: string;
  /** The refresh-token family (session) the access token belongs to. */
  sessionId: string;
  expiresAt: Date;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

const ISSUER = 'halcyon-beauty-api';

function secretKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * Signs an access token that lives at least `accessTokenTtlSeconds`. JWT times are whole seconds and a token is
 * expired once the current whole second reaches `exp`, so `exp` counts from the next whole second: counting from
 * the issue second (rounded down) would cut up to a second off the lifetime the caller was told (`expiresIn`).
 */
export async function signAccessToken(
  user: Pick<AuthUser, 'id' | 'email'>,
  sessionId: string,
  config: TokenConfig,
): Promise<string> {
  const expiresAt = Math.ceil(Date.now() / 1000) + config.accessTokenTtlSeconds;
  // No staff flag or tier: those are read from the member record on every request.
  return new SignJWT({ email: user.email, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setJti(randomUUID())
    .setExpirationTime(expiresAt)
    .sign(secretKey(config.jwtSecret));
}

/** The claims of a valid, unexpired access token; `null` for anything else. */
export async function verifyAccessToken(token: string, config: TokenConfig): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secretKey(config.jwtSecret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
    });
    const id = Number(payload.sub);
    if (
      !Number.isSafeInteger(id) ||
      typeof payload.email !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return null;
    }
    return {
      id,
      email: payload.email,
      sessionId: payload.sid,
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch {
    return null;
  }
}

/**
 * The successor of a refresh token is derived from it with the server's secret, so a second
 * exchange of the same token within the grace window can answer the same successor without the
 * successor ever being stored; nobody without the secret can compute it.
 */
function successorOf(token: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url');
}

async function insertRefreshToken(db: Db, familyId: string, token: string = randomToken()): Promise<string> {
  await db.insert(refreshTokens).values({
    familyId,
    tokenHash: sha256Hex(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** Starts a session: a new refresh-token family, its first refresh token and an access token. */
export async function issueSession(
  db: Db,
  user: AuthUser,
  config: TokenConfig,
  deviceId: string | null = null,
): Promise<IssuedTokens> {
  const familyId = randomUUID();
  await db.insert(refreshTokenFamilies).values({ id: familyId, userId: user.id, deviceId });
  const refreshToken = await insertRefreshToken(db, familyId);
  const accessToken = await signAccessToken(user, familyId, config);
  return { accessToken, refreshToken, expiresIn: config.accessTokenTtlSeconds };
}

export async function revokeFamily(db: Db, familyId: string, reason: string): Promise<void> {
  await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

/** Revokes the family of a refresh token, if the token is known. */
export async function revokeByRefreshToken(db: Db, token: string, reason: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256Hex(token)));
  if (row) await revokeFamily(db, row.familyId, reason);
}

export type RotationResult =
  | { ok: true; userId: number; familyId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Exchanges a refresh token for a new one in the same family. The old token is marked used by a
 * conditional update (`used_at IS NULL`), so of simultaneous uses exactly one rotates. The others,
 * within REFRESH_GRACE_MS of that use, get the same successor; a token presented after the grace
 * window is treated as stolen and the whole family is revoked.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  deviceId: string | null,
  secret: string,
): Promise<RotationResult> {
  const tokenHash = sha256Hex(token);
  const successor = successorOf(token, secret);
  const now = new Date();
  const result = await db.transaction(async (tx): Promise<RotationResult> => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ familyId: refreshTokens.familyId, expiresAt: refreshTokens.expiresAt });
    if (!claimed) {
      const [existing] = await tx
        .select({ familyId: refreshTokens.familyId, usedAt: refreshTokens.usedAt })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      if (!existing) return { ok: false, reason: 'unknown' };
      const withinGrace = existing.usedAt !== null && now.getTime() - existing.usedAt.getTime() <= REFRESH_GRACE_MS;
      if (withinGrace) {
        const [family] = await tx
          .select()
          .from(refreshTokenFamilies)
          .where(eq(refreshTokenFamilies.id, existing.familyId));
        const [next] = await tx
          .select({ id: refreshTokens.id })
          .from(refreshTokens)
          .where(and(eq(refreshTokens.tokenHash, sha256Hex(successor)), eq(refreshTokens.familyId, existing.familyId)));
        if (!family || family.revokedAt) return { ok: false, reason: 'revoked' };
        if (next) return { ok: true, userId: family.userId, familyId: family.id, refreshToken: successor };
      }
      await tx
        .update(refreshTokenFamilies)
        .set({ revokedAt: now, revokedReason: 'reuse_detected' })
        .where(and(eq(refreshTokenFamilies.id, existing.familyId), isNull(refreshTokenFamilies.revokedAt)));
      return { ok: false, reason: 'reused' };
    }
    const [family] = await tx.select().from(refreshTokenFamilies).where(eq(refreshTokenFamilies.id, claimed.familyId));
    if (!family || family.revokedAt) return { ok: false, reason: 'revoked' };
    if (claimed.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    if (deviceId && deviceId !== family.deviceId) {
      await tx.update(refreshTokenFamilies).set({ deviceId }).where(eq(refreshTokenFamilies.id, family.id));
    }
    const refreshToken = await insertRefreshToken(tx as unknown as Db, family.id, successor);
    return { ok: true, userId: family.userId, familyId: family.id, refreshToken };
  });
  return result;
}
