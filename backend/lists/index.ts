import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/backend/types';
import { registerListRoutes } from './handlers';

/** Mounts the member's lists: wishlist/, waitlist/ and notification-subscription/. */
export function mountLists(app: OpenAPIHono<AppEnv>): void {
  registerListRoutes(app);
}
