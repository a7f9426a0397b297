import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/backend/types';
import { registerReviewRoutes } from './handlers';

/**
 * Mounts product reviews: a product's published reviews, and a member's reviews of what they
 * bought. Publishing is a sandbox action (backend/sandbox/routes.ts) that calls this folder's service.
 */
export function mountReviews(app: OpenAPIHono<AppEnv>): void {
  registerReviewRoutes(app);
}
