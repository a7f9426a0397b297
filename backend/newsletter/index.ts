import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { newsletterSubscriptions } from '@/backend/db/schema';
import { errorResponse, jsonBody, jsonResponse } from '@/backend/http/openapi';
import type { AppEnv } from '@/backend/types';
import { newsletterSignUpResponseSchema, newsletterSignUpSchema } from '@/contract';

export const newsletterSignUpRoute = createRoute({
  method: 'post',
  path: '/newsletter/subscriptions',
  tags: ['Newsletter'],
  summary: 'Signs an address up to the newsletter of the request’s country, with consent',
  request: { body: jsonBody(newsletterSignUpSchema) },
  responses: {
    200: jsonResponse(newsletterSignUpResponseSchema, 'Subscribed (signing up again renews consent)'),
    400: errorResponse('An invalid address, or consent not given'),
  },
});

/** Mounts newsletter/subscriptions: open to guests and members alike. */
export function mountNewsletter(app: OpenAPIHono<AppEnv>): void {
  app.openapi(newsletterSignUpRoute, async (c) => {
    const { db, country, language } = c.var;
    const { email } = c.req.valid('json');
    await db
      .insert(newsletterSubscriptions)
      .values({ email, country, language })
      .onConflictDoUpdate({
        target: [newsletterSubscriptions.email, newsletterSubscriptions.country],
        set: { language, consentedAt: sql`now()` },
      });
    return c.json({ data: { subscribed: true as const } }, 200);
  });
}
