import type { OpenAPIHono } from '@hono/zod-openapi';
import type { BackendEnv } from '@/backend/env';
import type { AppEnv } from '@/backend/types';
import { registerHappeningRoutes } from './handlers';

/** Mounts Happening: activities, groups, banners, questions and time slots. */
export function mountHappening(app: OpenAPIHono<AppEnv>, _env: BackendEnv): void {
  registerHappeningRoutes(app);
}
