/** Path prefixes that need a signed-in member (spec §2: orders, account area, checkout). */
export const PROTECTED_PREFIXES = ['/orders', '/account', '/checkout', '/wishlist'] as const;

export function isProtectedPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PROTECTED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
