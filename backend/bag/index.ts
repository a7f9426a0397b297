import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/backend/types';
import { registerCartRoutes } from './handlers';

/** Mounts the bag: cart/…, multiple-gwps/{id} and POST rewards/. */
export function mountCart(app: OpenAPIHono<AppEnv>): void {
  registerCartRoutes(app);
}
