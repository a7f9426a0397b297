/** Path prefixes that need a signed-in member (orders, account area, checkout). */
export const PROTECTED_PREFIXES = ['/orders', '/account', '/checkout', '/wishlist'] as const;

export function isProtectedPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PROTECTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** QA's sandbox: rendered per request, behind the QA credential; never kept by a shared cache. */
export function isSandboxPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/sandbox' || path.startsWith('/sandbox/');
}

/**
 * Pages rendered for each request because they are the member's own (the protected ones and the
 * bag): they get a per-request CSP nonce. Pages served whole from the cache cannot.
 */
export function isNoncePath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return isProtectedPath(path) || path === '/cart' || path.startsWith('/cart/') || isSandboxPath(path);
}
