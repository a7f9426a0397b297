import type { OpenAPIHono } from '@hono/zod-openapi';
import type { BackendEnv } from '@/backend/env';
import { registerOrderRoutes } from '@/backend/orders/handlers';
import { registerPaymentSandboxRoutes } from '@/backend/payments/sandbox';
import type { AppEnv } from '@/backend/types';
import { registerCartRoutes } from './handlers';

/**
 * Mounts commerce: the bag (cart/…, multiple-gwps/{id}, POST rewards/), orders and payments, and
 * with the sandbox enabled the test gateway's settle route.
 */
export function mountCommerce(app: OpenAPIHono<AppEnv>, env: BackendEnv): void {
  registerCartRoutes(app);
  registerOrderRoutes(app);
  if (env.sandboxEnabled) registerPaymentSandboxRoutes(app);
}
