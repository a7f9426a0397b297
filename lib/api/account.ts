import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Account } from '@/contract/account';
import type { ChangePasswordBody, UpdateUserBody, UserProfile } from '@/contract/user';
import { invalidateBag } from '@/lib/api/bag';
import type { ApiClient } from '@/lib/api/client';
import { defineResource, noContentSchema, type CallOptions } from '@/lib/api/resource';
import { QUERY_DEFINITIONS, queryKeys } from '@/lib/api/query-keys';

// Schemas load with the first call: every page's providers import this module.
const accountResource = defineResource('account', async () => {
  const { accountSchema } = await import('@/contract/account');
  return { item: accountSchema, list: accountSchema };
});
const userResource = defineResource('user', async () => {
  const { userProfileSchema } = await import('@/contract/user');
  return { item: userProfileSchema, list: userProfileSchema };
});

/** GET account: the current member. */
export function getAccount(client: ApiClient, options?: CallOptions): Promise<Account> {
  return accountResource.index(client, options);
}

/** GET user: the member's profile (name, email, mobile). */
export function getUser(client: ApiClient, options?: CallOptions): Promise<UserProfile> {
  return userResource.index(client, options);
}

/**
 * The current-account query ("Signed in"): cached under `luxola-account`, never retried.
 * Enable it only when the jwt-data cookie exists (`useAccount` does).
 */
export function accountQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.account(),
    queryFn: ({ signal }) => getAccount(client, { signal }),
    staleTime: QUERY_DEFINITIONS['luxola-account'].staleTime,
    retry: false,
  });
}

export function userQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.user(),
    queryFn: ({ signal }) => getUser(client, { signal }),
    staleTime: QUERY_DEFINITIONS.user.staleTime,
    retry: false,
  });
}

/** Forgets everything about the member; called on sign-out and on a rejected refresh. */
export function dropMemberQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: queryKeys.account(), exact: true });
  queryClient.removeQueries({ queryKey: queryKeys.user(), exact: true });
  // A member's orders and wish list must not outlive the session; the bag falls back to the guest's.
  queryClient.removeQueries({ queryKey: ['orders'] });
  queryClient.removeQueries({ queryKey: ['wishlist'] });
  queryClient.removeQueries({ queryKey: ['loyalty'] });
  invalidateBag(queryClient);
}

/** PATCH user: saves names, mobile, a first birth date and marketing consent; answers the profile. */
export async function updateUser(client: ApiClient, body: UpdateUserBody): Promise<UserProfile> {
  const { updateUserBodySchema, userProfileSchema } = await import('@/contract/user');
  return client.request({
    method: 'PATCH',
    path: 'user',
    body: updateUserBodySchema.parse(body),
    schema: userProfileSchema,
  });
}

/** PUT user/password: changes the password; every other session of the member ends. */
export async function changePassword(client: ApiClient, body: ChangePasswordBody): Promise<void> {
  const { changePasswordBodySchema } = await import('@/contract/user');
  await client.request({
    method: 'PUT',
    path: 'user/password',
    body: changePasswordBodySchema.parse(body),
    schema: await noContentSchema(),
  });
}
