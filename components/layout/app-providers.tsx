'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { dropMemberQueries } from '@/lib/api/account';
import { invalidateBag } from '@/lib/api/bag';
import { createApiClient, subscribeSession } from '@/lib/api/client';
import { getQueryClient } from '@/lib/api/query-client';
import { ApiClientProvider } from '@/components/data/api-client';
import type { PageLocale } from './page-locale';

/**
 * Client-side providers shared by every page: the tab's QueryClient and the API client for the
 * page's country and language.
 */
export function AppProviders({ country, lang, children }: PageLocale & { children: ReactNode }) {
  // One QueryClient per tab (a fresh one per server render).
  const queryClient = useMemo(() => getQueryClient(), []);
  const api = useMemo(
    () => createApiClient({ country, lang, onSignedOut: () => dropMemberQueries(queryClient) }),
    [country, lang, queryClient],
  );

  useEffect(() => {
    // A sign-out in another tab signs this one out too.
    return subscribeSession((event) => {
      if (event === 'signed-out') dropMemberQueries(queryClient);
      // Signing in merges the guest's bag into the member's: the bag read before is no longer theirs,
      // however fresh it is.
      if (event === 'signed-in') invalidateBag(queryClient);
    });
  }, [queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={api}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
