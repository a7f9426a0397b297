import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/backend/types';
import { registerProfileRoutes } from './handlers';

/** Mounts the member's beauty profile (GET and PUT account/beauty-profile) and kept addresses (account/addresses). */
export function mountProfile(app: OpenAPIHono<AppEnv>): void {
  registerProfileRoutes(app);
}
