import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/backend/types';
import { registerLoyaltyRoutes } from './handlers';

/**
 * Mounts Beauty Pass: the rewards boutique, the member's summary and points history. Redeeming a reward into the bag is a bag write
 * (POST rewards/, mounted with commerce), which calls this folder's service.
 */
export function mountLoyalty(app: OpenAPIHono<AppEnv>): void {
  registerLoyaltyRoutes(app);
}
