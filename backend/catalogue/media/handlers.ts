import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { asc, eq } from 'drizzle-orm';
import { activities, productVariants, products, stores } from '@/backend/db/schema';
import { notFoundError } from '@/backend/http/errors';
import type { AppEnv, Db } from '@/backend/types';
import { getLookups } from '../shared/lookups';
import { bannerSvg, brandLogoSvg, productShotSvg } from './svg';

/** Artwork never changes for a given URL, so browsers and the storefront may keep it a day. */
function svg(c: Context<AppEnv>, body: string): Response {
  return c.body(body, 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400',
    'X-Content-Type-Options': 'nosniff',
  });
}

async function productShot(db: Db, productId: number, view: number, variantId: number | null): Promise<string | null> {
  const [product] = await db
    .select({ id: products.id, name: products.name, shape: products.shape, brandId: products.brandId })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) return null;
  const lookups = await getLookups(db);
  const variantRows = await db
    .select({ id: productVariants.id, hexColor: productVariants.hexColor })
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position));
  const variant = variantRows.find((row) => row.id === variantId) ?? variantRows[0];
  return productShotSvg({
    seed: `product-${product.id}`,
    shape: product.shape,
    brandName: lookups.brandById.get(product.brandId)?.name ?? '',
    productName: product.name,
    colour: variant?.hexColor ?? null,
    view,
  });
}

/**
 * GET media/* : deterministic SVG artwork. These routes need no locale headers (the app exempts
 * `media/*`) and are not JSON, so they are plain routes outside the OpenAPI contract.
 */
export function registerMediaRoutes(app: OpenAPIHono<AppEnv>): void {
  app.get('/media/products/:file', async (c) => {
    const match = /^(\d{1,9})-([1-9])\.svg$/.exec(c.req.param('file'));
    if (!match) throw notFoundError();
    const body = await productShot(c.var.db, Number(match[1]), Number(match[2]), null);
    if (!body) throw notFoundError();
    return svg(c, body);
  });

  app.get('/media/variants/:file', async (c) => {
    const match = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    if (!match) throw notFoundError();
    const variantId = Number(match[1]);
    const [variant] = await c.var.db
      .select({ productId: productVariants.productId })
      .from(productVariants)
      .where(eq(productVariants.id, variantId))
      .limit(1);
    if (!variant) throw notFoundError();
    const body = await productShot(c.var.db, variant.productId, 1, variantId);
    if (!body) throw notFoundError();
    return svg(c, body);
  });

  app.get('/media/brands/:file', async (c) => {
    const match = /^([a-z0-9-]+)-(logo|hero)\.svg$/.exec(c.req.param('file'));
    if (!match) throw notFoundError();
    const lookups = await getLookups(c.var.db);
    const brand = lookups.brandBySlug.get(match[1] ?? '');
    if (!brand) throw notFoundError();
    return svg(
      c,
      match[2] === 'logo' ? brandLogoSvg(brand.name, brand.accentColor) : bannerSvg(brand.slug, brand.name),
    );
  });

  app.get('/media/banners/:file', (c) => {
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(c.req.param('file'));
    if (!match) throw notFoundError();
    const key = match[1] ?? '';
    const title = key
      .split('-')
      .filter((word) => word.length > 2 || /^[a-z]+$/.test(word))
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ');
    return svg(c, bannerSvg(key, title));
  });

  app.get('/media/activities/:file', async (c) => {
    const match = /^(\d{1,9})\.svg$/.exec(c.req.param('file'));
    if (!match) throw notFoundError();
    const [activity] = await c.var.db
      .select({ id: activities.id, title: activities.title })
      .from(activities)
      .where(eq(activities.id, Number(match[1])))
      .limit(1);
    if (!activity) throw notFoundError();
    return svg(c, bannerSvg(`activity-${activity.id}`, activity.title.en));
  });

  app.get('/media/stores/:file', async (c) => {
    const match = /^([a-z0-9-]{1,80})\.svg$/.exec(c.req.param('file'));
    if (!match) throw notFoundError();
    const [store] = await c.var.db
      .select({ slug: stores.slug, name: stores.name })
      .from(stores)
      .where(eq(stores.slug, match[1] ?? ''))
      .limit(1);
    if (!store) throw notFoundError();
    return svg(c, bannerSvg(store.slug, store.name));
  });
}
