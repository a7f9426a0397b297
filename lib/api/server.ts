import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  DEVICE_ID_COOKIE,
  JWT_DATA_COOKIE,
  JWT_REFRESH_COOKIE,
  JWT_SIGNATURE_COOKIE,
  createApiClient,
  createServerAuth,
  tokenCookies,
  type ApiClient,
  type CookieWrite,
  type ServerTokens,
} from '@/lib/api/client';
import { makeQueryClient } from '@/lib/api/query-client';
import { forwardedRequestInfo, secureCookiesFor } from '@/lib/api/server-cookies';
import { serverBaseURL } from '@/lib/api/server-origin';
import { serverEnv } from '@/lib/env';
import { GUEST_ORDER_PASS_COOKIE } from '@/contract/guest-order-pass';
import type { CountryCode, Language } from '@/lib/site';

/*
 * Request-scoped server code only (pages, route handlers, server actions): these read the
 * request cookies, which makes a render dynamic. Shared layouts must not call them.
 */

const DEVICE_ID_MAX_AGE = 365 * 24 * 60 * 60;

async function readTokens(): Promise<ServerTokens> {
  const store = await cookies();
  return {
    jwtData: store.get(JWT_DATA_COOKIE)?.value || undefined,
    jwtSignature: store.get(JWT_SIGNATURE_COOKIE)?.value || undefined,
    refreshToken: store.get(JWT_REFRESH_COOKIE)?.value || undefined,
    deviceId: store.get(DEVICE_ID_COOKIE)?.value || undefined,
    guestOrderPass: store.get(GUEST_ORDER_PASS_COOKIE)?.value || undefined,
  };
}

/** Writes the token cookies to the response, `Secure` when the shopper's connection is. */
function writeCookies(store: Awaited<ReturnType<typeof cookies>>, writes: CookieWrite[], secure: boolean): void {
  for (const write of writes) {
    store.set(write.name, write.value, {
      httpOnly: write.httpOnly,
      maxAge: write.maxAge,
      path: write.path,
      sameSite: write.sameSite,
      secure,
    });
  }
}

/** Whether the browser holds a pass to guest orders (it may open their pages without a session). */
export async function hasGuestOrderPass(): Promise<boolean> {
  return Boolean((await cookies()).get(GUEST_ORDER_PASS_COOKIE)?.value);
}

/** Whether the member's readable token cookie came with this request. */
export async function hasSessionCookie(): Promise<boolean> {
  return Boolean((await cookies()).get(JWT_DATA_COOKIE)?.value);
}

/**
 * The API client of a server component render, shared by every component of the request.
 * It sends the member's bearer token. A server component cannot set cookies, so on an expired
 * token it does not refresh (that would rotate the refresh token without telling the browser):
 * the call fails with 401, the page renders as a guest and the browser refreshes.
 */
export const getServerApiClient = cache(async (country: CountryCode, lang: Language): Promise<ApiClient> => {
  return createApiClient({
    country,
    lang,
    baseURL: serverBaseURL(),
    auth: createServerAuth({ tokens: await readTokens() }),
  });
});

/**
 * The API client of a route handler or server action: on a 401 it refreshes once for the whole
 * request (`flow: 'app'`) and writes the new cookies to the response. It names the browser's device
 * (made here if the browser has none yet), so a guest's bag written from a form is the bag they see.
 * It passes the shopper's address on, as the browser forwarder does, so the API's per-client
 * limits hold each shopper to their own budget.
 */
export async function createActionApiClient(country: CountryCode, lang: Language): Promise<ApiClient> {
  const store = await cookies();
  const incoming = await headers();
  const secure = secureCookiesFor(incoming, serverEnv().TRUST_PROXY);
  const tokens = await readTokens();
  if (!tokens.deviceId) {
    tokens.deviceId = crypto.randomUUID();
    store.set(DEVICE_ID_COOKIE, tokens.deviceId, { maxAge: DEVICE_ID_MAX_AGE, path: '/', sameSite: 'lax', secure });
  }
  const persist = (writes: CookieWrite[]) => writeCookies(store, writes, secure);
  return createApiClient({
    country,
    lang,
    baseURL: serverBaseURL(),
    auth: createServerAuth({ tokens, persist, actForDevice: true }),
    forwardedFor: forwardedRequestInfo(incoming, serverEnv().TRUST_PROXY).client,
  });
}

/**
 * Writes a new session's split token cookies (jwt-data readable, jwt-signature and the refresh
 * token HttpOnly) to the response of a server action or route handler.
 */
export async function persistSession(tokens: { accessToken: string; refreshToken: string }): Promise<void> {
  const store = await cookies();
  const secure = secureCookiesFor(await headers(), serverEnv().TRUST_PROXY);
  writeCookies(store, tokenCookies(tokens), secure);
}

/** One QueryClient per server request, shared by the components that prefetch into it. */
export const getServerQueryClient: () => QueryClient = cache(makeQueryClient);
