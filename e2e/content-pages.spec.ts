import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { addFirstInStock, goToCheckout, hostOf, signInFirst } from './support/checkout';
import { createMember } from './support/members';
import { interactive } from './support/ready';

/** The page's last-changed line: a `<time>` with a machine-readable date. */
async function expectDated(page: Page) {
  await expect(page.locator('main header time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
}

test.describe('the store pages', () => {
  test('a shopper opens the terms from checkout and lands on the Legal Terms, open', async ({ page, request }) => {
    await signInFirst(page, 'sg', await createMember(request));
    await addFirstInStock(page, request, 'sg');
    await goToCheckout(page, 'sg');

    const terms = page.getByTestId('checkout-terms').getByRole('link', { name: 'terms' });
    await expect(page.getByTestId('checkout-terms').getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    // The terms open beside the checkout, so the shopper's details stay in the form.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), (await interactive(terms)).click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/terms');
    expect(new URL(tab.url()).searchParams.get('section')).toBe('Legal Terms');

    const legal = tab.locator('details#legal-terms');
    await expect(legal).toHaveAttribute('open', '');
    await expect(legal.getByRole('heading', { name: 'Legal Terms' })).toBeInViewport();
    await expect(legal.getByText('A contract is formed', { exact: false })).toBeVisible();
    // Only the section asked for is open.
    await expect(tab.locator('details[open]')).toHaveCount(1);
    await expectDated(tab);
    await tab.close();
  });

  test('the table of contents opens the section it names', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.locator('details[open]')).toHaveCount(1);
    await expect(page.locator('details#introduction')).toHaveAttribute('open', '');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await (await interactive(contents.getByRole('link', { name: 'Prices and payment' }))).click();
    await expect(page).toHaveURL(/section=prices-and-payment#prices-and-payment$/);
    await expect(page.locator('details#prices-and-payment')).toHaveAttribute('open', '');
    await expect(page.locator('details#prices-and-payment').getByRole('heading')).toBeInViewport();
    await expect(contents.getByRole('link', { name: 'Prices and payment' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  // Each store page is scanned for accessibility once, in a language of its own.
  const pages: Array<{
    host: string;
    query: string;
    lang: RegExp;
    about: string;
    privacy: RegExp;
    law: string;
    scan?: 'about' | 'privacy';
  }> = [
    {
      host: hostOf('sg'),
      query: '',
      lang: /^en/,
      about: 'About Halcyon Beauty',
      privacy: /Privacy policy/,
      law: 'Personal Data Protection Act 2012',
    },
    {
      host: hostOf('th'),
      query: '',
      lang: /^th/,
      about: 'เกี่ยวกับ Halcyon Beauty',
      privacy: /นโยบายความเป็นส่วนตัว/,
      law: 'พ.ศ. 2562',
      scan: 'about',
    },
    {
      host: hostOf('hk'),
      query: '?language=zh',
      lang: /^zh/,
      about: '關於 Halcyon Beauty',
      privacy: /私隱政策/,
      law: '第486章',
      scan: 'privacy',
    },
    {
      host: hostOf('hk'),
      query: '',
      lang: /^en/,
      about: 'About Halcyon Beauty',
      privacy: /Privacy policy/,
      law: 'Cap. 486',
    },
  ];

  for (const { host, query, lang, about, privacy, law, scan } of pages) {
    test(`about and privacy in ${host}${query || ' (default language)'}`, async ({ page }) => {
      await page.goto(`${host}/about${query}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(about);
      expect(await page.getByTestId('content-section').count()).toBeGreaterThanOrEqual(2);
      await expectDated(page);
      if (scan === 'about') await expectNoSeriousA11yViolations(page);

      await page.goto(`${host}/privacy${query}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacy);
      await expect(page.locator('main')).toContainText(law);
      // A long page starts with its contents, each entry leading to a section on the page.
      const contents = page.getByTestId('page-contents');
      const first = contents.getByRole('link').first();
      const anchor = (await first.getAttribute('href'))?.split('#')[1];
      expect(anchor).toBeTruthy();
      await expect(page.locator(`section#${anchor}`)).toBeVisible();
      await expectDated(page);
      if (scan === 'privacy') await expectNoSeriousA11yViolations(page);
    });
  }

  test('the footer leads to every store page', async ({ page }) => {
    await page.goto('/about');
    const footer = page.locator('footer');
    for (const path of ['/help', '/contact', '/about', '/beauty-pass-terms', '/terms', '/privacy']) {
      await expect(footer.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await expect(footer.locator('a[href^="/delivery-returns"]')).toHaveCount(2);
    await (await interactive(footer.getByRole('link', { name: 'Contact us' }))).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us');
    await expect(page.locator('main a[href="mailto:care@halcyonbeauty.sg"]').first()).toBeVisible();
  });
});
