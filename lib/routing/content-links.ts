import { isContentPageSlug, type ContentPageSlug } from '@/contract/content-pages';

/**
 * Where a link from managed content (heroes, tiles, rich text, overlays) lands in the storefront:
 * the same reading of a path as the app's routes, so content can be checked before a shopper
 * follows a link into an empty or missing page.
 */
export type ContentLinkTarget =
  | { kind: 'home' }
  | { kind: 'bag' }
  | { kind: 'brands' }
  | { kind: 'search'; query: URLSearchParams }
  | { kind: 'brand'; slug: string; categoryPath: string }
  | { kind: 'landing'; slug: string; categoryPath: string }
  | { kind: 'category'; path: string }
  | { kind: 'product'; slug: string }
  | { kind: 'store-page'; slug: ContentPageSlug }
  | { kind: 'screen'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'unknown'; path: string };

const SEGMENT = /^[a-z0-9][a-z0-9-]*$/i;

/** Screens that are always there (some ask a guest to sign in first). */
const SCREENS = new Set([
  '/orders',
  '/account',
  '/wishlist',
  '/rewards',
  '/store-locations',
  '/happening',
  '/happening/services',
]);

export function resolveContentLink(href: string): ContentLinkTarget {
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return { kind: 'external', url: href };
  const url = new URL(href, 'http://content.invalid');
  const segments = url.pathname.split('/').filter(Boolean);
  if (!segments.every((s) => SEGMENT.test(s))) return { kind: 'unknown', path: url.pathname };
  const [first, ...rest] = segments.map((s) => s.toLowerCase());
  const path = `/${segments.join('/').toLowerCase()}`;
  if (SCREENS.has(path)) return { kind: 'screen', path };
  if (first && rest.length === 0 && isContentPageSlug(first)) return { kind: 'store-page', slug: first };
  switch (first) {
    case undefined:
      return { kind: 'home' };
    case 'cart':
      return rest.length === 0 ? { kind: 'bag' } : { kind: 'unknown', path: url.pathname };
    case 'search':
      return rest.length === 0 ? { kind: 'search', query: url.searchParams } : { kind: 'unknown', path: url.pathname };
    case 'brands': {
      const [slug, ...category] = rest;
      if (!slug) return { kind: 'brands' };
      return category.length <= 3
        ? { kind: 'brand', slug, categoryPath: category.join('/') }
        : { kind: 'unknown', path: url.pathname };
    }
    case 'pages': {
      const [slug, ...category] = rest;
      return slug && category.length <= 3
        ? { kind: 'landing', slug, categoryPath: category.join('/') }
        : { kind: 'unknown', path: url.pathname };
    }
    case 'categories':
      return rest.length > 0 ? { kind: 'category', path: rest.join('/') } : { kind: 'unknown', path: url.pathname };
    case 'products':
      return rest.length === 1 && rest[0]
        ? { kind: 'product', slug: rest[0] }
        : { kind: 'unknown', path: url.pathname };
    default:
      return { kind: 'unknown', path: url.pathname };
  }
}

/** Every `href` in a content tree (blocks, tiles, slides, rich-text links), in document order. */
export function contentHrefs(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(contentHrefs);
  if (node && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) =>
      key === 'href' && typeof value === 'string' ? [value] : contentHrefs(value),
    );
  }
  return [];
}
