/**
 * Every route the storefront serves, in the app directory's own notation, without the internal
 * `[country]/[lang]` prefix and route groups. The proxy answers any other path with the 404 page
 * and status 404 itself (decision record 12), so no unknown path reaches a page that would stream
 * its shell before it knows. `tests/routing/public-routes.test.ts` keeps this list equal to the
 * app directory.
 */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/account',
  '/account/beauty-profile',
  '/account/bookings',
  '/account/points',
  '/account/profile',
  '/account/reviews',
  '/account/reviews/new',
  '/beauty-pass-sale',
  '/beauty-pass-terms',
  '/brands/[[...slug]]',
  '/cart',
  '/categories/[...slug]',
  '/checkout',
  '/contact',
  '/delivery-returns',
  '/happening',
  '/happening/beauty-services',
  '/happening/classes/[id]',
  '/happening/classes/[id]/book',
  '/happening/classes/cancel/[id]',
  '/happening/events/[id]',
  '/happening/events/[id]/book',
  '/happening/events/cancel/[id]',
  '/happening/list/[which]/[query]',
  '/happening/services',
  '/happening/services/[id]',
  '/happening/services/[id]/book',
  '/happening/services/booxi/cancel',
  '/happening/services/booxi/success',
  '/happening/services/cancel/[id]',
  '/happening/services/reschedule/[id]',
  '/help',
  '/order-status',
  '/orders',
  '/orders/[id]',
  '/orders/[id]/[variant]',
  '/pages/[[...slug]]',
  '/password/forgot',
  '/password/reset',
  '/preview/[[...path]]',
  '/privacy',
  '/products/[slug]',
  '/products/[slug]/reviews/[sort]/[page]',
  '/products/[slug]/signed-in',
  '/products/[slug]/signed-in/reviews/[sort]/[page]',
  '/rewards',
  '/robots.txt',
  '/sandbox',
  '/sandbox/cart',
  '/sandbox/contentful/[[...entry]]',
  '/sandbox/faults',
  '/sandbox/filter-modal',
  '/sandbox/happening',
  '/sandbox/language',
  '/sandbox/loaders',
  '/sandbox/mail',
  '/sandbox/members',
  '/sandbox/notification',
  '/sandbox/order-confirmation-au',
  '/sandbox/order-confirmation-sg',
  '/sandbox/order-state',
  '/sandbox/payment-blocked-nz',
  '/sandbox/payment-failed-hk',
  '/sandbox/payment-pending-au',
  '/sandbox/payment-pending-id',
  '/sandbox/payment-pending-my',
  '/sandbox/payment-pending-ph',
  '/sandbox/payment-pending-th',
  '/sandbox/reset-demo-data',
  '/sandbox/store-location',
  '/search',
  '/search/[query]',
  '/sign_in',
  '/sign_up',
  '/sign_up/confirm',
  '/sitemap.xml',
  '/store-locations',
  '/store-locations/[slug]',
  '/swagger',
  '/terms',
  '/users/unlock',
  '/wishlist',
] as const;

/**
 * The internal route of the 404 page: the proxy rewrites every unknown path to it, with status
 * 404. Its page is the 404 screen itself, so the screen is in the server HTML.
 */
export const NOT_FOUND_PAGE_PATH = '/page-not-found';

/**
 * The internal route of the error screen for a storefront whose API is down: the proxy rewrites
 * page requests to it, with status 503, so the translated screen is in the server HTML
 * (decision record 14).
 */
export const UNAVAILABLE_PAGE_PATH = '/service-unavailable';

/** Routes that answer a file, not a page: each gives its own status when the API fails. */
export const FILE_ROUTES: readonly string[] = ['/robots.txt', '/sitemap.xml'];

/** The pages only the proxy rewrites to; asked for by name, they are unknown paths. */
export const INTERNAL_PAGE_PATHS: readonly string[] = [NOT_FOUND_PAGE_PATH, UNAVAILABLE_PAGE_PATH];

type Segment = { kind: 'static'; value: string } | { kind: 'one' } | { kind: 'many'; optional: boolean };

function parseRoute(route: string): Segment[] {
  return route
    .split('/')
    .filter((part) => part !== '')
    .map((part): Segment => {
      if (part.startsWith('[[...')) return { kind: 'many', optional: true };
      if (part.startsWith('[...')) return { kind: 'many', optional: false };
      if (part.startsWith('[')) return { kind: 'one' };
      return { kind: 'static', value: part };
    });
}

const PARSED = PUBLIC_ROUTES.map(parseRoute);

function matches(route: readonly Segment[], parts: readonly string[]): boolean {
  for (const [index, segment] of route.entries()) {
    if (segment.kind === 'many') return segment.optional || parts.length > index;
    const part = parts[index];
    if (part === undefined) return false;
    if (segment.kind === 'static' && segment.value !== part) return false;
  }
  return parts.length === route.length;
}

/** The route (as `PUBLIC_ROUTES` writes it) a public path names, or null for an unknown path. */
export function publicRouteOf(pathname: string): (typeof PUBLIC_ROUTES)[number] | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  const index = PARSED.findIndex((route) => matches(route, parts));
  return index === -1 ? null : (PUBLIC_ROUTES[index] ?? null);
}

/** Whether a public path (no country or language prefix) names a route the storefront serves. */
export function isPublicRoute(pathname: string): boolean {
  return publicRouteOf(pathname) !== null;
}
