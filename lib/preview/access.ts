import { createHash, timingSafeEqual } from 'node:crypto';
import { serverEnv } from '@/lib/env';
import { safeReturnTo } from '@/lib/routing/return-to';

/** Where an editor lands after giving the secret, unless the link names another preview page. */
export const DEFAULT_PREVIEW_TARGET = '/preview/homepage';

/** Whether this deployment has preview switched on (which needs its secret). */
export function previewEnabled(): boolean {
  return serverEnv().ENABLE_PREVIEW;
}

/** Compares in constant time (over digests, so the length does not show either). */
export function previewSecretMatches(given: unknown): boolean {
  const secret = serverEnv().PREVIEW_SECRET;
  if (!previewEnabled() || !secret || typeof given !== 'string' || given.length === 0 || given.length > 512) {
    return false;
  }
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** A redirect target after entering preview: a same-origin path inside /preview, else the homepage's. */
export function previewTarget(value: unknown): string {
  const safe = safeReturnTo(value);
  return safe === '/preview' || safe.startsWith('/preview/') || safe.startsWith('/preview?')
    ? safe
    : DEFAULT_PREVIEW_TARGET;
}
