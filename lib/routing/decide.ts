import {
  COUNTRY_COOKIE,
  JWT_DATA_COOKIE,
  LANGUAGE_COOKIE,
  encodeLanguageCookie,
  preferenceCookie,
  type CookieToSet,
} from './cookies';
import { brandAliasTarget } from './brand-aliases';
import { resolveCountry } from './country';
import { resolveLanguage } from './language';
import { isProtectedPath } from './protected-paths';
import { safeReturnTo, signInPath } from './return-to';
import { isPassThroughPath } from './static-paths';
import { internalPath } from './internal-path';
import { variantPath } from './member-variant';
import { withLanguage } from './language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';

/** What the proxy sees of a request; everything it decides is a pure function of this. */
export interface RoutingRequest {
  pathname: string;
  /** The raw query string, with or without the leading `?`. */
  search: string;
  host: string | null;
  headers: { siteCountry: string | null };
  cookies: Readonly<Record<string, string | undefined>>;
}

export type RoutingDecision =
  | { kind: 'pass' }
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  | {
      kind: 'rewrite';
      pathname: string;
      country: CountryCode;
      lang: Language;
      cookies: CookieToSet[];
    };

export function decideRoute(request: RoutingRequest): RoutingDecision {
  const { pathname } = request;
  if (isPassThroughPath(pathname)) return { kind: 'pass' };
  const query = new URLSearchParams(request.search);
  const search = query.size > 0 ? `?${query.toString()}` : '';

  const aliasTarget = brandAliasTarget(pathname);
  if (aliasTarget) return { kind: 'redirect', location: `${aliasTarget}${search}`, status: 308 };

  const { country } = resolveCountry({
    host: request.host,
    headerCountry: request.headers.siteCountry,
    cookieCountry: request.cookies[COUNTRY_COOKIE],
    queryCountry: query.get('country_code'),
  });
  const { language } = resolveLanguage(country, {
    queryLanguage: query.get('language'),
    queryLanguageCode: query.get('language_code'),
    cookieLanguage: request.cookies[LANGUAGE_COOKIE],
  });

  const signedIn = Boolean(request.cookies[JWT_DATA_COOKIE]);
  if (!signedIn && isProtectedPath(pathname)) {
    const location = withLanguage(signInPath(`${pathname}${search}`), language, defaultLanguage(country));
    return { kind: 'redirect', location, status: 307 };
  }
  if (signedIn && pathname.replace(/\/+$/, '') === '/sign_in' && query.has('return_to')) {
    return { kind: 'redirect', location: safeReturnTo(query.get('return_to')), status: 307 };
  }

  // Spec §9: the choice is remembered whenever it came from the query or differs from the cookie.
  const cookies: CookieToSet[] = [];
  if (request.cookies[COUNTRY_COOKIE] !== country) cookies.push(preferenceCookie(COUNTRY_COOKIE, country));
  const languageValue = encodeLanguageCookie(language);
  if (request.cookies[LANGUAGE_COOKIE] !== languageValue) {
    cookies.push(preferenceCookie(LANGUAGE_COOKIE, languageValue));
  }

  return {
    kind: 'rewrite',
    pathname: internalPath(country, language, variantPath(pathname, signedIn)),
    country,
    lang: language,
    cookies,
  };
}
