import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/backend/types';
import { registerListingRoutes } from './listing-handlers';
import { registerProductDetailRoutes } from './product-handlers';
import { registerSearchRoutes } from './search-handlers';

export function registerProductRoutes(app: OpenAPIHono<AppEnv>): void {
  // Registered in this order: `/products/filters` must come before `/products/{slug}`.
  registerListingRoutes(app);
  registerSearchRoutes(app);
  registerProductDetailRoutes(app);
}
