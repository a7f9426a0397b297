import type { Language } from '@/lib/site';
import { withLanguage } from './language-query';

const FALLBACK = '/';
const PROBE_ORIGIN = 'http://return-to.invalid';
// Control characters, including DEL and the C1 range; nothing legitimate in a path needs them.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * A `return_to` value is followed only when it is a path on this origin. Anything else — other
 * origins, protocol-relative `//host`, `/\host`, schemes such as `javascript:`, control characters,
 * or any of those hidden behind percent-encoding — falls back to `/`.
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return FALLBACK;
  // Look through every layer of percent-encoding: a decoded layer must be as safe as the raw one.
  let layer = value;
  for (let i = 0; i < 5; i += 1) {
    if (!isSafeLayer(layer)) return FALLBACK;
    let decoded: string;
    try {
      decoded = decodeURIComponent(layer);
    } catch {
      return FALLBACK;
    }
    if (decoded === layer) break;
    layer = decoded;
    if (i === 4) return FALLBACK;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return FALLBACK;
  }
  if (url.origin !== PROBE_ORIGIN) return FALLBACK;
  const result = `${url.pathname}${url.search}${url.hash}`;
  return result.startsWith('/') && !result.startsWith('//') ? result : FALLBACK;
}

function isSafeLayer(candidate: string): boolean {
  if (!candidate.startsWith('/')) return false;
  if (candidate.startsWith('//')) return false;
  if (candidate.includes('\\')) return false;
  if (CONTROL.test(candidate)) return false;
  return true;
}

/** `/sign_in?return_to=…` for a path and query that need a signed-in member. */
export function signInPath(returnTo?: string): string {
  if (!returnTo || returnTo === '/') return '/sign_in';
  return `/sign_in?return_to=${encodeURIComponent(returnTo)}`;
}

/** Where to go after signing in: a safe `return_to` from a query string, keeping a non-default language. */
export function signInTarget(search: string, lang: Language, defaultLang: Language): string {
  const returnTo = new URLSearchParams(search).get('return_to');
  return withLanguage(safeReturnTo(returnTo ?? '/'), lang, defaultLang);
}

/**
 * Where to go after registering: a safe `return_to` from a query string, else `fallback` (the
 * dashboard), keeping a non-default language. An unsafe `return_to` also leads to `fallback`.
 */
export function returnToOr(search: string, fallback: string, lang: Language, defaultLang: Language): string {
  const returnTo = new URLSearchParams(search).get('return_to');
  const safe = returnTo ? safeReturnTo(returnTo) : fallback;
  return withLanguage(safe === '/' && returnTo !== '/' ? fallback : safe, lang, defaultLang);
}

/** A path carrying on the `return_to` of a query string, for links between sign-in, sign-up and recovery. */
export function keepReturnTo(path: string, search: string): string {
  const returnTo = new URLSearchParams(search).get('return_to');
  if (!returnTo) return path;
  const safe = safeReturnTo(returnTo);
  return safe === '/' ? path : `${path}?return_to=${encodeURIComponent(safe)}`;
}
