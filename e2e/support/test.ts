import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { COUNTRIES, COUNTRY_CODES } from '../../lib/site';

/**
 * React reports hydration mismatches and render failures as console errors (in production builds
 * as "Minified React error #418" and the like) or as uncaught page errors. Either means a shopper
 * saw a page that React had to throw away and draw again, so every journey fails on one.
 */
const REACT_ERROR = /Minified React error|react\.dev\/errors|Hydration|hydrat|did not match|React/i;

export function isReactError(text: string): boolean {
  return REACT_ERROR.test(text);
}

/**
 * The browser reports each script or style a page's Content-Security-Policy refuses as a console
 * error. The store's own pages never trip their own policy: a refused script is a part of the page
 * that did not run for any shopper.
 */
const POLICY_VIOLATION = /Content Security Policy/i;

/** The page's console errors that match, each with the address it was on, as they come. */
function collectConsoleErrors(page: Page, matching: RegExp, into: string[]): void {
  page.on('console', (message) => {
    if (message.type() === 'error' && matching.test(message.text())) into.push(`${page.url()}: ${message.text()}`);
  });
}

/** What the page's Content-Security-Policy refuses from here on. */
export function policyViolations(page: Page): string[] {
  const violations: string[] = [];
  collectConsoleErrors(page, POLICY_VIOLATION, violations);
  return violations;
}

/**
 * A request that would leave this machine. The storefront's own hosts are loopback, `*.localhost`
 * and the country domains the browser maps to 127.0.0.1; every other name resolves to nothing
 * (the host rules in playwright.config.ts), so such a request fails in the browser and never
 * reaches the internet.
 */
const LEAVES_THE_MACHINE = /^(?:https?|wss?):\/\/(?!(?:localhost|127\.0\.0\.1|\[::1\]|[\w.-]+\.localhost)(?:[:/]|$))/;
const MAPPED_DOMAINS = COUNTRY_CODES.map((code) => COUNTRIES[code].domain);
const isMappedHere = (host: string) => MAPPED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * Vendor scripts every page may ask for (the tag manager's container once the page is idle, the
 * fraud check's script on sign-in, registration and checkout). They resolve to nothing like any
 * other outside host, which the store takes as a vendor being down: the journeys test the store,
 * not the vendors. Tests of an integration route its vendor themselves.
 */
const VENDOR_SCRIPT_HOSTS = new Set(['www.googletagmanager.com', 'cdn4.forter.com']);

interface Sinks {
  reactErrors: string[];
  policyViolations: string[];
  outsideRequests: string[];
}

function watchPage(page: Page, sinks: Sinks): void {
  collectConsoleErrors(page, REACT_ERROR, sinks.reactErrors);
  collectConsoleErrors(page, POLICY_VIOLATION, sinks.policyViolations);
  page.on('pageerror', (error) => {
    if (isReactError(`${error.message}\n${error.stack ?? ''}`))
      sinks.reactErrors.push(`${page.url()}: ${error.message}`);
  });
}

/**
 * Watches every page of the context, now and to come, and notes each request that tried to reach a
 * host outside this machine: such a name resolves to nothing, so the request fails its lookup (a
 * request a test routes itself never gets that far). It only listens: intercepting every request (a
 * catch-all `route`) would turn off the browser's cache and send each request through the test
 * runner, which cost the suite about a fifth of its time.
 */
function guardContext(context: BrowserContext, sinks: Sinks): void {
  context.on('requestfailed', (request) => {
    const url = request.url();
    if (!LEAVES_THE_MACHINE.test(url) || !/ERR_NAME_NOT_RESOLVED/.test(request.failure()?.errorText ?? '')) return;
    const { hostname } = new URL(url);
    if (isMappedHere(hostname) || VENDOR_SCRIPT_HOSTS.has(hostname)) return;
    sinks.outsideRequests.push(`${request.method()} ${url}`);
  });
  for (const page of context.pages()) watchPage(page, sinks);
  context.on('page', (page) => watchPage(page, sinks));
}

type NewContext = (options?: Parameters<Browser['newContext']>[0]) => Promise<BrowserContext>;

export const test = base.extend<{
  reactErrors: string[];
  policyViolations: string[];
  outsideRequests: string[];
  /** A second browser (another shopper), watched like the test's own. */
  newContext: NewContext;
}>({
  reactErrors: async ({}, provide) => {
    const errors: string[] = [];
    await provide(errors);
    expect(errors, 'React reported errors in the browser console').toEqual([]);
  },
  policyViolations: async ({}, provide) => {
    const violations: string[] = [];
    await provide(violations);
    expect(violations, "the page's Content-Security-Policy refused its own scripts or styles").toEqual([]);
  },
  outsideRequests: async ({}, provide) => {
    const requests: string[] = [];
    await provide(requests);
    expect(requests, 'pages asked for something outside this machine').toEqual([]);
  },
  context: async ({ context, reactErrors, policyViolations, outsideRequests }, provide) => {
    guardContext(context, { reactErrors, policyViolations, outsideRequests });
    await provide(context);
  },
  newContext: async ({ browser, reactErrors, policyViolations, outsideRequests }, provide) => {
    const made: BrowserContext[] = [];
    await provide(async (options) => {
      const context = await browser.newContext(options);
      made.push(context);
      guardContext(context, { reactErrors, policyViolations, outsideRequests });
      return context;
    });
    for (const context of made) await context.close();
  },
});

export { expect };
export type { APIRequestContext, BrowserContext, Locator, Page, Request } from '@playwright/test';
