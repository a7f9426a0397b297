/**
 * The first path segments the app has routes for (app/[country]/[lang]/…). A path outside them is
 * known to be missing before anything renders, so the proxy answers it with status 404 while the
 * catch-all route renders the 404 screen into the HTML itself (no client-side error shell).
 * tests/routing/known-routes.test.ts keeps this list equal to the app's folders.
 */
export const KNOWN_FIRST_SEGMENTS: ReadonlySet<string> = new Set([
  'account',
  'brands',
  'cart',
  'categories',
  'checkout',
  'orders',
  'pages',
  'products',
  'search',
  'sign_in',
  'users',
  'wishlist',
  'swagger',
  'preview',
  'sandbox',
  'robots.txt',
  'sitemap.xml',
]);

/** Whether some route of the app may answer this public path. */
export function isKnownRoute(pathname: string): boolean {
  const first = pathname.split('/').find(Boolean);
  return first === undefined || KNOWN_FIRST_SEGMENTS.has(first);
}
