'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { accountQueryOptions } from '@/lib/api/account';
import { useHasSessionCookie } from '@/components/data/hooks';
import { useApiClient } from '@/components/data/api-client';

/**
 * For a member page the server drew without the member: their access token had expired, and a
 * server render cannot refresh it (it cannot set cookies). The browser asks for the account afresh,
 * never from its cache, so its client refreshes the token on the 401; the page is then drawn again
 * on the server, once, with the new token. Shows `children` (the page's skeleton) meanwhile.
 */
export function RefreshAfterSignIn({ children }: { children: ReactNode }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const signedIn = useHasSessionCookie();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !signedIn) return;
    started.current = true;
    queryClient
      .fetchQuery({ ...accountQueryOptions(client), staleTime: 0 })
      .then(() => router.refresh())
      .catch(() => undefined);
  }, [client, queryClient, router, signedIn]);
  return children;
}
