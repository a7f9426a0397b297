import { expect, test } from '@playwright/test';
import { expectNamesLandmarksAndHeadings } from './support/a11y-extra';
import { createMember, MEMBER_PASSWORD } from './support/members';
import { interactive } from './support/ready';

test.use({ viewport: { width: 1440, height: 900 } });

test('the desktop category menu works by keyboard alone (disclosure navigation)', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Shop by category' });
  await interactive(menu.getByRole('button').first());
  const first = menu.getByRole('link').first();
  await first.focus();
  await page.keyboard.press('Tab');
  const toggle = menu.getByRole('button').first();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // A closed panel is passed over: Tab goes on to the next top category, never to nothing.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link').nth(1)).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  // Every sub-category of the panel is reachable in order. They were asked for when focus entered
  // the menu; the page itself carries only the top categories.
  const links = panel.getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i += 1) {
    await page.keyboard.press('Tab');
    await expect(links.nth(i)).toBeFocused();
  }
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();
  await expectNamesLandmarksAndHeadings(page);
});

test('a signed-in member’s header never says “Sign in”, even while the account is loading', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { firstName: 'Rena' });
  await page.goto('/sign_in');
  const form = page.getByRole('main');
  await interactive(form.locator('input[type=password]'));
  await form.locator('input[type=email]').fill(member);
  await form.locator('input[type=password]').fill(MEMBER_PASSWORD);
  await form.locator('input[type=password]').press('Enter');
  await expect(form.locator('input[type=password]')).toBeHidden({ timeout: 20_000 });

  // Record every state the header shows, from the first parsed byte on.
  await page.addInitScript(() => {
    const w = window as unknown as { headerStates: string[] };
    w.headerStates = [];
    new MutationObserver(() => {
      const header = document.querySelector('header');
      if (header) w.headerStates.push(header.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  // A slow account answer: the moment the old header said "Sign in".
  await page.route('**/api/web/v1/account', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  for (const path of ['/', '/brands', '/cart']) {
    await page.goto(path);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hi, Rena' })).toBeVisible({ timeout: 15_000 });
    const states = await page.evaluate(() => (window as unknown as { headerStates: string[] }).headerStates);
    expect(states.length).toBeGreaterThan(0);
    expect(states.filter((text) => text.includes('Sign in'))).toEqual([]);
  }
});

test('the mini-bag is a dialog with the lines, subtotal and checkout; Escape gives focus back', async ({
  page,
  request,
}) => {
  const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
  const answer = await request.get(`http://127.0.0.1:${apiPort}/api/web/v1/products?per_page=24`, {
    headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
  });
  const { data } = (await answer.json()) as { data: Array<{ slug: string; stockState?: string }> };
  let added = false;
  for (const { slug } of data.filter((p) => !p.stockState || p.stockState === 'in_stock')) {
    await page.goto(`/products/${slug}`);
    const add = page.getByTestId('add-to-bag');
    await expect(add.or(page.getByTestId('waitlist-button'))).toBeVisible();
    if (!(await add.isVisible())) continue;
    await (await interactive(add)).click();
    const status = add.locator('xpath=ancestor::form[1]/..').getByRole('status');
    await expect(status).not.toBeEmpty();
    if ((await status.getAttribute('data-tone')) === 'ok') {
      added = true;
      break;
    }
  }
  expect(added).toBe(true);
  const trigger = page.getByTestId('bag-entry');
  await (await interactive(trigger)).click();
  const dialog = page.getByRole('dialog', { name: 'Your bag' });
  await expect(dialog.getByTestId('mini-bag-line').first()).toBeVisible();
  await expect(dialog.getByTestId('mini-bag-subtotal')).toHaveText(/^S\$/);
  await expect(dialog.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  // Focus moves within the dialog (the page behind is inert).
  const stops = await dialog.locator('a[href], button').count();
  for (let i = 0; i < stops - 1; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('the footer answers a shopper’s questions and signs them up to the newsletter, with consent', async ({ page }) => {
  await page.goto('http://th.localhost:' + (process.env.E2E_PORT ?? 3100) + '/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'บริการลูกค้า' })).toBeVisible();
  await expect(footer.getByTestId('payment-methods')).toContainText('PromptPay');
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com/);
  await expect(footer.getByRole('link', { name: 'ค้นหาสาขา' })).toHaveAttribute('href', '/store-locations');
  await expect(footer.getByRole('link', { name: 'ของรางวัล Beauty Pass' })).toHaveAttribute('href', '/rewards');
  await interactive(footer.getByTestId('newsletter-submit'));
  await footer.getByLabel('ที่อยู่รับจดหมายข่าว').fill('footer-shopper@example.com');
  await footer.getByTestId('newsletter-submit').click();
  await expect(footer.getByRole('alert')).toHaveText('กรุณาทำเครื่องหมายเพื่อยินยอมรับอีเมลจากเรา');
  await footer.getByRole('checkbox').check();
  await footer.getByTestId('newsletter-submit').click();
  await expect(footer.getByTestId('newsletter-done')).toBeVisible();
});
