import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseCookie, ResponseCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { RENDER_NOT_FOUND_HEADER } from '@/lib/routing/not-found-render';
import { isNoncePath } from '@/lib/routing/protected-paths';
import { routeRequest } from '@/lib/routing/request-route';
import { cachedPageContentSecurityPolicy } from '@/lib/security/content-security-policy';
import type { RequestStep } from '@/lib/server/request-steps';

/**
 * The shared pages' documents are routed before Next sees them, and the proxy is not run for them.
 *
 * Running the proxy costs about 1.1 ms of the server's one thread per request, most of it Next's
 * adapter around it (a request and a response object built and read back), against about 2.5 ms
 * for the rest of a cached page. For the pages every shopper shares, the proxy only rewrites to
 * the internal segments, sets the preference cookies, says whether a shared cache may keep the
 * answer, and adds the cached pages' Content-Security-Policy: this step does the same, from the
 * same decision (`routeRequest`), on the request itself, and marks it with `ROUTED_HEADER`, for
 * which the proxy's matcher does not run it.
 *
 * Every other request goes to the proxy as before: a method but `GET` or `HEAD`, a client-side
 * navigation's RSC request (Next answers those with headers that name the rewrite), a path that
 * is not plain (percent-encoding, a dot segment, a trailing slash: Next or the URL parser would
 * change it), a path the matcher leaves alone, a page rendered per request (`isNoncePath`), and
 * any decision but a rewrite to a page that exists (a redirect, a 404, a 503, QA and preview).
 *
 * The marker is removed from every request that reaches this server, so only this step can set
 * it. It is the request path's last step before Next (server.ts), so that the others see the
 * public address.
 */
export const ROUTED_HEADER = 'x-storefront-routed';

/** A path of plain segments, none starting with a dot or an underscore, without a trailing slash. */
const PLAIN_PATH = /^\/(?:[A-Za-z0-9~-][\w.~-]*(?:\/[A-Za-z0-9~-][\w.~-]*)*)?$/;
/**
 * Paths that may name a file, by their extension, and the favicon: left to the proxy, whose
 * matcher (proxy.ts) skips the real files among them and routes the rest as pages. The matcher must
 * stay a literal for Next to read it; tests/server/routed-pages.test.ts keeps the two extension
 * lists equal.
 */
export const FILE_PATH =
  /(?:^\/favicon\.ico$|\.(?:png|jpe?g|gif|svg|webp|avif|ico|css|js|mjs|map|woff2?|ttf|otf|webmanifest)$)/;
/** The request headers of Next's client-side navigations, prefetches and server actions. */
const NAVIGATION_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
];

function single(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Whether the request is a shared page's document that this step may route: see above. */
function routablePath(req: IncomingMessage): { pathname: string; search: string } | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (NAVIGATION_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  const url = req.url ?? '';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  if (!PLAIN_PATH.test(pathname) || FILE_PATH.test(pathname) || isNoncePath(pathname)) return null;
  if (search.includes('#') || new URLSearchParams(search).has('_rsc')) return null;
  return { pathname, search };
}

/** Routes one request, or leaves it to the proxy; answers whether it routed it. */
export function routeSharedPage(req: IncomingMessage, res: ServerResponse, dev = false): boolean {
  const seen = routablePath(req);
  if (!seen) return false;
  const decision = routeRequest({
    pathname: seen.pathname,
    search: seen.search,
    host: single(req.headers.host),
    siteCountry: single(req.headers['x-site-country']),
    acceptLanguage: single(req.headers['accept-language']),
    cookies: Object.fromEntries(parseCookie(single(req.headers.cookie) ?? '')),
  });
  if (decision.kind !== 'rewrite' || decision.status !== undefined || decision.noIndex) return false;

  // Only the server may ask a page to render as its 404 (lib/routing/not-found-render.ts).
  delete req.headers[RENDER_NOT_FOUND_HEADER];
  req.headers[ROUTED_HEADER] = '1';
  req.url = `${decision.pathname}${seen.search}`;

  // Next sets next.config.ts's baseline headers after this step, with a policy meant for answers
  // that no page policy covers: the page's own replaces it as the headers go out, as the proxy's would.
  const policy = cachedPageContentSecurityPolicy(dev);
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithPolicy(this: ServerResponse, ...args: unknown[]) {
    this.setHeader('Content-Security-Policy', policy);
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as ServerResponse['writeHead'];
  // Next keeps a Cache-Control that is already set: the page depends on a cookie or header.
  if (decision.cache === 'private') res.setHeader('Cache-Control', 'private, no-store');
  if (decision.cookies.length > 0) {
    // Written as the proxy's response would write them (expiry from `maxAge`, the same attributes).
    const headers = new Headers();
    const cookies = new ResponseCookies(headers);
    for (const { name, value, ...options } of decision.cookies) cookies.set(name, value, options);
    res.appendHeader('Set-Cookie', headers.getSetCookie());
  }
  return true;
}

/**
 * The step: every request loses the marker, and a shared page's document is routed before Next
 * sees it, in development (`dev`, with its own policy) as in production.
 */
export function routeSharedPagesBeforeNext({ dev = false }: { dev?: boolean } = {}): RequestStep {
  return (req, res) => {
    delete req.headers[ROUTED_HEADER];
    routeSharedPage(req, res, dev);
    return false;
  };
}
