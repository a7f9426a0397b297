import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import { memberListItems, productOffers, productVariants } from '@/backend/db/schema';
import { ApiError, unauthorizedError } from '@/backend/http/errors';
import type { AppEnv, AuthUser, Db } from '@/backend/types';
import { ERROR_MESSAGES, type CountryCode, type Language } from '@/contract';
import { productCardsByIds } from '../catalogue/products/query';
import {
  getWishlistRoute,
  reminderRoutes,
  reminderSubscribeRoutes,
  updateWishlistRoute,
  waitlistRoutes,
} from './routes';

type Kind = 'wishlist' | 'waitlist' | 'reminder';

const notFound = () => new ApiError(404, 'not_found', ERROR_MESSAGES.resourceNotFound);

function member(user: AuthUser | null): AuthUser {
  if (!user) throw unauthorizedError();
  return user;
}

async function itemIds(db: Db, userId: number, country: CountryCode, kind: Kind): Promise<number[]> {
  const rows = await db
    .select({ itemId: memberListItems.itemId })
    .from(memberListItems)
    .where(
      and(eq(memberListItems.userId, userId), eq(memberListItems.country, country), eq(memberListItems.kind, kind)),
    )
    .orderBy(desc(memberListItems.createdAt), desc(memberListItems.itemId));
  return rows.map((row) => row.itemId);
}

async function setMembership(
  db: Db,
  userId: number,
  country: CountryCode,
  kind: Kind,
  itemId: number,
  action: 'add' | 'remove',
) {
  if (action === 'add') {
    await db.insert(memberListItems).values({ userId, country, kind, itemId }).onConflictDoNothing();
  } else {
    await db
      .delete(memberListItems)
      .where(
        and(
          eq(memberListItems.userId, userId),
          eq(memberListItems.country, country),
          eq(memberListItems.kind, kind),
          eq(memberListItems.itemId, itemId),
        ),
      );
  }
}

async function wishlistBody(db: Db, userId: number, country: CountryCode, language: Language) {
  const productIds = await itemIds(db, userId, country, 'wishlist');
  const products = await productCardsByIds(db, country, language, productIds);
  // Products no longer sold in the country stay saved but are not listed.
  return { data: { productIds: products.map((p) => p.id), products } };
}

/** Joins or leaves a variant list, once however often repeated: the list after it. */
async function changeVariantList(
  vars: { db: Db; country: CountryCode; user: AuthUser | null },
  kind: 'waitlist' | 'reminder',
  variantId: number,
  action: 'add' | 'remove',
) {
  const { db, country } = vars;
  const user = member(vars.user);
  if (action === 'add' && !(await variantSoldIn(db, country, variantId))) throw notFound();
  await setMembership(db, user.id, country, kind, variantId, action);
  return { data: { variantIds: await itemIds(db, user.id, country, kind) } };
}

async function variantSoldIn(db: Db, country: CountryCode, variantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(
      productOffers,
      and(eq(productOffers.productId, productVariants.productId), eq(productOffers.country, country)),
    )
    .where(eq(productVariants.id, variantId))
    .limit(1);
  return row !== undefined;
}

export function registerListRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getWishlistRoute, async (c) => {
    const { db, country, language } = c.var;
    return c.json(await wishlistBody(db, member(c.var.user).id, country, language), 200);
  });

  app.openapi(updateWishlistRoute, async (c) => {
    const { db, country, language } = c.var;
    const user = member(c.var.user);
    const { productId, action } = c.req.valid('json');
    if (action === 'add' && (await productCardsByIds(db, country, language, [productId])).length === 0)
      throw notFound();
    await setMembership(db, user.id, country, 'wishlist', productId, action);
    return c.json(await wishlistBody(db, user.id, country, language), 200);
  });

  for (const [routes, kind] of [
    [waitlistRoutes, 'waitlist'],
    [reminderRoutes, 'reminder'],
  ] as const) {
    app.openapi(routes.get, async (c) => {
      const { db, country } = c.var;
      return c.json({ data: { variantIds: await itemIds(db, member(c.var.user).id, country, kind) } }, 200);
    });
    app.openapi(routes.patch, async (c) => {
      const { variantId, action } = c.req.valid('json');
      return c.json(await changeVariantList(c.var, kind, variantId, action), 200);
    });
  }
  app.openapi(reminderSubscribeRoutes.create, async (c) => {
    const { variantId, action } = c.req.valid('json');
    return c.json(await changeVariantList(c.var, 'reminder', variantId, action), 200);
  });
  app.openapi(reminderSubscribeRoutes.get, async (c) => {
    const { db, country } = c.var;
    return c.json({ data: { variantIds: await itemIds(db, member(c.var.user).id, country, 'reminder') } }, 200);
  });
  app.openapi(reminderSubscribeRoutes.subscribe, async (c) => {
    const { variantId } = c.req.valid('json');
    return c.json(await changeVariantList(c.var, 'reminder', variantId, 'add'), 200);
  });
}
