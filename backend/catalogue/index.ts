import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/backend/types';

export { invalidateCatalogueIndex } from './products/catalogue-index';
export { getLookups } from './shared/lookups';
import { registerBrandRoutes } from './brands/handlers';
import { registerCategoryRoutes } from './categories/handlers';
import { registerContentRoutes } from './content/handlers';
import { registerMediaRoutes } from './media/handlers';
import { registerProductRoutes } from './products/handlers';

/** Mounts the catalogue, search, content and media read routes. */
export function mountCatalogue(app: OpenAPIHono<AppEnv>): void {
  registerMediaRoutes(app);
  registerBrandRoutes(app);
  registerCategoryRoutes(app);
  registerProductRoutes(app);
  registerContentRoutes(app);
}
