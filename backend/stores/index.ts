import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/backend/types';
import { registerStoreRoutes } from './handlers';

/** Mounts the store locator: stores of the country and the activities each offers. */
export function mountStores(app: OpenAPIHono<AppEnv>): void {
  registerStoreRoutes(app);
}
