import Cookies from 'js-cookie';
import { browserCookieOptions } from '@/lib/routing/cookies';

/** Default address of the fraud-prevention script; `{siteId}` is replaced with the layout's site id. */
export const FRAUD_SCRIPT_URL = 'https://cdn4.forter.com/{siteId}/script.js';

/** Seconds to wait before each new attempt to load the script; after the last one it gives up. */
export const FRAUD_RETRY_DELAYS_S = [5, 10, 15, 30, 60] as const;
export const FRAUD_TOKEN_COOKIE = 'forterToken';
export const FRAUD_TOKEN_MAX_AGE_DAYS = 400;
/** The browser event the script announces its token with (detail: the token). */
export const FRAUD_TOKEN_EVENT = 'ftr:tokenReady';

/** Pages where the retailer needs the fraud check: checkout, sign-in and registration. */
export function needsFraudScript(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/checkout' || path === '/sign_in' || path === '/register' || path === '/sign_up';
}

export function fraudScriptUrl(siteId: string, template: string = FRAUD_SCRIPT_URL): string {
  return template.replace('{siteId}', encodeURIComponent(siteId));
}

export function isValidFraudToken(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 512 && /^[\w.:~-]+$/.test(value);
}

function storeToken(token: string, cookieDomain?: string) {
  Cookies.set(FRAUD_TOKEN_COOKIE, token, browserCookieOptions(FRAUD_TOKEN_MAX_AGE_DAYS, cookieDomain));
}

export interface FraudLoaderDeps {
  inject: (src: string) => Promise<void>;
  wait: (ms: number) => Promise<void>;
}

/**
 * Loads the script, retrying after 5, 10, 15, 30 and 60 seconds; gives up silently after that.
 * Nothing waits for it: checkout sends whatever token is in the cookie when the order is placed.
 */
export async function loadWithRetries(src: string, deps: FraudLoaderDeps): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await deps.inject(src);
      return true;
    } catch {
      const delay = FRAUD_RETRY_DELAYS_S[attempt];
      if (delay === undefined) return false;
      await deps.wait(delay * 1_000);
    }
  }
}

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.integration = 'fraud';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error('fraud script did not load'));
    };
    document.head.appendChild(script);
  });
}

let started = false;

/** Starts the fraud check once per page: listens for the token, then loads the script. */
export function startFraudPrevention({
  siteId,
  scriptUrl,
  cookieDomain,
}: {
  siteId: string;
  scriptUrl?: string;
  cookieDomain?: string;
}): void {
  if (started || !siteId) return;
  started = true;
  document.addEventListener(FRAUD_TOKEN_EVENT, (event) => {
    const token = (event as CustomEvent<unknown>).detail;
    if (isValidFraudToken(token)) storeToken(token, cookieDomain);
  });
  void loadWithRetries(fraudScriptUrl(siteId, scriptUrl), {
    inject: injectScript,
    wait: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
  });
}
