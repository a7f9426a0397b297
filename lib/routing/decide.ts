import {
  COUNTRY_COOKIE,
  JWT_DATA_COOKIE,
  LANGUAGE_COOKIE,
  encodeLanguageCookie,
  preferenceCookie,
  type CookieToSet,
} from './cookies';
import { GUEST_ORDER_PASS_COOKIE } from '@/contract/guest-order-pass';
import { bookingVariantPath } from './booking-variant';
import { brandAliasTarget } from './brand-aliases';
import { cookieDomainFor } from '@/lib/app-shell/cookie-domain';
import { resolveCountry } from './country';
import { resolveLanguage } from './language';
import { rootLanguageDecision } from './root-redirect';
import { isProtectedPath } from './protected-paths';
import { safeReturnTo, signInPath } from './return-to';
import { isPassThroughPath } from './static-paths';
import { internalPath } from './internal-path';
import { namesQuerySegment } from './listing-variant';
import { variantPath } from './member-variant';
import { withLanguage } from './language-query';
import { FILE_ROUTES, NOT_FOUND_PAGE_PATH, UNAVAILABLE_PAGE_PATH, isPublicRoute } from './public-routes';
import { indexedPath, type SiteIndex } from './site-index';
import { surfaceIsOpen, surfaceOf, type OpenSurfaces } from './surfaces';
import { COUNTRIES, defaultLanguage, type CountryCode, type Language } from '@/lib/site';

/** What the proxy sees of a request; everything it decides is a pure function of this. */
export interface RoutingRequest {
  pathname: string;
  /** The raw query string, with or without the leading `?`. */
  search: string;
  host: string | null;
  /** `x-site-country`, and `Accept-Language` (asked only at the root, on a first visit). */
  headers: { siteCountry: string | null; acceptLanguage?: string | null };
  cookies: Readonly<Record<string, string | undefined>>;
  /** A configured domain for the preference cookies; used only when it is valid for `host`. */
  cookieDomain?: string;
  /** Which closed-by-default surfaces (sandbox, preview) this deployment has switched on; none if absent. */
  surfaces?: OpenSurfaces;
  /**
   * The addresses of the resolved country that name a page, when the server has a fresh index:
   * an unknown slug is then the 404 page too. Without one, pages decide alone.
   */
  siteIndexOf?: (country: CountryCode) => SiteIndex | undefined;
  /** The server's probes say the API cannot be reached: pages answer the error screen with 503. */
  apiDown?: boolean;
}

export type RoutingDecision =
  | { kind: 'pass' }
  | {
      kind: 'redirect';
      location: string;
      status: 307 | 308;
      /** Set (maybe empty) when the redirect depends on the request's cookies or languages: private. */
      cookies?: CookieToSet[];
    }
  | {
      kind: 'rewrite';
      /**
       * `shared` when the answer is fully named by the URL (a country domain, the language in the
       * query or the country's only one, no cookie to set, no member): a shared cache may keep it.
       * `private` when a cookie or header chose any of it: no shared cache may keep it.
       */
      cache: 'shared' | 'private';
      pathname: string;
      country: CountryCode;
      lang: Language;
      cookies: CookieToSet[];
      /** Set for QA and preview pages: never indexed, whatever the page says. */
      noIndex?: true;
      /**
       * 404 when the path names nothing: the rewrite is to the 404 page, answered with this status.
       * 503 while the API is down: the rewrite is to the error screen, for no cache to keep.
       */
      status?: 404 | 503;
    };

export function decideRoute(request: RoutingRequest): RoutingDecision {
  const { pathname } = request;
  if (isPassThroughPath(pathname)) return { kind: 'pass' };
  const query = new URLSearchParams(request.search);
  const search = query.size > 0 ? `?${query.toString()}` : '';

  const aliasTarget = brandAliasTarget(pathname);
  if (aliasTarget) return { kind: 'redirect', location: `${aliasTarget}${search}`, status: 308 };

  const { country, source: countrySource } = resolveCountry({
    host: request.host,
    headerCountry: request.headers.siteCountry,
    cookieCountry: request.cookies[COUNTRY_COOKIE],
    queryCountry: query.get('country_code'),
  });
  const { language, source: languageSource } = resolveLanguage(country, {
    queryLanguage: query.get('language'),
    queryLanguageCode: query.get('language_code'),
    cookieLanguage: request.cookies[LANGUAGE_COOKIE],
  });

  // A closed surface is the 404 page, whoever asks: its pages are never rendered.
  const surface = surfaceOf(pathname);
  if (surface) {
    const open = surfaceIsOpen(surface, pathname, request.surfaces, request.cookies) && isPublicRoute(pathname);
    return {
      kind: 'rewrite',
      cache: 'private',
      pathname: internalPath(country, language, open ? pathname : NOT_FOUND_PAGE_PATH),
      country,
      lang: language,
      cookies: [],
      noIndex: true,
      ...(open ? {} : { status: 404 as const }),
    };
  }
  // A path that names no route, a listing's internal query segment, or a slug the site index does
  // not hold, is the 404 page, with its status, before any page could stream.
  const index = request.siteIndexOf?.(country);
  const known =
    isPublicRoute(pathname) &&
    !namesQuerySegment(pathname) &&
    (!index || indexedPath(index, language, pathname) !== false);

  const signedIn = Boolean(request.cookies[JWT_DATA_COOKIE]);
  const guestOrderPass = Boolean(request.cookies[GUEST_ORDER_PASS_COOKIE]);
  if (known && !signedIn && isProtectedPath(pathname, { guestOrderPass })) {
    const location = withLanguage(signInPath(`${pathname}${search}`), language, defaultLanguage(country));
    return { kind: 'redirect', location, status: 307 };
  }
  if (signedIn && pathname.replace(/\/+$/, '') === '/sign_in' && query.has('return_to')) {
    return { kind: 'redirect', location: safeReturnTo(query.get('return_to')), status: 307 };
  }
  // Registration is for guests: a member goes where they were heading, else to the dashboard.
  if (signedIn && pathname.replace(/\/+$/, '') === '/sign_up') {
    const target = query.has('return_to') ? safeReturnTo(query.get('return_to')) : '/account';
    return { kind: 'redirect', location: withLanguage(target, language, defaultLanguage(country)), status: 307 };
  }

  // The choice is remembered whenever it came from the query or differs from the cookie.
  const cookies: CookieToSet[] = [];
  const domain = cookieDomainFor(request.cookieDomain, request.host ?? '');
  const root =
    pathname.replace(/\/+$/, '') === ''
      ? rootLanguageDecision({
          country,
          language,
          languageSource,
          search,
          acceptLanguage: request.headers.acceptLanguage,
          cookies: request.cookies,
          cookieDomain: domain,
        })
      : null;
  if (root?.kind === 'redirect')
    return { kind: 'redirect', location: root.location, status: 307, cookies: root.cookies };
  if (root) cookies.push(...root.cookies);
  if (request.cookies[COUNTRY_COOKIE] !== country) cookies.push(preferenceCookie(COUNTRY_COOKIE, country, domain));
  const languageValue = encodeLanguageCookie(language);
  if (request.cookies[LANGUAGE_COOKIE] !== languageValue) {
    cookies.push(preferenceCookie(LANGUAGE_COOKIE, languageValue, domain));
  }

  // No page of the shop works without the API, and a page a cache still holds would fail at the
  // first press: the shopper gets the error screen, in the server HTML, with 503. QA's and the
  // editors' surfaces are left alone above, so the fault switch can always be turned off.
  if (known && request.apiDown && !FILE_ROUTES.includes(pathname.replace(/\/+$/, ''))) {
    return {
      kind: 'rewrite',
      cache: 'private',
      pathname: internalPath(country, language, UNAVAILABLE_PAGE_PATH),
      country,
      lang: language,
      cookies,
      status: 503,
    };
  }

  const namedByUrl =
    countrySource === 'host' && (languageSource === 'query' || COUNTRIES[country].languages.length === 1);
  // A booking form carries an idempotency key of its own: no cache may hand it to another shopper.
  const ownForm = known && bookingVariantPath(pathname.replace(/\/+$/, ''), query) !== null;
  return {
    kind: 'rewrite',
    cache: namedByUrl && cookies.length === 0 && !signedIn && !ownForm ? 'shared' : 'private',
    pathname: internalPath(country, language, known ? variantPath(pathname, signedIn, query) : NOT_FOUND_PAGE_PATH),
    country,
    lang: language,
    cookies,
    ...(known ? {} : { status: 404 as const }),
  };
}
