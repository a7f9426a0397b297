import { sessionSchema, signInBodySchema, type Session, type SignInBody } from '@/lib/api/contract';
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
