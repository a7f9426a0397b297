import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/backend/types';
import { registerSiteIndexRoutes } from './handlers';

/** Mounts the site index: every address of a country that names a page (for real 404s up front). */
export function mountSiteIndex(app: OpenAPIHono<AppEnv>): void {
  registerSiteIndexRoutes(app);
}
