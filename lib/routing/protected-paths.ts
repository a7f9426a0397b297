import { surfaceOf } from './surfaces';

/** Path prefixes that need a signed-in member (orders, account area, wish list). */
export const PROTECTED_PREFIXES = ['/orders', '/account', '/wishlist'] as const;

/**
 * Whether a path needs a signed-in member. A guest checks out without one; a browser holding a
 * pass to a guest's orders may open an order's pages (the API says which orders it opens), though
 * not the list of a member's orders.
 */
export function isProtectedPath(pathname: string, options: { guestOrderPass?: boolean } = {}): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (options.guestOrderPass && path.startsWith('/orders/')) return false;
  return PROTECTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Pages rendered for each request because they are the member's own (the protected ones and the
 * bag) or an editor's or QA's (preview, sandbox): they get a per-request CSP nonce. Pages served
 * whole from the cache cannot.
 */
export function isNoncePath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    isProtectedPath(path) ||
    ['/cart', '/checkout'].some((page) => path === page || path.startsWith(`${page}/`)) ||
    surfaceOf(path) !== null
  );
}
