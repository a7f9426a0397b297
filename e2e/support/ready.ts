import { expect, type Locator, type Page } from './test';

/**
 * Waits until React has hydrated the control, i.e. a press on it reaches its handler. Pages are
 * server-rendered, so a control is visible before its JavaScript has attached; a press in between
 * is either a plain link or form submission (when the control has one) or nothing at all.
 */
export async function interactive(control: Locator): Promise<Locator> {
  await expect(control).toBeAttached();
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the control is hydrated',
    })
    .toBe(true);
  return control;
}

/**
 * Waits until the page has hydrated and gone idle: the app shell starts its vendors (and marks
 * `<html data-flags>`) once the browser is idle after hydration, by which time every request the
 * page sends on its own when it loads (the account, the bag's count) has
 * gone out. A check that something was *not* asked for is made after this, not after a pause.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-flags', /ready/, { timeout: 20_000 });
}

/** The page's scripts, not its stylesheets (a held stylesheet would hold back its first paint). */
const scripts = (url: URL) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js');

/**
 * Holds back the page's scripts until the returned `release` is called: a shopper on a slow phone
 * types and chooses in the server's HTML while the script is on its way. Scripts asked for after
 * the release go through at once (the route stays: taking it away while held requests are being let
 * through would race them).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
