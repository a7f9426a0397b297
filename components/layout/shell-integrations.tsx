'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useAccount } from '@/components/data/hooks';
import { reloadOnChunkError } from '@/lib/app-shell/chunk-reload';
import type { ShellConfig } from '@/lib/app-shell/config';
import type { ShellRuntime } from '@/lib/app-shell/runtime';

/**
 * Mounts the app shell's integrations and guards (lib/app-shell/runtime, loaded right after
 * hydration) and tells them about navigations and the signed-in member.
 */
export function ShellIntegrations({ config }: { config: ShellConfig }) {
  const pathname = usePathname();
  const { account } = useAccount();
  const [runtime, setRuntime] = useState<ShellRuntime | null>(null);

  useEffect(() => {
    let stopped = false;
    let started: ShellRuntime | null = null;
    import('@/lib/app-shell/runtime')
      .then(({ startShell }) => {
        if (stopped) return;
        started = startShell(config);
        setRuntime(started);
      })
      // A deploy replaced this page's chunks: reload once, keeping what the shopper typed.
      .catch((error: unknown) => reloadOnChunkError(error));
    return () => {
      stopped = true;
      started?.stop();
    };
  }, [config]);

  // A page view (and the fraud check where needed) on the first load and after each navigation.
  useEffect(() => {
    runtime?.navigated();
  }, [runtime, pathname]);

  // The member's data layer; nothing for guests.
  useEffect(() => {
    if (runtime && account) runtime.member(account);
  }, [runtime, account]);

  return null;
}
