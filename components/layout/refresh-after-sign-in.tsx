'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAccount } from '@/lib/api/hooks';

/**
 * For a member page the server drew without the member: their access token had expired, and a
 * server render cannot refresh it (it cannot set cookies). The browser's client refreshes it while
 * it reads the account; the page is then drawn again on the server, once, with the new token.
 * Shows `children` (the page's skeleton) meanwhile.
 */
export function RefreshAfterSignIn({ children }: { children: ReactNode }) {
  const { account } = useAccount();
  const router = useRouter();
  const refreshed = useRef(false);
  useEffect(() => {
    if (!account || refreshed.current) return;
    refreshed.current = true;
    router.refresh();
  }, [account, router]);
  return children;
}
