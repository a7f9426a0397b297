import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/backend/types';
import { siteIndexResponseSchema } from '@/contract';
import { serialize } from '@/backend/shared/respond';
import { siteIndexRoute } from './routes';
import { siteIndex } from './service';

export function registerSiteIndexRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(siteIndexRoute, async (c) =>
    c.json(serialize(siteIndexResponseSchema, { data: await siteIndex(c.var.db, c.var.country) }), 200),
  );
}
