/**
 * A page with a part that is personal to a member (a product page's wish-list state) comes in two
 * variants. A request without a session cookie gets the page cached whole: there is nothing personal
 * to render for it. A member's request is served from the page's member variant, a route one segment
 * deeper, where that part streams in per request. The segment is internal: a public path that names
 * it is not found.
 */
export const MEMBER_SEGMENT = 'signed-in';

const WITH_MEMBER_PART = /^\/products\/[^/]+$/;
const NAMES_MEMBER_VARIANT = new RegExp(`^/products/[^/]+/${MEMBER_SEGMENT}$`);

/** The path (without country and language) a public path is served from, for a member or not. */
export function variantPath(pathname: string, signedIn: boolean): string {
  const path = pathname.replace(/\/+$/, '');
  // Any path no route claims is served by the catch-all, which answers 404.
  if (NAMES_MEMBER_VARIANT.test(path)) return `/not-found${path}`;
  return signedIn && WITH_MEMBER_PART.test(path) ? `${path}/${MEMBER_SEGMENT}` : pathname;
}
