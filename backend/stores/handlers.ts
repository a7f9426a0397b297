import type { OpenAPIHono } from '@hono/zod-openapi';
import { and, asc, eq, sql } from 'drizzle-orm';
import { stores } from '@/backend/db/schema';
import { notFoundError } from '@/backend/http/errors';
import type { AppEnv, Db } from '@/backend/types';
import {
  activityGroupListResponseSchema,
  activityListResponseSchema,
  storeListResponseSchema,
  storeResponseSchema,
  type CountryCode,
  type Store,
} from '@/contract';
import { findActivities, findActivityGroups } from '@/backend/happening/query';
import { storeImageUrl } from '@/backend/shared/media-urls';
import { serialize } from '@/backend/shared/respond';
import { listStoresRoute, showStoreRoute, storeServiceActivitiesRoute, storeServiceGroupsRoute } from './routes';

async function loadStores(db: Db, country: CountryCode, slug?: string): Promise<Store[]> {
  const countOf = (kind: 'service' | 'class' | 'event') =>
    sql<number>`(select count(*)::int from activities a where a.store_id = "stores"."id" and a.kind = ${kind})`;
  const rows = await db
    .select({ store: stores, services: countOf('service'), classes: countOf('class'), events: countOf('event') })
    .from(stores)
    .where(slug === undefined ? eq(stores.country, country) : and(eq(stores.country, country), eq(stores.slug, slug)))
    .orderBy(asc(stores.position));
  return rows.map(({ store, services, classes, events }) => ({
    id: store.id,
    slug: store.slug,
    name: store.name,
    address: store.address,
    city: store.city,
    postalCode: store.postalCode,
    phone: store.phone,
    email: store.email,
    latitude: store.latitude,
    longitude: store.longitude,
    timeZone: store.timeZone,
    openingHours: store.openingHours,
    clickAndCollect: store.clickAndCollect,
    offers: { beautyServices: services, beautyClasses: classes, storeEvents: events },
    imageUrl: storeImageUrl(store.slug),
    distanceKm: null,
  }));
}

/** Great-circle distance (haversine). */
function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function registerStoreRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(listStoresRoute, async (c) => {
    const storesList = await loadStores(c.var.db, c.var.country);
    const { near } = c.req.valid('query');
    if (near) {
      const [lat = 0, lng = 0] = near.split(',').map(Number);
      for (const store of storesList) {
        store.distanceKm = Math.round(distanceKm(lat, lng, store.latitude, store.longitude) * 10) / 10;
      }
      storesList.sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0));
    }
    return c.json(serialize(storeListResponseSchema, { data: storesList }), 200);
  });

  app.openapi(showStoreRoute, async (c) => {
    const [store] = await loadStores(c.var.db, c.var.country, c.req.valid('param').slug);
    if (!store) throw notFoundError();
    return c.json(serialize(storeResponseSchema, { data: store }), 200);
  });

  app.openapi(storeServiceActivitiesRoute, async (c) => {
    const data = await findActivities(c.var.db, c.var.country, c.var.language, c.req.valid('query'));
    return c.json(serialize(activityListResponseSchema, { data }), 200);
  });

  app.openapi(storeServiceGroupsRoute, async (c) => {
    const data = await findActivityGroups(c.var.db, c.var.country, c.var.language, c.req.valid('query'));
    return c.json(serialize(activityGroupListResponseSchema, { data }), 200);
  });
}
