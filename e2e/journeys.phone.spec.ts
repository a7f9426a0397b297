import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNamesLandmarksAndHeadings } from './support/a11y-extra';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createMember, MEMBER_PASSWORD } from './support/members';
import { addFirstInStock, inStockProducts } from './support/checkout';
import { interactive } from './support/ready';

const port = Number(process.env.E2E_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const hostOf = (country: string) =>
  country === 'sg' ? `http://localhost:${port}` : `http://${country}.localhost:${port}`;
const ACCEPT: Record<string, string> = { sg: 'en-SG', th: 'th-TH' };

interface Node {
  name: string;
  path: string;
  children: Node[];
}

/** A top category with a sub-category that has its own sub-categories, from the API. */
async function deepCategory(request: APIRequestContext, country: string) {
  const answer = await request.get(`http://127.0.0.1:${apiPort}/api/web/v1/categories`, {
    headers: { 'X-Site-Country': country, 'Accept-Language': ACCEPT[country] ?? 'en-SG' },
  });
  const { data } = (await answer.json()) as { data: Node[] };
  for (const top of data) {
    const mid = top.children.find((m) => m.children.length > 0);
    if (mid) return { top, mid, leaf: mid.children[mid.children.length - 1]! };
  }
  throw new Error(`no three-level category in ${country}`);
}

async function expectFitsThePhone(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Fully on the first screen, without scrolling. */
async function expectOnFirstScreen(page: Page, testId: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await page.getByTestId(testId).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
}

for (const { country, lang, menu, signIn } of [
  { country: 'sg', lang: 'en-SG', menu: 'Menu', signIn: 'Sign in' },
  { country: 'th', lang: 'th-TH', menu: 'เมนู', signIn: 'เข้าสู่ระบบ' },
]) {
  test.describe(`a browser in ${lang}`, () => {
    test.use({ locale: lang });
    test(`${lang}: a compact header whose menu reaches every category level`, async ({ page, request }) => {
      const { top, mid, leaf } = await deepCategory(request, country);
      await page.goto(`${hostOf(country)}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const header = page.getByRole('banner');
      // One row plus search: no more than a sixth of the screen.
      const box = await header.boundingBox();
      expect(box!.height).toBeLessThanOrEqual(140);
      await expect(header.getByRole('searchbox').or(header.getByRole('combobox')).first()).toBeVisible();
      await expectFitsThePhone(page);
      await expectNamesLandmarksAndHeadings(page);

      const button = header.getByRole('button', { name: menu });
      await (await interactive(button)).click();
      const drawer = page.getByRole('dialog', { name: menu });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: signIn })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await drawer.getByText(top.name, { exact: true }).click();
      await drawer.getByText(mid.name, { exact: true }).click();
      await drawer.getByRole('link', { name: leaf.name, exact: true }).click();
      await page.waitForURL((u) => u.pathname === `/categories/${leaf.path}`);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectFitsThePhone(page);
      await expectNamesLandmarksAndHeadings(page);
    });
  });
}

test('en-SG: product, bag and checkout on a phone, with the member’s account in the menu', async ({
  page,
  request,
}) => {
  await addFirstInStock(page, request, 'sg', 0, () => expectOnFirstScreen(page, 'add-to-bag'));
  await expectFitsThePhone(page);
  await expectNamesLandmarksAndHeadings(page);

  await page.goto(`${hostOf('sg')}/cart`);
  await expect(page.getByTestId('bag-line').first()).toBeVisible();
  await expectOnFirstScreen(page, 'checkout-link');
  await expect(page.getByTestId('checkout-link').locator('..')).toContainText(
    (await page.getByTestId('bag-total').textContent())!,
  );
  await expectFitsThePhone(page);

  const member = await createMember(request, { firstName: 'Wren' });
  await page.getByTestId('checkout-link').click();
  // A guest may check out as one, or sign in from the checkout and come back to it.
  await page.waitForURL((u) => u.pathname === '/checkout');
  await expectFitsThePhone(page);
  await (await interactive(page.getByTestId('guest-sign-in').getByRole('link'))).click();
  await page.waitForURL((u) => u.pathname === '/sign_in');
  const form = page.getByRole('main');
  await interactive(form.locator('input[type=password]'));
  await form.locator('input[type=email]').fill(member);
  await form.locator('input[type=password]').fill(MEMBER_PASSWORD);
  await form.locator('input[type=password]').press('Enter');
  await page.waitForURL((u) => u.pathname === '/checkout', { timeout: 20_000 });
  await expect(page.getByTestId('place-order')).toBeVisible();
  await expectFitsThePhone(page);
  // The card's brand is named beside the label, not drawn in the field: the whole number shows.
  const number = page.getByRole('textbox', { name: 'Card number', exact: true });
  await number.fill('3782 822463 10005');
  const brand = page.getByTestId('card-brand');
  await expect(brand).toHaveText('American Express');
  const [box, mark] = [(await number.boundingBox())!, (await brand.boundingBox())!];
  expect(mark.y + mark.height <= box.y || mark.y >= box.y + box.height).toBe(true);
  expect(await number.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth)).toBe(true);

  // Nothing between the shopper and paying: a slim header, no search or menus.
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Secure checkout')).toBeHidden();
  await expect(banner.getByRole('link', { name: 'Back to bag' })).toHaveAttribute('href', '/cart');
  await expect(banner.getByRole('combobox')).toHaveCount(0);
  await expect(banner.getByRole('button')).toHaveCount(0);
  // The total and Place order stay at the foot of the screen; a refused order sends the shopper to
  // the first field to mend, on screen.
  const bar = page.getByTestId('checkout-bar');
  await expect(bar).toBeInViewport();
  await expect(bar).toContainText((await page.getByTestId('bag-total').textContent())!);
  await page.locator('input[autocomplete=name]').fill('');
  await (await interactive(bar.getByRole('button', { name: 'Place order' }))).tap();
  const first = page.locator('input[autocomplete=name]');
  await expect(first).toBeFocused();
  await expect(first).toBeInViewport();
  const [mended, foot] = [(await first.boundingBox())!, (await bar.boundingBox())!];
  expect(mended.y + mended.height).toBeLessThanOrEqual(foot.y);

  await page.goto(`${hostOf('sg')}/`);
  await (await interactive(page.getByRole('banner').getByRole('button', { name: 'Menu' }))).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute('href', '/orders');
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/account');
  await expect(drawer.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test.describe('a browser in id-ID', () => {
  test.use({ locale: 'id-ID' });
  test('id-ID: home and a product page fit a phone, and every Rupiah amount is written one way', async ({
    page,
    request,
  }) => {
    const amounts = async (): Promise<string[]> =>
      (await page.getByRole('main').innerText()).match(/Rp\s?\d[\d.,]*\d/g) ?? [];
    await page.goto(`${hostOf('id')}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');
    await expectFitsThePhone(page);
    const seen = await amounts();
    // A product the page offers to buy: other journeys may have just ordered the last units of one.
    for (const slug of (await inStockProducts(request, 'id')).slice(0, 5)) {
      await page.goto(`${hostOf('id')}/products/${slug}`);
      if (await page.getByTestId('add-to-bag').isVisible()) break;
    }
    await expect(page.getByTestId('add-to-bag')).toBeVisible();
    await expectFitsThePhone(page);
    seen.push(...(await amounts()));
    expect(seen.length).toBeGreaterThan(1);
    // A listing's badges wrap beside the wish-list heart, never under it.
    await page.goto(`${hostOf('id')}/categories/makeup`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expectFitsThePhone(page);
    const { badges, overlaps } = await page.evaluate(() => {
      const meet = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      let badges = 0;
      let overlaps = 0;
      for (const card of document.querySelectorAll('[data-testid="product-card"]')) {
        const heart = card.querySelector('button')?.getBoundingClientRect();
        for (const badge of card.querySelectorAll('a span span')) {
          if (!heart || !badge.className.toString().includes('badge')) continue;
          badges += 1;
          if (meet(badge.getBoundingClientRect(), heart)) overlaps += 1;
        }
      }
      return { badges, overlaps };
    });
    expect(badges).toBeGreaterThan(0);
    expect(overlaps).toBe(0);
    // Indonesian grouping: "Rp 514.000", a space after the sign, a dot between thousands.
    for (const amount of seen) expect(amount).toMatch(/^Rp[\u00a0 ]\d{1,3}(\.\d{3})*$/);
  });
});

test('th-TH: a product page in Thai on a phone', async ({ page, request }) => {
  await addFirstInStock(page, request, 'th', 0, () => expectOnFirstScreen(page, 'add-to-bag'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  await expectFitsThePhone(page);
  await expectNoSeriousA11yViolations(page);
  await expectNamesLandmarksAndHeadings(page);
  // The gallery scrolls sideways; it takes focus so a keyboard can scroll it.
  const gallery = page.getByRole('list', { name: 'รูปสินค้า' });
  await gallery.focus();
  await expect(gallery).toBeFocused();
});

test('en-SG: filters on a phone — chips, the result count, and empty listings that lead somewhere', async ({
  page,
}) => {
  await page.goto(`${hostOf('sg')}/categories/makeup`);
  await (await interactive(page.getByRole('button', { name: 'Filters' }))).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('checkbox', { name: /On sale/ }).check();
  await page.waitForURL(/on_sale=1/);
  // The filters stay open, with focus where the shopper left it.
  await expect(dialog.getByRole('checkbox', { name: /On sale/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /On sale/ })).toBeFocused();
  // Each listing state is a page of its own; the router keeps the one before hidden for the back button.
  const count = (await page.getByTestId('product-count').filter({ visible: true }).textContent())!.match(
    /\d[\d,]*/,
  )![0];
  await expect(dialog.getByTestId('see-results')).toHaveText(new RegExp(`See ${count} results?`));
  await dialog.getByTestId('see-results').click();
  const chips = page.getByTestId('applied-filters').filter({ visible: true });
  await expect(chips.getByRole('link', { name: /On sale/ })).toBeVisible();
  await chips.getByRole('link', { name: /On sale/ }).click();
  await page.waitForURL((u) => !u.search.includes('on_sale'));
  await expect(page.getByTestId('applied-filters').filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Filters' })).toHaveCount(0);

  // A search that finds nothing offers bestsellers (and popular searches), not a dead end.
  await page.goto(`${hostOf('sg')}/search?q=zzqqxx`);
  await expect(page.getByTestId('no-results')).toBeVisible();
  await expect(page.getByTestId('empty-bestsellers').getByRole('link').first()).toBeVisible();
});
