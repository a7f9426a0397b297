import { publishReview } from '@/backend/reviews/service';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { AppEnv } from '@/backend/types';
import type { BackendEnv } from '@/backend/env';
import { deliveriesSettled } from '@/backend/auth/deliveries';
import { mailOutbox, orders, users } from '@/backend/db/schema';
import { hashPassword, passwordShapeCodes } from '@/backend/auth/password';
import { passwordRulesError } from '@/backend/auth/service';
import { signAccessToken, verifyAccessToken } from '@/backend/auth/tokens';
import { ApiError, notFoundError, userNotFoundError } from '@/backend/http/errors';
import { toSandboxUser } from '@/backend/members/present';
import { isUniqueViolation, newCardNumber, normaliseEmail, recordPassword } from '@/backend/members/store';
import { orderResponseSchema } from '@/contract';
import { expireLapsedPoints } from '@/backend/loyalty/expiry';
import { serialize } from '@/backend/shared/respond';
import { orderView } from '@/backend/orders/view';
import { expireIfDue } from '@/backend/payments/payment-attempts';
import { resetDemoMembers } from './demo-reset';
import { bookPastSlot, writeMemberHistory } from './member-state';
import type { FaultSwitch } from './faults';
import { deleteFaultsRoute, getFaultsRoute, putFaultsRoute } from './fault-routes';
import { mailRoute, showOrderRoute } from './inspection-routes';
import {
  expireAccessTokenRoute,
  expirePointsRoute,
  pastBookingRoute,
  publishReviewRoute,
  resetDemoRoute,
} from './state-routes';
import { createUserRoute, deleteUserRoute, listRoute, showRoute, updateUserRoute } from './user-routes';

export const SANDBOX_DEFAULT_PASSWORD = 'Sandbox!Pass1';

/** Expired a minute ago: no rounding to whole seconds makes it current again. */
const EXPIRED_FOR_SECONDS = 60;

const emailTaken = () => new ApiError(409, 'email_taken', 'An account with this email already exists.');

/** QA-only routes; mounted only when SANDBOX_ENABLED. */
export function mountSandbox(app: OpenAPIHono<AppEnv>, env: BackendEnv, faults: FaultSwitch): void {
  app.openapi(listRoute, async (c) => {
    const db = c.get('db');
    const { page, perPage } = c.req.valid('query');
    const [totalRow] = await db.select({ value: count() }).from(users);
    const rows = await db
      .select()
      .from(users)
      .orderBy(asc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const total = totalRow?.value ?? 0;
    return c.json(
      { data: rows.map(toSandboxUser), meta: { page, perPage, total, totalPages: Math.ceil(total / perPage) } },
      200,
    );
  });

  app.openapi(showRoute, async (c) => {
    const [row] = await c
      .get('db')
      .select()
      .from(users)
      .where(eq(users.id, c.req.valid('param').id));
    if (!row) throw userNotFoundError();
    return c.json(toSandboxUser(row), 200);
  });

  app.openapi(createUserRoute, async (c) => {
    const db = c.get('db');
    const body = c.req.valid('json');
    const password = body.password ?? SANDBOX_DEFAULT_PASSWORD;
    const codes = passwordShapeCodes(password);
    if (codes.length > 0) throw passwordRulesError(codes);
    const passwordHash = await hashPassword(password, env.argon2);
    try {
      const [row] = await db
        .insert(users)
        .values({
          email: normaliseEmail(body.email),
          firstName: body.firstName ?? 'Sandbox',
          lastName: body.lastName ?? 'Member',
          passwordHash,
          mobileCallingCode: body.mobile?.callingCode ?? null,
          mobilePhoneNumber: body.mobile?.phoneNumber ?? null,
          dateOfBirth: body.dateOfBirth ?? null,
          isEmployee: body.isEmployee ?? false,
          cardNumber: newCardNumber(),
          loyaltyPoints: body.loyaltyPoints ?? 0,
          loyaltyTier: body.loyaltyTier ?? 'white',
          tierPointsCounter: body.tierPointsCounter ?? 0,
          marketingConsent: body.marketingConsent ?? false,
          lockedAt: body.locked ? new Date() : null,
          lockReference: body.locked ? 'HB-SANDBOX0' : null,
        })
        .returning();
      if (!row) throw new Error('Insert returned no user');
      await recordPassword(db, row.id, passwordHash);
      await writeMemberHistory(db, row.id, body);
      return c.json(toSandboxUser(row), 201);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });

  app.openapi(updateUserRoute, async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    let passwordHash: string | undefined;
    if (body.password !== undefined) {
      const codes = passwordShapeCodes(body.password);
      if (codes.length > 0) throw passwordRulesError(codes);
      passwordHash = await hashPassword(body.password, env.argon2);
    }
    const now = new Date();
    try {
      const [row] = await db
        .update(users)
        .set({
          email: body.email === undefined ? undefined : normaliseEmail(body.email),
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash,
          ...(body.mobile !== undefined
            ? {
                mobileCallingCode: body.mobile?.callingCode ?? null,
                mobilePhoneNumber: body.mobile?.phoneNumber ?? null,
              }
            : {}),
          dateOfBirth: body.dateOfBirth,
          isEmployee: body.isEmployee,
          loyaltyPoints: body.loyaltyPoints,
          loyaltyTier: body.loyaltyTier,
          tierPointsCounter: body.tierPointsCounter,
          marketingConsent: body.marketingConsent,
          ...(body.locked === true ? { lockedAt: now, lockReference: 'HB-SANDBOX0' } : {}),
          ...(body.locked === false
            ? { lockedAt: null, lockReference: null, failedAttempts: 0, failedAttemptsResetAt: now }
            : {}),
          updatedAt: now,
        })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw userNotFoundError();
      if (passwordHash) await recordPassword(db, row.id, passwordHash);
      return c.json(toSandboxUser(row), 200);
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });

  app.openapi(deleteUserRoute, async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    // Sessions, tokens and history go with the row (ON DELETE CASCADE).
    const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    if (deleted.length === 0) throw userNotFoundError();
    return c.body(null, 204);
  });

  app.openapi(mailRoute, async (c) => {
    // Mail is prepared after the request that asked for it has answered.
    await deliveriesSettled();
    const rows = await c
      .get('db')
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toEmail, normaliseEmail(c.req.valid('query').to)))
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(50);
    return c.json(
      {
        data: rows.map((row) => ({
          id: row.id,
          to: row.toEmail,
          kind: row.kind,
          subject: row.subject,
          body: row.body,
          token: row.token,
          createdAt: row.createdAt.toISOString(),
        })),
      },
      200,
    );
  });

  app.openapi(showOrderRoute, async (c) => {
    const db = c.get('db');
    const { orderId } = c.req.valid('param');
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!row) throw notFoundError();
    // A payment whose window has passed reads as expired, as the owner would see it.
    const data = await db.transaction(async (tx) => orderView(tx, await expireIfDue(tx, row)));
    return c.json(serialize(orderResponseSchema, { data }), 200);
  });

  app.openapi(publishReviewRoute, async (c) => {
    const { review, pointsEarned } = await publishReview(c.get('db'), c.req.valid('param').id);
    return c.json({ data: review, pointsEarned }, 200);
  });

  app.openapi(expireAccessTokenRoute, async (c) => {
    const config = { jwtSecret: env.jwtSecret, accessTokenTtlSeconds: env.accessTokenTtlSeconds };
    const claims = await verifyAccessToken(c.req.valid('json').accessToken, config);
    if (!claims) throw new ApiError(422, 'invalid_access_token', 'Not a valid, unexpired access token.');
    const accessToken = await signAccessToken({ id: claims.id, email: claims.email }, claims.sessionId, {
      jwtSecret: env.jwtSecret,
      accessTokenTtlSeconds: -EXPIRED_FOR_SECONDS,
    });
    return c.json({ accessToken }, 200);
  });

  app.openapi(pastBookingRoute, async (c) =>
    c.json({ data: await bookPastSlot(c.get('db'), c.req.valid('json')) }, 201),
  );

  app.openapi(resetDemoRoute, async (c) => c.json({ data: await resetDemoMembers(c.get('db')) }, 200));

  app.openapi(expirePointsRoute, async (c) => {
    const { userId, asOf } = c.req.valid('json');
    const data = await expireLapsedPoints(c.get('db'), { userId, now: asOf ? new Date(asOf) : new Date() });
    return c.json({ data }, 200);
  });

  app.openapi(getFaultsRoute, (c) => c.json({ enabled: faults.config !== null, config: faults.config }, 200));

  app.openapi(putFaultsRoute, (c) => {
    const config = faults.set(c.req.valid('json'));
    return c.json({ enabled: true, config }, 200);
  });

  app.openapi(deleteFaultsRoute, (c) => {
    faults.clear();
    return c.body(null, 204);
  });
}
