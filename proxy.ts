import { NextResponse, type NextRequest } from 'next/server';
import { isDevelopment } from '@/lib/public-env';
import { isNoncePath } from '@/lib/routing/protected-paths';
import { withoutRenderNotFoundHeader } from '@/lib/routing/not-found-render';
import { routeRequest } from '@/lib/routing/request-route';
import { cachedPageContentSecurityPolicy, nonceContentSecurityPolicy } from '@/lib/security/content-security-policy';

const DEV = isDevelopment();
/** How soon a shopper's browser or a crawler may ask again while the API is down. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/** 128 random bits, base64: a fresh nonce for each page rendered per request. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Country and language resolution, brand aliases, sign-in redirects, 404s for unknown paths and
 * slugs (from the in-memory site index) and 503s while the API is down (from the in-memory probe
 * verdict); no network calls. Also the
 * page's Content-Security-Policy (a nonce for pages rendered per request) and whether shared
 * caches may keep the answer (decision record 10).
 */
export function proxy(request: NextRequest) {
  const decision = routeRequest({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    host: request.headers.get('host'),
    siteCountry: request.headers.get('x-site-country'),
    acceptLanguage: request.headers.get('accept-language'),
    cookies: Object.fromEntries(request.cookies.getAll().map((c) => [c.name, c.value])),
  });

  // Only the server may ask a page to render as its 404 (lib/routing/not-found-render.ts).
  const stripped = withoutRenderNotFoundHeader(request.headers);

  switch (decision.kind) {
    case 'pass':
      return stripped ? NextResponse.next({ request: { headers: stripped } }) : NextResponse.next();
    case 'redirect': {
      const response = NextResponse.redirect(new URL(decision.location, request.nextUrl), decision.status);
      if (decision.cookies) {
        // It depends on the request's cookies and languages: no shared cache may keep it.
        response.headers.set('Cache-Control', 'private, no-store');
        for (const { name, value, ...options } of decision.cookies) response.cookies.set(name, value, options);
      }
      return response;
    }
    case 'rewrite': {
      const url = request.nextUrl.clone();
      url.pathname = decision.pathname;
      let csp: string;
      let response: NextResponse;
      // A 404 or 503 answer is a screen prerendered at build time, the same HTML for everyone: it
      // cannot carry a request's nonce, and a nonce policy would refuse its inline scripts.
      if (isNoncePath(request.nextUrl.pathname) && decision.status === undefined) {
        // Next reads the nonce from the request's policy and puts it on every script it renders.
        csp = nonceContentSecurityPolicy(newNonce(), DEV);
        const headers = new Headers(stripped ?? request.headers);
        headers.set('content-security-policy', csp);
        response = NextResponse.rewrite(url, { request: { headers }, status: decision.status });
      } else {
        csp = cachedPageContentSecurityPolicy(DEV);
        response = NextResponse.rewrite(
          url,
          stripped ? { request: { headers: stripped }, status: decision.status } : { status: decision.status },
        );
      }
      response.headers.set('Content-Security-Policy', csp);
      // The page depends on a cookie or header the URL does not name: no shared cache may keep it.
      if (decision.cache === 'private') response.headers.set('Cache-Control', 'private, no-store');
      if (decision.noIndex) response.headers.set('X-Robots-Tag', 'noindex, nofollow');
      if (decision.status === 503) response.headers.set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      for (const { name, value, ...options } of decision.cookies) response.cookies.set(name, value, options);
      return response;
    }
  }
}

export const config = {
  matcher: [
    {
      // Files only where they can be: a file at the root or in public/fonts. A deeper path ending
      // like a file is a page path (lib/routing/static-paths.ts) and must get the proxy's routing.
      source:
        '/((?!_next/|api/|favicon\\.ico$|(?:fonts/.+|[^/]+)\\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|mjs|map|woff2?|ttf|otf|webmanifest)$).*)',
      // A shared page's document already routed by the server before Next (lib/server/routed-pages.ts),
      // which removes this header from every request it did not route.
      missing: [{ type: 'header', key: 'x-storefront-routed' }],
    },
  ],
};
