'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { isTrackedPath, pageViewEvent, pushToDataLayer, siteData, userDataLayer } from '@/lib/analytics/data-layer';
import { useAccount } from '@/lib/api/hooks';
import { BUILD_CHECK_DELAY_MS, checkLatestBuild } from '@/lib/app-shell/build-check';
import { isChunkLoadError, reloadOnChunkError, restoreSnapshot } from '@/lib/app-shell/chunk-reload';
import { applyQaOverrides, type ShellConfig } from '@/lib/app-shell/config';
import { cookieDomainFor } from '@/lib/app-shell/cookie-domain';
import { whenIdle } from '@/lib/app-shell/idle';
import { needsFraudScript } from '@/lib/fraud';
import { reportError } from '@/lib/monitoring';
import { compileExemptedPaths, decideNavigation, GUARD_FAILURE_MESSAGE } from '@/lib/routing/navigation-guard';

function isMobile(): boolean {
  const hint = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  return hint ?? /Mobi|Android|iPhone|iPod/i.test(navigator.userAgent);
}

type RouterLike = { push: (href: string, options?: unknown) => void; replace: (href: string, options?: unknown) => void };

/**
 * The app shell's integrations and guards, mounted once per page: page views and the member's
 * data layer, the navigation guard, the failed-chunk reload, the latest-build check, the fraud
 * check on the pages that need it, and (when the browser is idle) the vendor SDKs.
 */
export function ShellIntegrations({ config: serverConfig }: { config: ShellConfig }) {
  const pathname = usePathname();
  const { account } = useAccount();
  const configRef = useRef<ShellConfig | null>(null);
  const newerBuild = useRef(false);

  const config = () => {
    configRef.current ??= applyQaOverrides(serverConfig, window.__HB_QA__);
    return configRef.current;
  };

  // A page view on the first load and after each client-side navigation, except the bag and orders.
  useEffect(() => {
    const path = window.location.pathname;
    if (!isTrackedPath(path)) return;
    pushToDataLayer(pageViewEvent(window.location.href, siteData(serverConfig.country, serverConfig.lang, isMobile())));
  }, [pathname, serverConfig.country, serverConfig.lang]);

  // The member's data layer once the account is known; nothing for guests.
  const accountId = account?.id;
  useEffect(() => {
    if (account) pushToDataLayer(userDataLayer(account));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per member, not per refetch
  }, [accountId]);

  // Failed chunks reload the page (at most once per 10 seconds) and the saved state comes back.
  useEffect(() => {
    try {
      restoreSnapshot(window.sessionStorage, document, window);
    } catch {
      // Storage blocked: nothing was saved either.
    }
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadError(event.error)) reloadOnChunkError(event.error);
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reloadOnChunkError(event.reason);
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  // The navigation guard: links and programmatic navigations.
  useEffect(() => {
    const rules = compileExemptedPaths(serverConfig.exemptedPaths, (rule, error) =>
      reportError(error, { source: 'navigation-guard', level: 'warning', extra: { rule } }),
    );
    const fullPage = (href: string): boolean => {
      try {
        const target = new URL(href, window.location.href);
        if (target.origin !== window.location.origin) return false;
        const decision = decideNavigation({
          from: window.location.pathname,
          to: target.pathname,
          rules,
          exemptionsEnabled: rules.length > 0,
          newerBuild: newerBuild.current,
        });
        if (decision !== 'full-page') return false;
        window.location.assign(target.href);
        return true;
      } catch (error) {
        reportError(new Error(GUARD_FAILURE_MESSAGE, { cause: error }), { source: 'navigation-guard' });
        return false;
      }
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      if (fullPage(anchor.href)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    document.addEventListener('click', onClick, true);
    // useRouter() hands out this same instance, so programmatic navigations pass the guard too.
    const router = (window as Window & { next?: { router?: RouterLike } }).next?.router;
    const original = router ? { push: router.push, replace: router.replace } : null;
    if (router && original) {
      router.push = (href, options) => (fullPage(href) ? undefined : original.push.call(router, href, options));
      router.replace = (href, options) => (fullPage(href) ? undefined : original.replace.call(router, href, options));
    }
    return () => {
      document.removeEventListener('click', onClick, true);
      if (router && original) Object.assign(router, original);
    };
  }, [serverConfig.exemptedPaths]);

  // About a second after the page is idle: is a newer build deployed? Then the next navigation loads in full.
  useEffect(() => {
    let timer: number | undefined;
    const cancel = whenIdle(() => {
      timer = window.setTimeout(() => {
        void checkLatestBuild().then((newer) => {
          newerBuild.current = newer;
        });
      }, BUILD_CHECK_DELAY_MS);
    });
    return () => {
      cancel();
      window.clearTimeout(timer);
    };
  }, []);

  // The vendors, when the browser is idle.
  useEffect(
    () =>
      whenIdle(() => {
        const current = config();
        void import('@/lib/app-shell/start-vendors')
          .then(({ startVendors }) => startVendors(current, cookieDomainFor(current.cookieDomain, window.location.hostname)))
          .catch((error: unknown) => reportError(error, { source: 'integrations' }));
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page
    [],
  );

  // The fraud check, only on the pages that need it.
  useEffect(() => {
    if (!needsFraudScript(window.location.pathname)) return;
    const current = config();
    if (!current.fraud.siteId) return;
    void import('@/lib/fraud').then(({ startFraudPrevention }) =>
      startFraudPrevention({
        siteId: current.fraud.siteId,
        scriptUrl: current.fraud.scriptUrl,
        cookieDomain: cookieDomainFor(current.cookieDomain, window.location.hostname),
      }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- config is fixed for the page
  }, [pathname]);

  return null;
}
