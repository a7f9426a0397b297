import { expect, test as base, type Page } from '@playwright/test';

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
function consoleErrors(page: Page, matching: RegExp): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && matching.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

/** What the page's Content-Security-Policy refuses from here on. */
export function policyViolations(page: Page): string[] {
  return consoleErrors(page, POLICY_VIOLATION);
}

export const test = base.extend<{ reactErrors: string[]; policyViolations: string[] }>({
  reactErrors: [
    async ({ page }, use) => {
      const errors = consoleErrors(page, REACT_ERROR);
      page.on('pageerror', (error) => {
        if (isReactError(`${error.message}\n${error.stack ?? ''}`)) errors.push(`${page.url()}: ${error.message}`);
      });
      await use(errors);
      expect(errors, 'React reported errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  policyViolations: [
    async ({ page }, use) => {
      const violations = policyViolations(page);
      await use(violations);
      expect(violations, "the page's Content-Security-Policy refused its own scripts or styles").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, BrowserContext, Page, Request } from '@playwright/test';
