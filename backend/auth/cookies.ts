import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { AUTH_COOKIE_MAX_AGE_SECONDS, AUTH_COOKIES } from '@/contract';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.split(':')[0] ?? trimmed;
}

/** How the Secure attribute is decided: forced by COOKIE_SECURE, or per request. */
export interface CookiePolicy {
  secure: boolean | undefined;
  /** Whether X-Forwarded-Proto/Host come from a proxy we run (the storefront's forwarder). */
  trustProxy: boolean;
}

/**
 * Cookies are Secure except for plain http to a loopback host, where browsers would drop them.
 * Behind the storefront the original scheme and host come in X-Forwarded-* headers, believed only
 * when TRUST_PROXY says a proxy of ours sets them; a client cannot talk its way out of Secure.
 */
export function shouldUseSecureCookies(c: Context, policy: CookiePolicy): boolean {
  if (policy.secure !== undefined) return policy.secure;
  const url = new URL(c.req.url);
  const forwardedProto = policy.trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0] : undefined;
  const forwardedHost = policy.trustProxy ? c.req.header('x-forwarded-host')?.split(',')[0] : undefined;
  const proto = (forwardedProto ?? url.protocol.replace(':', '')).trim().toLowerCase();
  const host = hostName(forwardedHost ?? c.req.header('host') ?? url.host);
  const local = LOCAL_HOSTS.has(host) || host.endsWith('.localhost');
  return !(proto === 'http' && local);
}

/** Splits the JWT: `jwt-data` (header.payload, readable by scripts) and `jwt-signature` (httpOnly). */
export function setAuthCookies(
  c: Context,
  tokens: { accessToken: string; refreshToken: string },
  policy: CookiePolicy,
): void {
  const secure = shouldUseSecureCookies(c, policy);
  const [header = '', payload = '', signature = ''] = tokens.accessToken.split('.');
  const base = { path: '/', sameSite: 'Lax', secure, maxAge: AUTH_COOKIE_MAX_AGE_SECONDS } as const;
  setCookie(c, AUTH_COOKIES.data, `${header}.${payload}`, { ...base, httpOnly: false });
  setCookie(c, AUTH_COOKIES.signature, signature, { ...base, httpOnly: true });
  setCookie(c, AUTH_COOKIES.refresh, tokens.refreshToken, { ...base, httpOnly: true });
}

export function clearAuthCookies(c: Context, policy: CookiePolicy): void {
  const secure = shouldUseSecureCookies(c, policy);
  for (const name of Object.values(AUTH_COOKIES)) {
    setCookie(c, name, '', {
      path: '/',
      sameSite: 'Lax',
      secure,
      httpOnly: name !== AUTH_COOKIES.data,
      maxAge: 0,
      expires: new Date(0),
    });
  }
}

/** The access token rebuilt from the two cookies, if both are present. */
export function accessTokenFromCookies(c: Context): string | null {
  const data = getCookie(c, AUTH_COOKIES.data);
  const signature = getCookie(c, AUTH_COOKIES.signature);
  return data && signature ? `${data}.${signature}` : null;
}

export function refreshTokenFromCookie(c: Context): string | null {
  return getCookie(c, AUTH_COOKIES.refresh) || null;
}
