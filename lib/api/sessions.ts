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
import type { z } from 'zod';
import type { ApiClient } from '@/lib/api/client';
import { noContentSchema } from '@/lib/api/resource';

/** Contract schemas load with the first call, so a page that never calls this builds none of them. */
const contract = () => import('@/contract/auth');

/**
 * POST to a credentials route (sign-in, sign-up, unlock, password reset). A 401 there is the answer
 * itself (a wrong password, a spent link), not an expired token, so it never triggers a refresh.
 */
function postCredentials<T>(client: ApiClient, path: string, body: unknown, schema: z.ZodType<T>): Promise<T> {
  return client.request({ method: 'POST', path, body, schema, refreshOnUnauthorized: false });
}

/** POST sessions: signs a member in; the answer sets the token cookies. */
export async function signIn(client: ApiClient, body: SignInBody): Promise<Session> {
  const { sessionSchema, signInBodySchema } = await contract();
  return postCredentials(client, 'sessions', signInBodySchema.parse(body), sessionSchema);
}

/**
 * POST users: asks for a sign-up; always accepted with the same answer, whether or not the address
 * has an account. The account is made by the link it mails (`confirmRegistration`).
 */
export async function register(client: ApiClient, body: RegisterBody): Promise<RegistrationAccepted> {
  const { registerBodySchema, registrationAcceptedSchema } = await contract();
  return postCredentials(client, 'users', registerBodySchema.parse(body), registrationAcceptedSchema);
}

/** POST users/confirm: makes the account from the token of the sign-up mail; the answer sets the token cookies. */
export async function confirmRegistration(client: ApiClient, token: string): Promise<Session> {
  const { confirmRegistrationBodySchema, sessionSchema } = await contract();
  return postCredentials(client, 'users/confirm', confirmRegistrationBodySchema.parse({ token }), sessionSchema);
}

/** DELETE sessions: signs out; the answer clears the token cookies. */
export async function signOut(client: ApiClient): Promise<void> {
  await client.request({ method: 'DELETE', path: 'sessions', schema: await noContentSchema() });
}

/** POST users/unlock/request: asks for an unlock link; always accepted, whether or not the address exists. */
export async function requestUnlock(client: ApiClient, body: UnlockRequestBody): Promise<UnlockRequestResponse> {
  const { unlockRequestBodySchema, unlockRequestResponseSchema } = await contract();
  return postCredentials(
    client,
    'users/unlock/request',
    unlockRequestBodySchema.parse(body),
    unlockRequestResponseSchema,
  );
}

/** POST users/unlock: unlocks the account an unlock link was sent for. */
export async function unlockAccount(client: ApiClient, body: UnlockBody): Promise<UnlockResponse> {
  const { unlockBodySchema, unlockResponseSchema } = await contract();
  return postCredentials(client, 'users/unlock', unlockBodySchema.parse(body), unlockResponseSchema);
}

/** POST users/password/forgot: asks for a reset link; always accepted, whether or not the address exists. */
export async function requestPasswordReset(
  client: ApiClient,
  body: ForgotPasswordBody,
): Promise<ForgotPasswordResponse> {
  const { forgotPasswordBodySchema, forgotPasswordResponseSchema } = await contract();
  return postCredentials(
    client,
    'users/password/forgot',
    forgotPasswordBodySchema.parse(body),
    forgotPasswordResponseSchema,
  );
}

/** POST users/password/reset: sets a new password with the mailed token; every session of the member ends. */
export async function resetPassword(client: ApiClient, body: ResetPasswordBody): Promise<ResetPasswordResponse> {
  const { resetPasswordBodySchema, resetPasswordResponseSchema } = await contract();
  return postCredentials(
    client,
    'users/password/reset',
    resetPasswordBodySchema.parse(body),
    resetPasswordResponseSchema,
  );
}

/** POST users/password/reset/check: resolves when the mailed token still works; else 400 `reset_token_expired`. */
export async function checkResetToken(client: ApiClient, token: string): Promise<void> {
  const { checkResetTokenBodySchema, checkResetTokenResponseSchema } = await contract();
  await postCredentials(
    client,
    'users/password/reset/check',
    checkResetTokenBodySchema.parse({ token }),
    checkResetTokenResponseSchema,
  );
}

/**
 * POST auth/social: signs in with a Google ID token. No Google account is linked to a member yet,
 * so this answers 404 `social_account_not_linked`, with `details.email` when the token names one.
 */
export async function socialSignIn(client: ApiClient, body: SocialSignInBody): Promise<Session> {
  const { sessionSchema, socialSignInBodySchema } = await contract();
  return postCredentials(client, 'auth/social', socialSignInBodySchema.parse(body), sessionSchema);
}
