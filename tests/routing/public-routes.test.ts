import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FILE_ROUTES,
  INTERNAL_PAGE_PATHS,
  NOT_FOUND_PAGE_PATH,
  PUBLIC_ROUTES,
  UNAVAILABLE_PAGE_PATH,
  isPublicRoute,
} from '@/lib/routing/public-routes';

const LOCALE_ROOT = path.join(process.cwd(), 'app/[country]/[lang]');

/** Every route under the locale root, in the list's notation: route groups dropped. */
function routesInAppDirectory(dir = LOCALE_ROOT, prefix = ''): string[] {
  const here = ['page.tsx', 'route.ts'].some((file) => existsSync(path.join(dir, file))) ? [prefix || '/'] : [];
  const below = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const group = entry.name.startsWith('(') && entry.name.endsWith(')');
      return routesInAppDirectory(path.join(dir, entry.name), group ? prefix : `${prefix}/${entry.name}`);
    });
  return [...here, ...below];
}

describe('the public route table', () => {
  it('names every route of the app directory, and nothing else, but the 404 and unavailable pages', () => {
    const routes = routesInAppDirectory().filter((route) => !INTERNAL_PAGE_PATHS.includes(route));
    for (const internal of INTERNAL_PAGE_PATHS) expect(routesInAppDirectory()).toContain(internal);
    expect([...PUBLIC_ROUTES].sort()).toEqual(routes.sort());
  });

  it('knows which routes answer a file rather than a page', () => {
    const files = (dir = LOCALE_ROOT, prefix = ''): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) => {
          const here = `${prefix}/${entry.name}`;
          const own = existsSync(path.join(dir, entry.name, 'route.ts')) ? [here] : [];
          return [...own, ...files(path.join(dir, entry.name), here)];
        });
    expect([...FILE_ROUTES].sort()).toEqual(files().sort());
  });

  it('matches static, one-segment, catch-all and optional catch-all routes as Next does', () => {
    const known = [
      '/',
      '/cart',
      '/brands',
      '/brands/fenty-beauty',
      '/brands/fenty-beauty/makeup/lips',
      '/categories/makeup',
      '/categories/makeup/lips/lipstick',
      '/pages',
      '/pages/summer-glow/makeup',
      '/products/glow',
      '/products/glow/reviews/rating_desc/2',
      '/orders/12/payment_instruction',
      '/happening',
      '/happening/services/booxi/success',
      '/sitemap.xml',
    ];
    const unknown = [
      '/categories',
      '/products',
      '/products/glow/reviews',
      '/products/glow/reviews/rating_desc/2/3',
      '/orders/12/payment_instruction/more',
      '/happening/classes',
      '/cart/items',
      '/Cart',
      '/sg/en',
      NOT_FOUND_PAGE_PATH,
      UNAVAILABLE_PAGE_PATH,
    ];
    for (const pathname of known) expect(isPublicRoute(pathname), pathname).toBe(true);
    for (const pathname of unknown) expect(isPublicRoute(pathname), pathname).toBe(false);
  });
});
