import { expect, test } from './support/test';
import { expectNamesLandmarksAndHeadings } from './support/a11y-extra';
import { addFirstInStock, signInFirst } from './support/checkout';
import { createMember } from './support/members';
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
  await signInFirst(page, 'sg', await createMember(request, { firstName: 'Rena' }));

  // Record every state the header shows, from the first parsed byte on.
  await page.addInitScript(() => {
    const w = window as unknown as { headerStates: string[] };
    w.headerStates = [];
    new MutationObserver(() => {
      const header = document.querySelector('header');
      if (header) w.headerStates.push(header.textContent ?? '');
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  // The account's answer is held until the header has been seen without it: the moment the old
  // header said "Sign in". Each of these pages asks for the account in the browser.
  let asked = false;
  let answer: () => void = () => undefined;
  let answered = Promise.resolve();
  await page.route('**/api/web/v1/account', async (route) => {
    asked = true;
    await answered;
    await route.continue();
  });
  const greeting = page.getByRole('banner').getByRole('button', { name: 'Hi, Rena' });
  const headerStates = () => page.evaluate(() => (window as unknown as { headerStates: string[] }).headerStates);
  for (const path of ['/', '/brands', '/cart']) {
    asked = false;
    answered = new Promise<void>((resolve) => (answer = resolve));
    await page.goto(path);
    await expect.poll(() => asked, { message: `${path} asks for the account` }).toBe(true);
    const waiting = await headerStates();
    expect(waiting.length, `${path}: the header drawn while the account is on its way`).toBeGreaterThan(0);
    expect(
      waiting.filter((text) => text.includes('Sign in')),
      path,
    ).toEqual([]);
    answer();
    await expect(greeting).toBeVisible();
    const states = await headerStates();
    expect(
      states.filter((text) => text.includes('Sign in')),
      path,
    ).toEqual([]);
  }
});

test('the mini-bag is a dialog with the lines, subtotal and checkout; Escape gives focus back', async ({
  page,
  request,
}) => {
  await addFirstInStock(page, request, 'sg');
  const trigger = page.getByTestId('bag-entry');
  await (await interactive(trigger)).click();
  const dialog = page.getByRole('dialog', { name: 'Your bag' });
  await expect(dialog.getByTestId('mini-bag-line').first()).toBeVisible();
  await expect(dialog.getByTestId('mini-bag-subtotal')).toHaveText(/^S\$/);
  await expect(dialog.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  // Focus moves within the dialog: the page behind is inert, so past the dialog's last stop focus
  // goes to the browser's own controls (the document's body holds it meanwhile), then back in.
  const stops = await dialog.locator('a[href], button').count();
  expect(stops).toBeGreaterThan(2);
  const visited: string[] = [];
  for (let i = 0; i < stops + 2; i += 1) {
    await page.keyboard.press('Tab');
    visited.push(
      await dialog.evaluate((el) =>
        el.contains(document.activeElement)
          ? 'dialog'
          : document.activeElement === document.body
            ? 'browser'
            : `page: ${document.activeElement?.outerHTML.slice(0, 80)}`,
      ),
    );
  }
  expect(visited.filter((where) => where.startsWith('page'))).toEqual([]);
  expect(visited.filter((where) => where === 'dialog').length).toBeGreaterThanOrEqual(stops);
  expect(visited.at(-1)).toBe('dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe('a Thai shopper’s browser', () => {
  test.use({ locale: 'th-TH' });
  test('the footer answers a shopper’s questions and signs them up to the newsletter, with consent', async ({
    page,
  }) => {
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
});
