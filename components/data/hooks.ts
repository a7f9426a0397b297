'use client';

import { hashKey, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { Account, UserProfile } from '@/contract';
import { dropJwtData, notifySession, readJwtData, sessionEnded, subscribeSession } from '@/lib/api/client';
import { accountQueryOptions, dropMemberQueries, userQueryOptions } from '@/lib/api/account';
import type { ApiError } from '@/lib/api/errors';
import { HANDOVER_ATTRIBUTE } from '@/components/data/handover';
import { HandedOverContext } from '@/components/data/hydrate-now';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiClient } from '@/components/data/api-client';
import { signOut } from '@/lib/api/sessions';

function subscribeToken(onChange: () => void): () => void {
  const unsubscribe = subscribeSession(onChange);
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    unsubscribe();
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * Whether the jwt-data cookie exists. False during server rendering and hydration (the server
 * cannot read it here), then the cookie's real state.
 */
export function useHasSessionCookie(): boolean {
  return useSyncExternalStore(
    subscribeToken,
    () => readJwtData() !== undefined,
    () => false,
  );
}

/**
 * True once the member's session ended while this tab was open, other than by pressing Sign out
 * here (in another tab, or a refresh the API refused); false again after signing in.
 */
export function useSessionEnded(): boolean {
  return useSyncExternalStore(subscribeSession, sessionEnded, () => false);
}

const noSubscription = () => () => undefined;

/**
 * False while React hydrates server HTML, true from then on (and at once for parts mounted later).
 * A part of the static shell (the header) is rendered on the server without knowing the shopper;
 * member data handed over by a streamed section can reach the client cache before the shell's
 * Suspense boundaries hydrate. Reading it during hydration renders other HTML than the server sent
 * (React error #418), so such parts render what the server did until hydration is over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/*
 * Whether the page's HTML has all arrived. On a streamed page, data prefetched on the server
 * arrives inside a Suspense boundary after the shell (header included) has hydrated; the account
 * call of a client component waits until the document is parsed (every streamed chunk and its
 * handover marker is then in the DOM), and one task more, so it finds that data instead of asking
 * again. Images and vendor scripts play no part. A component that subscribes after the document
 * was parsed (hydration finished late) settles at once instead of waiting for an event that has
 * passed.
 */
let pageSettled = typeof document !== 'undefined' && document.readyState === 'complete';

function subscribePageSettled(onChange: () => void): () => void {
  if (pageSettled) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    // One more task, so that React hydrates the boundaries that arrived with the last chunk.
    timer = setTimeout(() => {
      pageSettled = true;
      onChange();
    }, 0);
  };
  if (document.readyState !== 'loading') {
    settle();
    return () => clearTimeout(timer);
  }
  document.addEventListener('DOMContentLoaded', settle, { once: true });
  return () => {
    document.removeEventListener('DOMContentLoaded', settle);
    if (timer) clearTimeout(timer);
  };
}

function usePageSettled(): boolean {
  return useSyncExternalStore(
    subscribePageSettled,
    () => pageSettled,
    () => false,
  );
}

const HANDOVER_WAIT_MS = 3_000;

function handedOverLater(queryKey: QueryKey): boolean {
  const hash = hashKey(queryKey);
  for (const element of document.querySelectorAll(`[${HANDOVER_ATTRIBUTE}]`)) {
    try {
      const hashes = JSON.parse(element.getAttribute(HANDOVER_ATTRIBUTE) ?? '[]') as unknown;
      if (Array.isArray(hashes) && hashes.includes(hash)) return true;
    } catch {
      // A malformed marker only costs a request.
    }
  }
  return false;
}

/**
 * Whether a client query may fetch now. After the page has loaded, a query that a server
 * component on this page prefetched (see `PrefetchBoundary`) waits for that boundary to hydrate,
 * which can happen after the header has; it fetches anyway if the data has not come in time.
 */
export function useMayFetch(queryKey: QueryKey, wanted: boolean): boolean {
  const queryClient = useQueryClient();
  const settled = usePageSettled();
  const [gaveUp, setGaveUp] = useState(false);
  const waiting =
    wanted && settled && !gaveUp && queryClient.getQueryData(queryKey) === undefined && handedOverLater(queryKey);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setGaveUp(true), HANDOVER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  return wanted && settled && !waiting;
}

export interface AccountState {
  account: Account | undefined;
  /** Signed in means the account call returned data. */
  isSignedIn: boolean;
  isLoading: boolean;
  /** A session cookie is there but the account has not answered yet: neither member nor guest. */
  isChecking: boolean;
}

/**
 * While this part of the page hydrates, what the server rendered it with: the data only if the
 * server handed it over here (see `PrefetchBoundary`), else nothing. Afterwards, the data itself.
 */
export function useAsServerRendered<T>(queryKey: QueryKey, data: T | undefined): T | undefined {
  const hydrated = useHydrated();
  const handedOver = useContext(HandedOverContext);
  if (hydrated || data === undefined) return data;
  return handedOver.has(hashKey(queryKey)) ? data : undefined;
}

/** The current member. The call is made only when jwt-data exists, without retry. */
export function useAccount(): AccountState {
  const client = useApiClient();
  const hasCookie = useHasSessionCookie();
  const hydrated = useHydrated();
  const enabled = useMayFetch(queryKeys.account(), hasCookie);
  const query = useQuery({ ...accountQueryOptions(client), enabled });
  const account = useAsServerRendered(queryKeys.account(), query.data);
  return {
    account,
    isSignedIn: account !== undefined,
    // The server never waits on the account in the browser: nor does the hydrating render.
    isLoading: hydrated && query.isLoading,
    isChecking: hasCookie && query.isPending,
  };
}

/** The member's profile (for names); fetched only for a signed-in member. */
export function useUserProfile(): UserProfile | undefined {
  const client = useApiClient();
  const { isSignedIn } = useAccount();
  const enabled = useMayFetch(queryKeys.user(), isSignedIn);
  return useAsServerRendered(queryKeys.user(), useQuery({ ...userQueryOptions(client), enabled }).data);
}

/**
 * What this tab does once a sign-in form's action has set the session's cookies: every other tab
 * hears of it, and the member's account is read before the page moves on, so that the header
 * greets them at once.
 */
export function useSignedIn(): () => Promise<void> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.user() });
    notifySession('signed-in');
    await queryClient.fetchQuery(accountQueryOptions(client)).catch(() => undefined);
  }, [client, queryClient]);
}

export function useSignOut() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, void>({
    mutationFn: () => signOut(client),
    onSuccess: () => {
      // The answer clears the cookies; dropping the readable one too keeps this tab consistent
      // even if the browser kept it.
      dropJwtData();
      dropMemberQueries(queryClient);
      notifySession('signed-out');
    },
  });
}
