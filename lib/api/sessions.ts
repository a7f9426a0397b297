import type {
  ForgotPasswordBody,
  ForgotPasswordResponse,
  RegisterBody,
  RegistrationAccepted,
  ResetPasswordBody,
  ResetPasswordResponse,
  Session,
  SignInBody,
  SocialSignInBody,
  UnlockBody,
  UnlockRequestBody,
  UnlockRequestResponse,
  UnlockResponse,
} from '@/contract/auth';
import type { ApiClient } from '@/lib/api/client';
import { noContentSchema } from '@/lib/api/resource';

/** Contract schemas load with the first call, so a page that never calls this builds none of them. */
const contract = () => import('@/contract/auth');

/** POST sessions: signs a member in; the answer sets the token cookies. */
export async function signIn(client: ApiClient, body: SignInBody): Promise<Session> {
  const { sessionSchema, signInBodySchema } = await contract();
  return client.request({
    method: 'POST',
    path: 'sessions',
    body: signInBodySchema.parse(body),
    schema: sessionSchema,
    // A 401 here means a wrong password, not an expired token.
    refreshOnUnauthorized: false,
  });
}

/**
 * POST users: asks for a sign-up; always accepted with the same answer, whether or not the address
 * has an account. The account is made by the link it mails (`confirmRegistration`).
 */
export async function register(client: ApiClient, body: RegisterBody): Promise<RegistrationAccepted> {
  const { registerBodySchema, registrationAcceptedSchema } = await contract();
  return client.request({
    method: 'POST',
    path: 'users',
    body: registerBodySchema.parse(body),
    schema: registrationAcceptedSchema,
    refreshOnUnauthorized: false,
  });
}

/** POST users/confirm: makes the account from the token of the sign-up mail; the answer sets the token cookies. */
export async function confirmRegistration(client: ApiClient, token: string): Promise<Session> {
  const { confirmRegistrationBodySchema, sessionSchema } = await contract();
  return client.request({
    method: 'POST',
    path: 'users/confirm',
    body: confirmRegistrationBodySchema.parse({ token }),
    schema: sessionSchema,
    refreshOnUnauthorized: false,
  });
}

/** DELETE sessions: signs out; the answer clears the token cookies. */
export async function signOut(client: ApiClient): Promise<void> {
  await client.request({ method: 'DELETE', path: 'sessions', schema: await noContentSchema() });
}

/** POST users/unlock/request: asks for an unlock link; always accepted, whether or not the address exists. */
export async function requestUnlock(client: ApiClient, body: UnlockRequestBody): Promise<UnlockRequestResponse> {
  const { unlockRequestBodySchema, unlockRequestResponseSchema } = await contract();
  return client.request({
    method: 'POST',
    path: 'users/unlock/request',
    body: unlockRequestBodySchema.parse(body),
    schema: unlockRequestResponseSchema,
    refreshOnUnauthorized: false,
  });
}

/** POST users/unlock: unlocks the account an unlock link was sent for. */
export async function unlockAccount(client: ApiClient, body: UnlockBody): Promise<UnlockResponse> {
  const { unlockBodySchema, unlockResponseSchema } = await contract();
  return client.request({
    method: 'POST',
    path: 'users/unlock',
    body: unlockBodySchema.parse(body),
    schema: unlockResponseSchema,
    refreshOnUnauthorized: false,
  });
}

/** POST users/password/forgot: asks for a reset link; always accepted, whether or not the address exists. */
export async function requestPasswordReset(
  client: ApiClient,
  body: ForgotPasswordBody,
): Promise<ForgotPasswordResponse> {
  const { forgotPasswordBodySchema, forgotPasswordResponseSchema } = await contract();
  return client.request({
    method: 'POST',
    path: 'users/password/forgot',
    body: forgotPasswordBodySchema.parse(body),
    schema: forgotPasswordResponseSchema,
    refreshOnUnauthorized: false,
  });
}

/** POST users/password/reset: sets a new password with the mailed token; every session of the member ends. */
export async function resetPassword(client: ApiClient, body: ResetPasswordBody): Promise<ResetPasswordResponse> {
  const { resetPasswordBodySchema, resetPasswordResponseSchema } = await contract();
  return client.request({
    method: 'POST',
    path: 'users/password/reset',
    body: resetPasswordBodySchema.parse(body),
    schema: resetPasswordResponseSchema,
    refreshOnUnauthorized: false,
  });
}

/** POST users/password/reset/check: resolves when the mailed token still works; else 400 `reset_token_expired`. */
export async function checkResetToken(client: ApiClient, token: string): Promise<void> {
  const { checkResetTokenBodySchema, checkResetTokenResponseSchema } = await contract();
  await client.request({
    method: 'POST',
    path: 'users/password/reset/check',
    body: checkResetTokenBodySchema.parse({ token }),
    schema: checkResetTokenResponseSchema,
    refreshOnUnauthorized: false,
  });
}

/**
 * POST auth/social: signs in with a Google ID token. No Google account is linked to a member yet,
 * so this answers 404 `social_account_not_linked`, with `details.email` when the token names one.
 */
export async function socialSignIn(client: ApiClient, body: SocialSignInBody): Promise<Session> {
  const { sessionSchema, socialSignInBodySchema } = await contract();
  return client.request({
    method: 'POST',
    path: 'auth/social',
    body: socialSignInBodySchema.parse(body),
    schema: sessionSchema,
    refreshOnUnauthorized: false,
  });
}
