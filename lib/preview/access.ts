import 'server-only';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env';
import { PREVIEW_SESSION_COOKIE } from '@/lib/routing/surfaces';
import { safeReturnTo } from '@/lib/routing/return-to';

export { PREVIEW_SESSION_COOKIE };

/** Where an editor lands after giving the secret, unless the link names another preview page. */
export const DEFAULT_PREVIEW_TARGET = '/preview/homepage';

/** An editor's session lasts a working day; they give the secret again after that. */
export const PREVIEW_SESSION_SECONDS = 12 * 60 * 60;

/** Whether this deployment has preview switched on (which needs its secret). */
export function previewEnabled(): boolean {
  return serverEnv().ENABLE_PREVIEW;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Compares in constant time (over digests, so the length does not show either). */
export function previewSecretMatches(given: unknown): boolean {
  const secret = serverEnv().PREVIEW_SECRET;
  if (!previewEnabled() || !secret || typeof given !== 'string' || given.length === 0 || given.length > 512) {
    return false;
  }
  return timingSafeEqual(digest(given), digest(secret));
}

function signature(expiresAt: number, id: string, secret: string): string {
  return createHmac('sha256', secret).update(`preview-session:${expiresAt}:${id}`).digest('base64url');
}

/**
 * The editors' sessions this server started and has not ended, by id, with when each ends: a
 * signed cookie alone could not be taken back. Kept on the process (every bundle of the server
 * shares it), so a restart ends every session, and never opens one: editors give the secret again.
 */
function liveSessions(): Map<string, number> {
  const key = Symbol.for('halcyon.previewSessions');
  const holder = globalThis as typeof globalThis & { [key: symbol]: Map<string, number> | undefined };
  holder[key] ??= new Map();
  return holder[key];
}

/**
 * The value of an editor's session cookie: its id and when it ends, signed with the preview secret,
 * so it cannot be made up and stops working when the secret changes or the editor leaves preview.
 */
export function newPreviewSession(now = Date.now()): string {
  const secret = serverEnv().PREVIEW_SECRET;
  if (!previewEnabled() || !secret) throw new Error('Preview is closed');
  const sessions = liveSessions();
  for (const [id, ends] of sessions) if (ends * 1000 <= now) sessions.delete(id);
  const expiresAt = Math.floor(now / 1000) + PREVIEW_SESSION_SECONDS;
  const id = randomBytes(16).toString('base64url');
  sessions.set(id, expiresAt);
  return `${expiresAt}.${id}.${signature(expiresAt, id, secret)}`;
}

const SESSION_VALUE = /^(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/;

/** Whether a session cookie is one this server signed and started, and that has not ended. */
export function previewSessionValid(value: string | undefined, now = Date.now()): boolean {
  const secret = serverEnv().PREVIEW_SECRET;
  if (!previewEnabled() || !secret || !value || value.length > 200) return false;
  const match = SESSION_VALUE.exec(value);
  if (!match?.[1] || !match[2] || !match[3]) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now || liveSessions().get(match[2]) !== expiresAt) return false;
  return timingSafeEqual(digest(match[3]), digest(signature(expiresAt, match[2], secret)));
}

/** Ends the session of a cookie value: from now on it opens nothing, wherever it was copied. */
export function revokePreviewSession(value: string | undefined): void {
  const id = value ? SESSION_VALUE.exec(value)?.[2] : undefined;
  if (id) liveSessions().delete(id);
}

/** A redirect target after entering preview: a same-origin path inside /preview, else the homepage's. */
export function previewTarget(value: unknown): string {
  const safe = safeReturnTo(value);
  return safe === '/preview' || safe.startsWith('/preview/') || safe.startsWith('/preview?')
    ? safe
    : DEFAULT_PREVIEW_TARGET;
}
