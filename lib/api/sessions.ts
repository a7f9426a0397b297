import type {
  Session,
  SignInBody,
  UnlockBody,
  UnlockRequestBody,
  UnlockRequestResponse,
  UnlockResponse,
} from '@/lib/api/contract/auth';
import type { ApiClient } from '@/lib/api/client';
import { noContentSchema } from '@/lib/api/resource';

/** Contract schemas load with the first call, so a page that never calls this builds none of them. */
const contract = () => import('@/lib/api/contract/auth');

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
