import type { OpenAPIHono } from '@hono/zod-openapi';
import type { BackendEnv } from '@/backend/env';
import type { AppEnv } from '@/backend/types';
import { registerHappeningRoutes } from './handlers';
import { registerReservationRoutes } from './reservation-handlers';

/** Mounts Happening: activities, groups, banners, questions, time slots and bookings. */
export function mountHappening(app: OpenAPIHono<AppEnv>, env: BackendEnv): void {
  registerHappeningRoutes(app);
  registerReservationRoutes(app, env.jwtSecret);
}
