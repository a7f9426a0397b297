import type { OpenAPIHono } from '@hono/zod-openapi';
import { currentUserRow } from '@/backend/auth/routes';
import { serialize } from '@/backend/shared/respond';
import type { AppEnv } from '@/backend/types';
import {
  memberReviewResponseSchema,
  memberReviewsResponseSchema,
  productReviewsResponseSchema,
} from '@/contract';
import { memberReviewsRoute, productReviewsRoute, writeReviewRoute } from './routes';
import { memberReviews, productReviewsPage, writeReview } from './service';

export function registerReviewRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(productReviewsRoute, async (c) => {
    const { slug } = c.req.valid('param');
    const { sort, page, per_page: perPage } = c.req.valid('query');
    const { db, country, language } = c.var;
    const result = await productReviewsPage(db, country, language, slug, { sort, page, perPage });
    return c.json(serialize(productReviewsResponseSchema, result), 200);
  });

  app.openapi(memberReviewsRoute, async (c) => {
    const user = await currentUserRow(c);
    const data = await memberReviews(c.var.db, user.id);
    return c.json(serialize(memberReviewsResponseSchema, { data }), 200);
  });

  app.openapi(writeReviewRoute, async (c) => {
    const user = await currentUserRow(c);
    const input = c.req.valid('json');
    const { review, created, pointsEarned } = await writeReview(c.var.db, user.id, {
      ...input,
      recommended: input.recommended ?? null,
    });
    const body = serialize(memberReviewResponseSchema, { data: review, pointsEarned });
    return created ? c.json(body, 201) : c.json(body, 200);
  });
}
