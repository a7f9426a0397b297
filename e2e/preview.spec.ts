import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_PREVIEW_SECRET } from './support/qa';
import { expect, test, type Page } from './support/test';

const port = process.env.E2E_PORT ?? 3100;
const thai = `http://th.localhost:${port}`;

/** Enters preview as the front door's form does (the secret in a posted body), then opens `redirect`. */
async function enterPreview(page: Page, redirect: string) {
  const answer = await page.request.post('/api/preview', {
    form: { secret: E2E_PREVIEW_SECRET, redirect },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  await page.goto(answer.headers()['location'] ?? '/');
}

test.describe('content preview', () => {
  // Editors and shoppers of the Thai store, whose browsers prefer Thai.
  test.use({ locale: 'th-TH' });
  test('an editor previews the Thai draft homepage, switches to black tier, and shoppers still see the published page', async ({
    page,
    newContext,
  }) => {
    // The front door: the secret goes in a posted form, never in an address.
    await page.goto('/preview');
    await page.getByLabel('Preview secret').fill(E2E_PREVIEW_SECRET);
    await page.getByRole('button', { name: 'Open preview' }).click();
    await expect(page).toHaveURL(/\/preview\/homepage$/);
    expect(page.url()).not.toContain('secret');
    await expect(page.getByRole('status').filter({ hasText: 'Preview mode' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Coming soon: the mega sale' })).toBeVisible();
    await expect(page.getByTestId('preview-entry-status')).toContainText('Draft');

    const toolbar = page.getByRole('complementary', { name: 'Preview options' });
    await toolbar.getByLabel('Store and language').selectOption({ label: 'ประเทศไทย · ไทย' });
    await toolbar.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'เร็ว ๆ นี้: เมกะเซลล์' })).toBeVisible();
    await expect(page.getByTestId('preview-showing')).toContainText('every shopper');
    await expectNoSeriousA11yViolations(page);

    await toolbar.getByRole('checkbox', { name: 'Beauty Pass Black' }).check();
    await toolbar.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^สมาชิก Black/ })).toBeVisible();
    await expect(page.getByTestId('preview-entry-status')).toContainText('beauty-pass-black');
    await expect(page.getByTestId('preview-showing')).toContainText('Beauty Pass Black');

    // The options hold while the editor moves on: the landing page draft in Thai.
    await page.goto('/preview/pages/mega-sale');
    await expect(page.getByRole('heading', { level: 1, name: 'เร็ว ๆ นี้: เมกะเซลล์' })).toBeVisible();

    // A shopper of the Thai store, and the editor's own browser on the public page, see what is published.
    const shopper = await newContext({ locale: 'th-TH' });
    const shopperPage = await shopper.newPage();
    await shopperPage.goto(`${thai}/`);
    await expect(shopperPage.getByRole('heading', { level: 1, name: 'เปล่งประกายทุกฤดู' })).toBeVisible();
    await expect(shopperPage.getByText('เร็ว ๆ นี้: เมกะเซลล์')).toHaveCount(0);
    await shopper.close();
    await page.goto(`${thai}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'เปล่งประกายทุกฤดู' })).toBeVisible();
    await expect(page.getByText(/สมาชิก Black/)).toHaveCount(0);
  });

  test('compares one page for two segments side by side', async ({ page }) => {
    await enterPreview(page, '/preview/compare');
    await expect(page.getByRole('heading', { level: 1, name: 'Compare segments' })).toBeVisible();
    await page.getByLabel('Left').selectOption({ label: 'Everyone' });
    await page.getByLabel('Right').selectOption({ label: 'Beauty Pass Gold' });
    await page.getByRole('button', { name: 'Compare' }).click();
    const left = page.frameLocator('[data-testid=preview-frame-left]');
    const right = page.frameLocator('[data-testid=preview-frame-right]');
    await expect(left.getByRole('heading', { level: 1, name: 'Coming soon: the mega sale' })).toBeVisible();
    await expect(
      right.getByRole('heading', { level: 1, name: 'Gold members: early access to the sale' }),
    ).toBeVisible();
    // Inside the frames the page shows alone, without the toolbar.
    await expect(left.getByRole('complementary', { name: 'Preview options' })).toHaveCount(0);
  });

  test('shows the layout, an overlay and a store page’s draft as the store would', async ({ page }) => {
    await enterPreview(page, '/preview/layout');
    await expect(page.getByTestId('preview-announcement')).toHaveText('Coming soon: the mega sale');
    await expect(page.getByText('/happening/services/booxi')).toBeVisible();
    await page.goto('/preview/overlay/welcome-offer');
    await expect(page.getByTestId('preview-overlay')).toContainText('WELCOME10');
    // A store page's draft, while the published terms stay what shoppers read.
    await page.goto('/preview/cms-pages/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions (draft)' })).toBeVisible();
    await expect(page.getByTestId('preview-entry-status')).toContainText('Draft');
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('(draft)');
  });

  test('shows the Happening banners with an editor’s draft, which shoppers do not see yet', async ({ page }) => {
    await enterPreview(page, '/preview');
    await page.getByRole('link', { name: 'Happening banners' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Happening banners' })).toBeVisible();
    const toolbar = page.getByRole('complementary', { name: 'Preview options' });
    await toolbar.getByLabel('Store and language').selectOption({ label: 'ประเทศไทย · ไทย' });
    await toolbar.getByRole('button', { name: 'Apply' }).click();
    const draft = page.getByTestId('happening-banner').filter({ hasText: 'เร็ว ๆ นี้: เวิร์กช็อปของขวัญวันหยุด' });
    await expect(draft).toContainText('Draft');
    await expect(page.getByTestId('happening-banner').filter({ hasText: 'Published' })).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`${thai}/happening`);
    await expect(page.getByTestId('happening-banner')).toHaveCount(3);
    await expect(page.getByText('เร็ว ๆ นี้: เวิร์กช็อปของขวัญวันหยุด')).toHaveCount(0);
  });

  test('needs the secret in a post: a wrong one is refused, one in an address opens nothing, preview pages are 404 without draft mode, answers are never cached, and leaving ends the session', async ({
    page,
    request,
    newContext,
  }) => {
    expect((await request.get('/preview/homepage', { maxRedirects: 0 })).status()).toBe(404);
    for (const secret of ['wrong-wrong', E2E_PREVIEW_SECRET]) {
      const answer = await request.get(`/api/preview?secret=${encodeURIComponent(secret)}&redirect=/preview/homepage`, {
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(405);
      expect(answer.headers()['set-cookie']).toBeUndefined();
    }

    await page.goto('/preview');
    await page.getByLabel('Preview secret').fill('not-the-secret');
    await page.getByRole('button', { name: 'Open preview' }).click();
    await expect(page.getByText('That secret is not right. Check it and try again.')).toBeVisible();
    expect(page.url()).not.toContain('not-the-secret');

    await page.getByLabel('Preview secret').fill(E2E_PREVIEW_SECRET);
    await page.getByRole('button', { name: 'Open preview' }).click();
    await expect(page).toHaveURL(/\/preview\/homepage$/);
    const answer = await page.request.get('/preview/homepage');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toContain('no-store');
    expect(answer.headers()['x-robots-tag']).toContain('noindex');

    // An off-site redirect target is not followed.
    await enterPreview(page, '//evil.example/preview');
    await expect(page).toHaveURL(/\/preview\/homepage$/);

    // Leaving ends the editor's session on the server: its cookie, kept by someone, opens nothing.
    const kept = await page.context().cookies();
    await page.getByRole('button', { name: 'Leave preview' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/preview/homepage', { maxRedirects: 0 })).status()).toBe(404);
    const replay = await newContext();
    await replay.addCookies(kept);
    expect((await replay.request.get('/preview/homepage', { maxRedirects: 0 })).status()).toBe(404);
  });
});
