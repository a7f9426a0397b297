import { expect, test, type Page } from './support/test';
import { E2E_QA_TOKEN } from './support/qa';
import { interactive } from './support/ready';

/**
 * The sandbox's state pages, drawn the same every time (fixtures, fixed dates), compared with
 * their committed screenshots on a phone and a desktop. Animations are off; nothing on these
 * pages changes by itself (fixed dates, a guest's header), so nothing needs masking.
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

const STATE_PAGES = [
  'order-confirmation-au',
  'order-confirmation-sg',
  'payment-failed-hk',
  'payment-blocked-nz',
  'payment-pending-au',
  'payment-pending-id',
  'payment-pending-my',
  'payment-pending-ph',
  'payment-pending-th',
  'loaders',
] as const;

/** Pages also looked at in Thai (th.localhost is the Thai storefront). */
const THAI_PAGES = ['payment-pending-th', 'loaders', 'notification'] as const;

// The pictures need a style of their own (below); the pages' CSP is tested elsewhere.
test.use({ timezoneId: 'UTC', locale: 'en-SG', bypassCSP: true });

async function signedIn(page: Page, host: string) {
  // The sign-in form itself is covered by sandbox.spec.ts; here the cookie it sets is set directly.
  await page
    .context()
    .addCookies([
      { name: 'qa-credential', value: E2E_QA_TOKEN, domain: host, path: '/', httpOnly: true, sameSite: 'Strict' },
    ]);
}

/**
 * The store's Latin face (and its currency signs) are `font-display: optional`: a face that
 * arrives after the first paint, as on a busy machine, leaves the page on the fallback for good.
 * The pictures are of the page with its faces, as a returning shopper (with them in the cache)
 * sees it, so here the browser waits for them before it draws the text (`block`).
 */
async function waitForFaces(page: Page) {
  await page.route(/\/_next\/static\/.+\.css(\?|$)/, async (route) => {
    // The same file on every host: asked of `localhost`, which the test's own process resolves.
    const url = new URL(route.request().url());
    url.hostname = 'localhost';
    const response = await route.fetch({ url: url.href });
    const css = (await response.text()).replace(/font-display:\s*optional/g, 'font-display:block');
    await route.fulfill({ response, body: css });
  });
}

async function stage(page: Page, url: string) {
  await page.goto(url);
  const body = page.getByTestId('sandbox-page');
  await expect(body).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // The shop's header sticks to the top and would cover a tall page as it is scrolled for the
  // picture; the order heading takes the focus on arrival, which draws a ring no shopper clicks to.
  await page.addStyleTag({ content: 'header:has(~ #main-content) { position: static !important; }' });
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return body;
}

const shot = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } as const;

/** A picture of the whole screen: the shop's footer is masked, it belongs to no sandbox state. */
function screenShot(page: Page) {
  return { ...shot, mask: [page.locator('footer')] };
}

for (const viewport of VIEWPORTS) {
  test.describe(`sandbox states on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    test.beforeEach(({ page }) => waitForFaces(page));

    test('order pages and loaders, in English', async ({ page }) => {
      await signedIn(page, 'localhost');
      for (const slug of STATE_PAGES) {
        const body = await stage(page, `http://localhost:${port}/sandbox/${slug}`);
        if (slug !== 'loaders') await expect(page.getByTestId('order-heading')).toBeVisible();
        await expect(body).toHaveScreenshot(`${slug}-en-${viewport.name}.png`, shot);
      }
    });

    test('notifications, in English', async ({ page }) => {
      await signedIn(page, 'localhost');
      await stage(page, `http://localhost:${port}/sandbox/notification`);
      await (await interactive(page.getByTestId('notify-kept'))).click();
      await expect(page.getByTestId('notifications').locator('li')).toHaveCount(4);
      // The notifications sit over the top of the page, so the picture is of the screen; the
      // footer that shows below this short page is not the state under test.
      await expect(page).toHaveScreenshot(`notification-en-${viewport.name}.png`, screenShot(page));
    });

    test('pages in Thai', async ({ page }) => {
      await signedIn(page, 'th.localhost');
      for (const slug of THAI_PAGES) {
        const body = await stage(page, `http://th.localhost:${port}/sandbox/${slug}`);
        if (slug === 'notification') {
          await (await interactive(page.getByTestId('notify-kept'))).click();
          await expect(page.getByTestId('notifications').locator('li')).toHaveCount(4);
          await expect(page).toHaveScreenshot(`${slug}-th-${viewport.name}.png`, screenShot(page));
        } else {
          await expect(body).toHaveScreenshot(`${slug}-th-${viewport.name}.png`, shot);
        }
      }
    });
  });
}
