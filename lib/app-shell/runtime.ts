import { isTrackedPath, pageViewEvent, pushToDataLayer, siteData, userDataLayer } from '@/lib/analytics/data-layer';
import type { Account } from '@/contract/account';
import { needsFraudScript, startFraudPrevention } from '@/lib/fraud';
import { reportError } from '@/lib/monitoring';
import { compileExemptedPaths, decideNavigation, GUARD_FAILURE_MESSAGE } from '@/lib/routing/navigation-guard';
import { BUILD_CHECK_DELAY_MS, checkLatestBuild } from './build-check';
import { isChunkLoadError, reloadOnChunkError, restoreSnapshot } from './chunk-reload';
import { applyQaOverrides, type ShellConfig } from './config';
import { cookieDomainFor } from './cookie-domain';
import { whenIdle } from './idle';

/**
 * The app shell's behaviour in the browser, loaded as its own chunk right after hydration (so it
 * costs the first load nothing): page views and the member's data layer, the navigation guard,
 * the failed-chunk reload, the latest-build check, the fraud check where needed, and the vendor
 * SDKs once the page is idle.
 */

function isMobile(): boolean {
  const hint = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  return hint ?? /Mobi|Android|iPhone|iPod/i.test(navigator.userAgent);
}

type RouterLike = {
  push: (href: string, options?: unknown) => void;
  replace: (href: string, options?: unknown) => void;
};

export interface ShellRuntime {
  /** After the first load and each client-side navigation. */
  navigated(): void;
  /** The signed-in member, once known. */
  member(account: Account): void;
  stop(): void;
}

export function startShell(serverConfig: ShellConfig): ShellRuntime {
  const config = applyQaOverrides(serverConfig, window.__HB_QA__);
  const cookieDomain = cookieDomainFor(config.cookieDomain, window.location.hostname);
  const cleanups: Array<() => void> = [];
  let newerBuild = false;
  let lastMember: number | null = null;

  // Failed chunks reload the page (at most once per 10 seconds); what a reload saved comes back.
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
  cleanups.push(() => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  });

  // The navigation guard, for links and for programmatic navigations.
  const rules = compileExemptedPaths(config.exemptedPaths, (rule, error) =>
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
        newerBuild,
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
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
    if (anchor.target && anchor.target !== '_self') return;
    if (fullPage(anchor.href)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  document.addEventListener('click', onClick, true);
  // useRouter() hands out this same instance, so its push and replace pass the guard too.
  const router = (window as Window & { next?: { router?: RouterLike } }).next?.router;
  if (router) {
    const original = { push: router.push, replace: router.replace };
    router.push = (href, options) => (fullPage(href) ? undefined : original.push.call(router, href, options));
    router.replace = (href, options) => (fullPage(href) ? undefined : original.replace.call(router, href, options));
    cleanups.push(() => Object.assign(router, original));
  }
  cleanups.push(() => document.removeEventListener('click', onClick, true));

  // About a second after the page is idle: is a newer build deployed? Then the next navigation loads in full.
  let buildTimer: number | undefined;
  cleanups.push(
    whenIdle(() => {
      buildTimer = window.setTimeout(() => {
        void checkLatestBuild().then((newer) => {
          newerBuild = newer;
        });
      }, BUILD_CHECK_DELAY_MS);
    }),
    () => window.clearTimeout(buildTimer),
  );

  // The vendors, when the browser is idle.
  cleanups.push(
    whenIdle(() => {
      void import('./start-vendors')
        .then(({ startVendors }) => startVendors(config, cookieDomain))
        .catch((error: unknown) => reportError(error, { source: 'integrations' }));
    }),
  );

  return {
    navigated() {
      const path = window.location.pathname;
      if (isTrackedPath(path)) {
        pushToDataLayer(pageViewEvent(window.location.href, siteData(config.country, config.lang, isMobile())));
      }
      // Part of this chunk (about 1.5 kB): a chunk of its own cost every page a request for a check
      // that passes on three of them.
      if (config.fraud.siteId && needsFraudScript(path)) {
        startFraudPrevention({ siteId: config.fraud.siteId, scriptUrl: config.fraud.scriptUrl, cookieDomain });
      }
    },
    member(account) {
      if (lastMember === account.id) return;
      lastMember = account.id;
      pushToDataLayer(userDataLayer(account));
    },
    stop() {
      for (const cleanup of cleanups.splice(0)) cleanup();
    },
  };
}
