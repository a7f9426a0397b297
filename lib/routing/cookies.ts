import { cookieDomainFor } from '@/lib/app-shell/cookie-domain';
import { publicCookieDomain } from '@/lib/public-env';
import type { Language } from '@/lib/site';

/*
 * Cookie names and options, for the proxy and for browser code alike: nothing here loads zod, so
 * the switchers in every page's header do not bring it to a first visit. Reading a cookie's value
 * from outside is parsing, and lives with its rule (`lib/routing/language.ts`).
 */

/** Country cookie, named "locale". */
export const COUNTRY_COOKIE = 'locale';
/** Language cookie, named "language", stored as lng_ plus the code). */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_PREFIX = 'lng_';

export const JWT_DATA_COOKIE = 'jwt-data';

/** Country and language cookies last one year, path /, sameSite lax. */
export const PREFERENCE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface CookieToSet {
  name: string;
  value: string;
  maxAge: number;
  path: '/';
  sameSite: 'lax';
  /** Only when a configured cookie domain is valid for the host; otherwise host-only. */
  domain?: string;
}

export function encodeLanguageCookie(language: Language): string {
  return `${LANGUAGE_PREFIX}${language}`;
}

export function preferenceCookie(name: string, value: string, domain?: string): CookieToSet {
  return { name, value, maxAge: PREFERENCE_COOKIE_MAX_AGE, path: '/', sameSite: 'lax', ...(domain ? { domain } : {}) };
}

/**
 * The preference cookies' options when the browser writes them (the language and country
 * switchers): one year, and the same domain rule as the proxy's, so that there is only ever one
 * cookie of each name.
 */
/**
 * A first-party cookie that browser code keeps for `days` (the fraud token, the flags' visitor
 * code): the whole site, `SameSite=Lax`, `Secure` over HTTPS, and the configured domain if any.
 */
export function browserCookieOptions(days: number, domain?: string) {
  return {
    expires: days,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    ...(domain ? { domain } : {}),
  } as const;
}

export function browserPreferenceCookieOptions(): {
  expires: number;
  path: '/';
  sameSite: 'lax';
  domain?: string;
} {
  const domain = cookieDomainFor(publicCookieDomain(), window.location.host);
  return { expires: 365, path: '/', sameSite: 'lax', ...(domain ? { domain } : {}) };
}
