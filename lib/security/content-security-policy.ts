import { VENDOR_ORIGINS } from '@/lib/security/vendor-origins';

/**
 * Origins the browser may call besides the storefront itself. The storefront reaches its API
 * through its own origin (/api/web/v1), so only the integrations' vendors belong here.
 */
export const CONNECT_SOURCES: readonly string[] = VENDOR_ORIGINS['connect-src'];

/** Directives every page shares, whatever its script policy. */
function baseDirectives(): string[] {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    ["connect-src 'self'", ...CONNECT_SOURCES].join(' '),
    ["img-src 'self' data: blob:", ...VENDOR_ORIGINS['img-src']].join(' '),
    ["frame-src 'self'", ...VENDOR_ORIGINS['frame-src']].join(' '),
    "font-src 'self' data:",
    // Next and next/font inline a few style blocks; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
  ];
}

/**
 * Inline event handlers (onerror=, onclick=) and javascript: URLs never run, on any page. It comes
 * after script-src: Next takes the nonce from the first directive whose name starts with script-src.
 */
const NO_INLINE_HANDLERS = "script-src-attr 'none'";

/** Vendors' scripts (tag manager, fraud prevention) load from their own origins. */
const VENDOR_SCRIPTS = VENDOR_ORIGINS['script-src'].join(' ');

/** React's development build evaluates code for its debugging aids; production never does. */
function devEval(dev: boolean): string {
  return dev ? " 'unsafe-eval'" : '';
}

/**
 * The one inline script React writes into a page's static shell:
 * `requestAnimationFrame(function(){$RT=performance.now()});`, which records when the shell was
 * painted so that the sections streamed after it are revealed at a steady pace. A shell is made at
 * build time, before any request, so this script cannot carry a request's nonce. On the member's
 * pages that resume a shell (bookings, points, orders, wish list, checkout) it is allowed by its
 * SHA-256, which allows that text and nothing else. tests/routing/csp.test.ts checks the text
 * against the React the build renders with.
 */
export const SHELL_SCRIPT = 'requestAnimationFrame(function(){$RT=performance.now()});';
export const SHELL_SCRIPT_HASH = "'sha256-7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs='";

/**
 * Pages rendered for each request (the member's pages): inline scripts run only with this
 * response's nonce (or, for the shell's own script, its hash), so an injected <script> does not.
 * Scripts from this origin run too: the page's static shell is prerendered before any request, so
 * its chunk tags cannot carry the nonce, and 'strict-dynamic' would block them.
 */
export function nonceContentSecurityPolicy(nonce: string, dev = false): string {
  return [
    ...baseDirectives(),
    `script-src 'self' ${VENDOR_SCRIPTS} 'nonce-${nonce}' ${SHELL_SCRIPT_HASH}${devEval(dev)}`,
    NO_INLINE_HANDLERS,
  ].join('; ');
}

/**
 * Pages served whole from the cache (catalogue, content): one HTML for every visitor, so no
 * per-request nonce can be in it, and its inline framework scripts (the page's data) differ per
 * page and build, so no header can list their hashes. Scripts come from this origin only;
 * inline <script> elements are allowed for the framework, inline handlers and javascript: URLs
 * are not (decision record 10).
 */
export function cachedPageContentSecurityPolicy(dev = false): string {
  return [
    ...baseDirectives(),
    `script-src 'self' ${VENDOR_SCRIPTS} 'unsafe-inline'${devEval(dev)}`,
    NO_INLINE_HANDLERS,
  ].join('; ');
}
