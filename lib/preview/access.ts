import 'server-only';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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

function signature(expiresAt: number, secret: string): string {
  return createHmac('sha256', secret).update(`preview-session:${expiresAt}`).digest('base64url');
}

/**
 * The value of an editor's session cookie: when it ends, signed with the preview secret, so it
 * cannot be made up and stops working when the secret changes.
 */
export function newPreviewSession(now = Date.now()): string {
  const secret = serverEnv().PREVIEW_SECRET;
  if (!previewEnabled() || !secret) throw new Error('Preview is closed');
  const expiresAt = Math.floor(now / 1000) + PREVIEW_SESSION_SECONDS;
  return `${expiresAt}.${signature(expiresAt, secret)}`;
}

/** Whether a session cookie is one this deployment signed and that has not ended. */
export function previewSessionValid(value: string | undefined, now = Date.now()): boolean {
  const secret = serverEnv().PREVIEW_SECRET;
  if (!previewEnabled() || !secret || !value || value.length > 200) return false;
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(value);
  if (!match?.[1] || !match[2]) return false;
  const expiresAt = Number(match[1]);
  if (expiresAt * 1000 <= now) return false;
  return timingSafeEqual(digest(match[2]), digest(signature(expiresAt, secret)));
}

/** A redirect target after entering preview: a same-origin path inside /preview, else the homepage's. */
export function previewTarget(value: unknown): string {
  const safe = safeReturnTo(value);
  return safe === '/preview' || safe.startsWith('/preview/') || safe.startsWith('/preview?')
    ? safe
    : DEFAULT_PREVIEW_TARGET;
}
