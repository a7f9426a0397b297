import { expect, test, type Page } from './support/test';
import { createMember, MEMBER_PASSWORD } from './support/members';
import { expectNoSeriousA11yViolations } from './support/axe';
import { holdScripts, interactive, settled } from './support/ready';
import { apiPort, hostOf, inStockProducts } from './support/checkout';

const port = Number(process.env.E2E_PORT ?? 3100);
const thai = `http://th.localhost:${port}`;

/** Next keeps recently visited pages mounted but hidden, so count only what is on screen. */
function count(page: Page) {
  return page.getByTestId('product-count').filter({ visible: true });
}

async function openFirstProductWithShades(page: Page, shadesWord: RegExp) {
  const card = page.getByTestId('product-card').filter({ visible: true }).filter({ hasText: shadesWord }).first();
  const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
  expect(name, 'the product card names its product').not.toBe('');
  await card.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function pickSecondShade(page: Page, shadeLabel: string) {
  const group = page.getByRole('radiogroup', { name: shadeLabel });
  const shades = group.getByRole('radio');
  expect(await shades.count()).toBeGreaterThan(1);
  const second = shades.nth(1);
  const value = await second.getAttribute('value');
  await (await interactive(second)).check({ force: true });
  await expect(second).toBeChecked();
  const chosen = await page
    .locator(`input[type=radio][value="${value}"]`)
    .evaluate((el) => el.closest('label')?.getAttribute('title'));
  await expect(page.getByRole('group', { name: new RegExp(`${shadeLabel}.*${chosen}`) })).toBeVisible();
  // The address names the shade and the gallery shows it; a shared link opens on it.
  await expect(page).toHaveURL(new RegExp(`[?&]shade=${value}(&|#|$)`));
  const main = page.getByTestId('gallery-main-image').filter({ visible: true });
  await expect(main).toHaveAttribute('src', new RegExp(`/variants/${value}\\.svg`));
  await page.reload();
  await expect(page.locator(`input[type=radio][value="${value}"]`).filter({ visible: true })).toBeChecked();
  await expect(main).toHaveAttribute('src', new RegExp(`/variants/${value}\\.svg`));
}

/** Home names each of its sections once ("Top Brands" was a carousel's and the brand grid's title). */
async function expectSectionsNamedOnce(page: Page) {
  const titles = (await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).map((t) =>
    t.trim().toLocaleLowerCase(),
  );
  expect(titles.length).toBeGreaterThan(2);
  expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
}

test.describe('catalogue journeys', () => {
  test.describe('in a browser that prefers Thai', () => {
    test.use({ locale: 'th-TH' });
    test('TH shopper in Thai: home, search, filter a listing, open a product, pick a shade', async ({ page }) => {
      await page.goto(`${thai}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('เปล่งประกายทุกฤดู');
      await expect(page.getByRole('heading', { name: 'สินค้ามาใหม่' })).toBeVisible();
      await expectSectionsNamedOnce(page);
      // The Thai text is drawn with the storefront's Thai face, whatever fonts the device has.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts].some(
              (face) => face.family.replaceAll('"', '') === 'Noto Sans Thai' && face.status === 'loaded',
            ),
          ),
        )
        .toBe(true);

      // Search with suggestions, keyboard only.
      const search = page.getByRole('combobox', { name: 'ค้นหา' });
      await (await interactive(search)).fill('lip');
      await expect(page.getByRole('listbox', { name: 'คำแนะนำ' }).getByRole('option').first()).toBeVisible();
      await search.press('Escape');
      await search.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=lip$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ผลการค้นหา “lip”');
      await expect(count(page)).toContainText('รายการ');
      await expectNoSeriousA11yViolations(page);

      // A listing from the header's categories, narrowed to lips, then filtered by a brand.
      await page
        .getByRole('navigation', { name: 'ช้อปตามหมวดหมู่' })
        .getByRole('link', { name: 'เมคอัพ', exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('เมคอัพ');
      await page.mouse.move(5, 600);
      await page.getByRole('list', { name: 'ช้อปตามหมวดหมู่' }).getByRole('link', { name: 'ริมฝีปาก' }).click();
      await expect(page).toHaveURL(/\/categories\/makeup\/lips$/);
      const before = await count(page).textContent();
      const filters = page.getByRole('complementary', { name: 'ตัวกรอง' });
      await (await interactive(filters.getByRole('checkbox').first())).click();
      await expect(page).toHaveURL(/brands=/);
      await expect(filters.getByRole('checkbox').first()).toBeFocused();
      await expect(count(page)).not.toHaveText(before ?? '');
      const filtered = page.url();
      await expectNoSeriousA11yViolations(page);

      // Shareable and restorable: back drops the filter, forward brings it back.
      await page.goBack();
      await expect(page).toHaveURL(/\/categories\/makeup\/lips$/);
      await expect(count(page)).toHaveText(before ?? '');
      await page.goForward();
      await expect(page).toHaveURL(filtered);
      await expect(filters.getByRole('checkbox').first()).toBeChecked();

      await openFirstProductWithShades(page, /เฉดสี/);
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.flatMap((s) =>
            [JSON.parse(s.textContent ?? 'null')].flat().map((d: { '@type': string }) => d['@type']),
          ),
        );
      expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
      await pickSecondShade(page, 'เฉดสี');
    });
  });

  test('HK shopper in Chinese: home, search to a brand page, filter, open a product, pick a shade', async ({
    page,
  }) => {
    await page.goto('/?country_code=hk&language=zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('整季光采');
    await expectSectionsNamedOnce(page);

    const search = page.getByRole('combobox', { name: '搜尋' });
    await (await interactive(search)).fill('fenty');
    const brand = page
      .getByRole('listbox', { name: '建議' })
      .getByRole('option', { name: 'Fenty Beauty', exact: true });
    await expect(brand).toBeVisible();
    await search.press('ArrowDown');
    await expect(brand).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/brands\/fenty-beauty\?language=zh$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fenty Beauty');
    await expectNoSeriousA11yViolations(page);

    const filters = page.getByRole('complementary', { name: '篩選' });
    await (await interactive(filters.getByRole('radio', { name: /化妝|彩妝/ }).first())).click();
    await expect(page).toHaveURL(/category=makeup/);
    await expect(page).toHaveURL(/language=zh/);
    await openFirstProductWithShades(page, /色號/);
    await expect(page).toHaveURL(/language=zh/);
    await pickSecondShade(page, '色號');
  });

  test('a guest who saves to the wish list signs in and comes back to the listing', async ({ page }) => {
    await page.goto('/categories/skincare?country_code=sg&sort=newest');
    const heart = page.getByTestId('product-card').filter({ visible: true }).first().getByTestId('wishlist-toggle');
    await expect(heart).toHaveAccessibleName(/^Sign in to save /);
    await (await interactive(heart)).click();
    await expect(page).toHaveURL(/\/sign_in\?return_to=%2Fcategories%2Fskincare%3F/);
    await page.getByLabel('Email address').fill(await createMember(page.request));
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await (await interactive(page.getByRole('button', { name: 'Sign in' }))).click();
    await expect(page).toHaveURL(/\/categories\/skincare\?/);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('newest');

    const first = page.getByTestId('product-card').filter({ visible: true }).first();
    const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
    expect(name, 'the product card names its product').not.toBe('');
    const toggle = first.getByTestId('wishlist-toggle');
    // The heart the guest pressed is saved once they are back, signed in.
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveAccessibleName(`Remove ${name} from wish list`);
    await expect(page.getByText('Added to your wish list').first()).toBeAttached();

    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wish list');
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    // A member's product page comes with their saved state in its HTML (the member variant streams it).
    const saved = page.getByTestId('product-card').filter({ has: page.getByRole('heading', { level: 2, name }) });
    const href = (await saved.getByRole('link').first().getAttribute('href')) ?? '';
    const html = await (await page.request.get(href)).text();
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*data-testid="wishlist-toggle"/);
    await page.goto(href);
    await expect(page.getByRole('button', { name: `Remove ${name} from wish list` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a listing prefetches no page as it shows; the page a shopper reaches for is prefetched', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
    });
    await page.goto('/categories/makeup/lips');
    const crumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Makeup' });
    await interactive(crumb);
    await settled(page);
    // Breadcrumbs, sub-categories and the header are on screen: none of their pages was fetched.
    expect(prefetched).toEqual([]);

    await crumb.hover();
    await expect.poll(() => prefetched).toContain('/categories/makeup');
    expect(prefetched.every((path) => path === '/categories/makeup')).toBe(true);
    await crumb.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Makeup' })).toBeVisible();
    await expect(page).toHaveURL(/\/categories\/makeup$/);
  });

  test('unknown products, brands and landing pages show the 404 page', async ({ page }) => {
    for (const path of [
      '/products/no-such-thing',
      '/brands/no-such-brand',
      '/pages/no-such-page',
      '/categories/nope',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        "Sorry we couldn't find the page you are looking for",
      );
    }
  });

  test('robots.txt and sitemap.xml per country', async ({ page }) => {
    const robots = await page.goto(`${thai}/robots.txt`);
    expect(await robots?.text()).toContain('Sitemap: https://halcyonbeauty.co.th/sitemap.xml');
    const sitemap = await page.goto(`${thai}/sitemap.xml`);
    expect(sitemap?.headers()['content-type']).toContain('application/xml');
    const xml = (await sitemap?.text()) ?? '';
    expect(xml).toContain('<loc>https://halcyonbeauty.co.th/categories/makeup</loc>');
    expect(xml).toContain('hreflang="en-TH"');
  });

  test.describe('in a browser that prefers Thai', () => {
    test.use({ locale: 'th-TH' });
    test('recently viewed: the products a shopper opened follow them to the next product, newest first', async ({
      page,
      request,
    }) => {
      const [first, second, third] = await inStockProducts(request, 'th');
      await page.goto(`${thai}/products/${first}`);
      const firstName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await expect(page.getByTestId('recently-viewed')).toHaveCount(0);
      await settled(page);
      await page.goto(`${thai}/products/${second}`);
      const secondName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      await settled(page);
      await page.goto(`${thai}/products/${third}`);
      const thirdName = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
      const rail = page.getByTestId('recently-viewed');
      await expect(rail.getByRole('heading', { level: 2 })).toHaveText('สินค้าที่ดูล่าสุด');
      await expect(rail.getByRole('heading', { level: 3 })).toHaveText([secondName, firstName]);
      await expectNoSeriousA11yViolations(page);
      await settled(page);
      await rail.getByRole('link', { name: firstName }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
      await expect(page.getByTestId('recently-viewed').getByRole('heading', { level: 3 })).toHaveText([
        thirdName,
        secondName,
      ]);
    });
  });
});

test('a shade and a quantity chosen before the product page has its script are the ones added to the bag', async ({
  page,
  request,
}) => {
  const listed = await request.get(`http://127.0.0.1:${apiPort}/api/web/v1/products?per_page=48`, {
    headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
  });
  const products = (await listed.json()) as {
    data: Array<{ slug: string; variantKind?: string; variantCount?: number }>;
  };
  const inStock = new Set(await inStockProducts(request, 'sg'));
  const product = products.data.find(
    (p) => p.variantKind === 'shade' && (p.variantCount ?? 0) > 2 && inStock.has(p.slug),
  );
  expect(product, 'a product in stock with three shades or more').toBeDefined();

  // A slow phone: the shopper picks a shade and types a quantity while the page's script is on its way.
  const release = await holdScripts(page);
  await page.goto(`${hostOf('sg')}/products/${product!.slug}`, { waitUntil: 'commit' });
  const other = page.locator('label:not([data-unavailable]) input[name=variantId]:not(:checked)').first();
  const value = await other.getAttribute('value');
  const name = await other.evaluate((el) => el.closest('label')?.getAttribute('title') ?? '');
  // Named by its value: once checked, the locator above would find the next shade instead. The
  // swatch is pressed, as on a phone.
  const shade = page.locator(`input[name=variantId][value="${value}"]`);
  await page.locator('label').filter({ has: shade }).click();
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  release();
  const add = await interactive(page.getByTestId('add-to-bag'));

  // Still chosen once the script has taken over: the shade (named in the address, as a pick after
  // would be) and the quantity.
  await expect(shade).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`[?&]shade=${value}(&|#|$)`));
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await add.click();
  const status = add.locator('xpath=ancestor::form[1]/..').getByRole('status');
  await expect(status).toHaveAttribute('data-tone', 'ok');
  await page.goto(`${hostOf('sg')}/cart`);
  const line = page.getByTestId('bag-line').filter({ hasText: name });
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('line-quantity')).toHaveText('2');
});
