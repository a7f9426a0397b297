import type { OpenAPIHono } from '@hono/zod-openapi';
import { currentUserRow } from '@/backend/auth/routes';
import { serialize } from '@/backend/shared/respond';
import type { AppEnv } from '@/backend/types';
import { beautyProfileResponseSchema, savedAddressListResponseSchema } from '@/contract';
import { forgetAddress, listAddresses } from './addresses';
import { forgetAddressRoute, getBeautyProfileRoute, listAddressesRoute, putBeautyProfileRoute } from './routes';
import { readBeautyProfile, saveBeautyProfile } from './service';

export function registerProfileRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(getBeautyProfileRoute, async (c) => {
    const user = await currentUserRow(c);
    const profile = await readBeautyProfile(c.var.db, user.id);
    return c.json(serialize(beautyProfileResponseSchema, { data: profile }), 200);
  });

  app.openapi(putBeautyProfileRoute, async (c) => {
    const user = await currentUserRow(c);
    const profile = await saveBeautyProfile(c.var.db, user.id, c.req.valid('json'));
    return c.json(serialize(beautyProfileResponseSchema, { data: profile }), 200);
  });

  app.openapi(listAddressesRoute, async (c) => {
    const user = await currentUserRow(c);
    const data = await listAddresses(c.var.db, user.id, c.var.country);
    return c.json(serialize(savedAddressListResponseSchema, { data }), 200);
  });

  app.openapi(forgetAddressRoute, async (c) => {
    const user = await currentUserRow(c);
    await forgetAddress(c.var.db, user.id, c.req.valid('param').id);
    const data = await listAddresses(c.var.db, user.id, c.var.country);
    return c.json(serialize(savedAddressListResponseSchema, { data }), 200);
  });
}
