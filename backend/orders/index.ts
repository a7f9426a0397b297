import type { OpenAPIHono } from '@hono/zod-openapi';
import type { BackendEnv } from '@/backend/env';
import type { AppEnv } from '@/backend/types';
import { registerOrderRoutes } from './handlers';
import { registerPaymentSandboxRoutes } from './payment-sandbox';

/** Mounts orders and their payments, and with the sandbox enabled the test gateway's settle route. */
export function mountOrders(app: OpenAPIHono<AppEnv>, env: BackendEnv): void {
  registerOrderRoutes(app);
  if (env.sandboxEnabled) registerPaymentSandboxRoutes(app);
}
