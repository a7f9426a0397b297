import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '@/backend/types';
import type { BackendEnv } from '@/backend/env';
import { claimsFromRequest, membersOnly } from '@/backend/auth/middleware';
import { deliverLater } from '@/backend/auth/deliveries';
import { currentUserRow, startSession } from '@/backend/auth/routes';
import type { Limits } from '@/backend/http/limits';
import { errorResponse, jsonBody, jsonResponse, routeGroup } from '@/backend/http/openapi';
import {
  accountSchema,
  changePasswordBodySchema,
  confirmRegistrationBodySchema,
  REGISTRATION_SENT_MESSAGE,
  registerBodySchema,
  registrationAcceptedSchema,
  sessionSchema,
  updateUserBodySchema,
  userProfileSchema,
} from '@/contract';
import { toAccount, toUserProfile } from '@/backend/members/present';
import { checkRegistration, confirmRegistration, mailRegistration } from './registration';
import { changePassword, updateProfile } from './service';

const auth = routeGroup({ tags: ['Auth'] });
const account = routeGroup({ tags: ['Account'], ...membersOnly('Authentication failed.') });
const notFound = errorResponse('User not found');

const registerRoute = auth('post', '/users', {
  summary: 'Sign up: mails a link that creates the account (or, for a taken address, a reminder)',
  request: { body: jsonBody(registerBodySchema) },
  responses: {
    202: jsonResponse(registrationAcceptedSchema, 'The same answer for a new and a taken address'),
    400: errorResponse('Invalid body or a compulsory consent missing (consent_required)'),
    422: errorResponse('Password rules failed; details.codes lists AUTH_MS_PV_* codes'),
    429: errorResponse('too_many_requests: too many sign-ups from this client or for this address (Retry-After)'),
  },
});

const confirmRoute = auth('post', '/users/confirm', {
  summary: 'Create the account from the link of the sign-up mail, award the sign-up points and start a session',
  request: { body: jsonBody(confirmRegistrationBodySchema) },
  responses: {
    201: jsonResponse(sessionSchema, 'Registered; session cookies set'),
    400: errorResponse('invalid_confirmation_token: the link is unknown, used or older than a day'),
    429: errorResponse('too_many_requests (Retry-After)'),
  },
});

const accountRoute = account('get', '/account', {
  summary: 'The signed-in member (loyalty and analytics identifiers)',
  responses: { 200: jsonResponse(accountSchema, 'The account'), 404: notFound },
});

const userRoute = account('get', '/user', {
  summary: "The signed-in member's profile",
  responses: { 200: jsonResponse(userProfileSchema, 'The profile'), 404: notFound },
});

const updateUserRoute = account('patch', '/user', {
  summary: "Update the signed-in member's names, mobile, birth date or marketing consent",
  request: { body: jsonBody(updateUserBodySchema) },
  responses: {
    200: jsonResponse(userProfileSchema, 'The updated profile'),
    400: errorResponse(
      'Invalid body, date (invalid_date), age under 14 (under_minimum_age) or mobile (invalid_mobile_number)',
    ),
    404: notFound,
    409: errorResponse('date_of_birth_locked: a birth date, once set, cannot be changed'),
  },
});

const changePasswordRoute = account('put', '/user/password', {
  summary: "Change the signed-in member's password; ends every other session of the member",
  request: { body: jsonBody(changePasswordBodySchema) },
  responses: {
    204: { description: 'Changed' },
    403: errorResponse('current_password_incorrect'),
    429: errorResponse('too_many_requests: too many attempts for this member or from this client (Retry-After)'),
    409: errorResponse('password_changed_meanwhile: another change won; try again'),
    422: errorResponse('Password rules failed; details.codes lists AUTH_MS_PV_* codes'),
  },
});

export function mountUsers(app: OpenAPIHono<AppEnv>, env: BackendEnv, limits: Limits): void {
  app.openapi(registerRoute, async (c) => {
    const body = c.req.valid('json');
    await limits.enforce(c, 'registerClient', limits.client(c));
    await limits.enforce(c, 'registerEmail', body.email);
    const checked = checkRegistration(body, c.get('country'));
    const db = c.get('db');
    const locale = { country: c.var.country, language: c.var.language };
    deliverLater(() => mailRegistration(db, body, checked, env.argon2, locale));
    return c.json({ message: REGISTRATION_SENT_MESSAGE }, 202);
  });

  app.openapi(confirmRoute, async (c) => {
    await limits.enforce(c, 'confirmClient', limits.client(c));
    const user = await confirmRegistration(c.get('db'), c.req.valid('json').token);
    return c.json(await startSession(c, env, user), 201);
  });

  app.openapi(accountRoute, async (c) => c.json(toAccount(await currentUserRow(c)), 200));

  app.openapi(userRoute, async (c) => c.json(toUserProfile(await currentUserRow(c)), 200));

  const tokens = { jwtSecret: env.jwtSecret, accessTokenTtlSeconds: env.accessTokenTtlSeconds };

  app.openapi(updateUserRoute, async (c) => {
    const user = await currentUserRow(c);
    const updated = await updateProfile(c.get('db'), user, c.req.valid('json'), c.get('country'));
    return c.json(toUserProfile(updated), 200);
  });

  app.openapi(changePasswordRoute, async (c) => {
    const user = await currentUserRow(c);
    // Held to limits like sign-in, so a borrowed session cannot guess the current password at leisure.
    await limits.enforce(c, 'passwordChangeClient', limits.client(c));
    await limits.enforce(c, 'passwordChangeMember', `member:${user.id}`);
    const claims = await claimsFromRequest(c, tokens);
    await changePassword(c.get('db'), user, c.req.valid('json'), claims?.sessionId ?? null, env.argon2);
    return c.body(null, 204);
  });
}
