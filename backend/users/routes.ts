import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '@/backend/types';
import type { BackendEnv } from '@/backend/env';
import { users } from '@/backend/db/schema';
import { requireAuth } from '@/backend/auth/middleware';
import { currentUserRow } from '@/backend/auth/routes';
import { changePasswordCodes, hashPassword, verifyPassword } from '@/backend/auth/password';
import { MINIMUM_AGE, passwordRulesError } from '@/backend/auth/service';
import { ApiError, userNotFoundError } from '@/backend/http/errors';
import { errorResponse, jsonBody, jsonResponse } from '@/backend/http/openapi';
import {
  accountSchema,
  changePasswordBodySchema,
  ERROR_MESSAGES,
  updateUserBodySchema,
  userProfileSchema,
} from '@/lib/api/contract';
import { ageOn, toAccount, toUserProfile } from './present';
import { normaliseMobile, recentPasswordHashes, recordPassword } from './store';

const tags = ['Account'];
const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }, { cookieAuth: [] }];
const unauthorized = errorResponse('Authentication failed.');
const notFound = errorResponse('User not found');

const accountRoute = createRoute({
  method: 'get',
  path: '/account',
  tags,
  summary: 'The signed-in member (loyalty and analytics identifiers)',
  security,
  middleware: [requireAuth] as const,
  responses: { 200: jsonResponse(accountSchema, 'The account'), 401: unauthorized, 404: notFound },
});

const userRoute = createRoute({
  method: 'get',
  path: '/user',
  tags,
  summary: "The signed-in member's profile",
  security,
  middleware: [requireAuth] as const,
  responses: { 200: jsonResponse(userProfileSchema, 'The profile'), 401: unauthorized, 404: notFound },
});

const updateUserRoute = createRoute({
  method: 'patch',
  path: '/user',
  tags,
  summary: "Update the signed-in member's names, mobile, birth date or marketing consent",
  security,
  middleware: [requireAuth] as const,
  request: { body: jsonBody(updateUserBodySchema) },
  responses: { 200: jsonResponse(userProfileSchema, 'The updated profile'), 401: unauthorized, 404: notFound },
});

const changePasswordRoute = createRoute({
  method: 'put',
  path: '/user/password',
  tags,
  summary: "Change the signed-in member's password",
  security,
  middleware: [requireAuth] as const,
  request: { body: jsonBody(changePasswordBodySchema) },
  responses: {
    204: { description: 'Changed' },
    401: unauthorized,
    403: errorResponse('Current password wrong'),
    422: errorResponse('Password rules failed; details.codes lists AUTH_MS_PV_* codes'),
  },
});

export function mountUsers(app: OpenAPIHono<AppEnv>, env: BackendEnv): void {
  app.openapi(accountRoute, async (c) => c.json(toAccount(await currentUserRow(c)), 200));

  app.openapi(userRoute, async (c) => c.json(toUserProfile(await currentUserRow(c)), 200));

  app.openapi(updateUserRoute, async (c) => {
    const user = await currentUserRow(c);
    const body = c.req.valid('json');
    if (body.dateOfBirth && ageOn(body.dateOfBirth) < MINIMUM_AGE) {
      throw new ApiError(400, 'under_minimum_age', `You must be at least ${MINIMUM_AGE} years old.`);
    }
    const mobile =
      body.mobileNumber === undefined
        ? undefined
        : body.mobileNumber === null
          ? null
          : normaliseMobile(body.mobileNumber, c.get('country'));
    const [updated] = await c
      .get('db')
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        ...(mobile !== undefined
          ? { mobileCallingCode: mobile?.callingCode ?? null, mobilePhoneNumber: mobile?.phoneNumber ?? null }
          : {}),
        dateOfBirth: body.dateOfBirth,
        marketingConsent: body.marketing,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw userNotFoundError();
    return c.json(toUserProfile(updated), 200);
  });

  app.openapi(changePasswordRoute, async (c) => {
    const db = c.get('db');
    const user = await currentUserRow(c);
    const body = c.req.valid('json');
    if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
      throw new ApiError(403, 'forbidden', ERROR_MESSAGES.notAuthorized);
    }
    const codes = await changePasswordCodes({
      email: user.email,
      password: body.password,
      passwordConfirmation: body.passwordConfirmation,
      previousHashes: await recentPasswordHashes(db, user.id, 2),
    });
    if (codes.length > 0) throw passwordRulesError(codes);
    const passwordHash = await hashPassword(body.password, env.argon2);
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await recordPassword(db, user.id, passwordHash);
    return c.body(null, 204);
  });
}
