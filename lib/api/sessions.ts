import {
  sessionSchema,
  signInBodySchema,
  unlockBodySchema,
  unlockRequestBodySchema,
  unlockRequestResponseSchema,
  unlockResponseSchema,
  type Session,
  type SignInBody,
  type UnlockBody,
  type UnlockRequestBody,
  type UnlockRequestResponse,
  type UnlockResponse,
} from '@/lib/api/contract/auth';
import type { ApiClient } from '@/lib/api/client';
import { noContentSchema } from '@/lib/api/resource';

/** POST sessions: signs a member in; the answer sets the token cookies. */
export function signIn(client: ApiClient, body: SignInBody): Promise<Session> {
  return client.request({
    method: 'POST',
    path: 'sessions',
    body: signInBodySchema.parse(body),
    schema: sessionSchema,
    // A 401 here means a wrong password, not an expired token.
    refreshOnUnauthorized: false,
  });
}

/** DELETE sessions: signs out; the answer clears the token cookies. */
export async function signOut(client: ApiClient): Promise<void> {
  await client.request({ method: 'DELETE', path: 'sessions', schema: noContentSchema });
}

/** POST users/unlock/request: asks for an unlock link; always accepted, whether or not the address exists. */
export function requestUnlock(client: ApiClient, body: UnlockRequestBody): Promise<UnlockRequestResponse> {
  return client.request({
    method: 'POST',
    path: 'users/unlock/request',
    body: unlockRequestBodySchema.parse(body),
    schema: unlockRequestResponseSchema,
    refreshOnUnauthorized: false,
  });
}

/** POST users/unlock: unlocks the account an unlock link was sent for. */
export function unlockAccount(client: ApiClient, body: UnlockBody): Promise<UnlockResponse> {
  return client.request({
    method: 'POST',
    path: 'users/unlock',
    body: unlockBodySchema.parse(body),
    schema: unlockResponseSchema,
    refreshOnUnauthorized: false,
  });
}
