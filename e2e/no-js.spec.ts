import { expect, test } from './support/test';
import { createMember, MEMBER_PASSWORD } from './support/members';
import { buyAndPay, freshProduct, guestOrder, productWithManyReviews } from './support/orders';
import { E2E_API_ORIGIN, E2E_OUTAGE_PORT } from './support/qa';
import { cartResponseSchema, siteIndexResponseSchema, type GiftWithPurchase } from '../contract';
import { DEVICE_ID_COOKIE } from '../lib/api/client/session';
import thBag from '../locales/th/bag.json';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Pages are useful before (and without) their JavaScript: what a shopper and a crawler get is the
 * server's HTML. Run by the `no-javascript` project (javaScriptEnabled: false).
 */
test.describe('without JavaScript', () => {
  test('the home page shows its content and links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('main a[href]').first()).toBeVisible();
  });

  test('a listing shows its products', async ({ page }) => {
    await page.goto('/categories/makeup');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  for (const { host, locale, menu, filters, apply } of [
    { host: `http://localhost:${port}`, locale: 'en-SG', menu: 'Menu', filters: 'Filters', apply: 'Apply filters' },
    { host: `http://th.localhost:${port}`, locale: 'th-TH', menu: 'เมนู', filters: 'ตัวกรอง', apply: 'ใช้ตัวกรอง' },
  ]) {
    test.describe(`a browser in ${locale}`, () => {
      test.use({ locale });
      test(`on a phone the menu and Filters lead to their content, and the filters apply (${menu})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto(`${host}/`);
        await page.getByRole('banner').getByRole('link', { name: menu }).click();
        await expect(page.locator('#footer-shop')).toBeInViewport();
        await expect(page.locator('nav[aria-labelledby="footer-shop"]').getByRole('link').first()).toBeInViewport();

        await page.goto(`${host}/categories/makeup`);
        const total = await page.getByTestId('product-card').count();
        await page.getByRole('link', { name: filters, exact: true }).click();
        const panel = page.getByRole('complementary', { name: filters });
        await expect(panel).toBeInViewport();
        // Two brands ticked and the form sent: the listing is theirs alone, with a chip for each.
        const brands = panel.locator('input[name="brands"]:not([disabled])');
        const names: string[] = [];
        for (const box of [brands.nth(0), brands.nth(1)]) {
          names.push((await box.locator('xpath=..').locator('span').first().textContent())!.trim());
          await box.check();
        }
        await panel.getByRole('button', { name: apply }).click();
        await expect(page).toHaveURL(/[?&]brands=/);
        const chips = page.getByTestId('applied-filters');
        for (const name of names) await expect(chips).toContainText(name);
        const cards = page.getByTestId('product-card');
        await expect(cards.first()).toBeVisible();
        expect(await cards.count()).toBeLessThan(total);
        await expect(page.getByRole('link', { name: new RegExp(`^${filters} \\(2\\)$`) })).toBeVisible();
      });
    });
  }

  test('the hero link "Shop now" lists products, newest first', async ({ page }) => {
    await page.goto('/search?sort=newest');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New arrivals');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('a listing with filters is served from the cache, whatever the spelling of its query', async ({ request }) => {
    const spellings = [
      '/categories/makeup/lips?sort=price_asc&on_sale=1&utm_source=newsletter',
      '/categories/makeup/lips?on_sale=true&gclid=abc&sort=price_asc&page=1',
    ];
    const first = await request.get(spellings[0]!);
    expect(first.status()).toBe(200);
    const body = await first.text();
    expect(body).toContain('On sale');
    for (const path of spellings) {
      const again = await request.get(path);
      expect(again.headers()['x-nextjs-cache'], path).toBe('HIT');
      expect(await again.text(), path).toContain('data-testid="product-count"');
    }
    // Another listing state is another page; a search term too, in any script.
    const search = '/search?q=%E0%B8%A5%E0%B8%B4%E0%B8%9B&language=th&sort=newest';
    await request.get(search);
    const cached = await request.get(search);
    expect(cached.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await cached.text()).toContain('ลิป');
  });

  test('the Happening list, narrowed or whole, and an activity page are served from the cache', async ({
    page,
    request,
  }) => {
    // Activities are kept for minutes: a page older than that is still served from the cache (STALE)
    // while it renders again behind the scenes; only a MISS was rendered for the request.
    const FROM_CACHE = /^(HIT|STALE)$/;
    // Narrowed by a kind, whatever the spelling of its query.
    const spellings = [
      '/happening/services?kind=class&utm_source=newsletter',
      '/happening/services?fbclid=x&kind=class&kind=event',
    ];
    await request.get(spellings[0]!);
    for (const path of spellings) {
      const again = await request.get(path);
      expect(again.status(), path).toBe(200);
      expect(again.headers()['x-nextjs-cache'], path).toMatch(FROM_CACHE);
    }
    await page.goto(spellings[0]!);
    // Links to activities, not the sidebar's groups (`/happening/services?group=…`).
    const toActivities = page.locator(
      'main a[href^="/happening/services/"], main a[href^="/happening/classes/"], main a[href^="/happening/events/"]',
    );
    await expect(toActivities.first()).toBeVisible();
    const hrefs = await toActivities.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(0);
    // Only classes: each card leads to a class page.
    for (const href of hrefs) expect(href).toMatch(/^\/happening\/classes\/\d+/);

    const activity = hrefs[0]!;
    await request.get(activity);
    const cached = await request.get(activity);
    expect(cached.status()).toBe(200);
    expect(cached.headers()['x-nextjs-cache']).toMatch(FROM_CACHE);

    await request.get('/happening/services');
    expect((await request.get('/happening/services')).headers()['x-nextjs-cache']).toMatch(FROM_CACHE);
  });

  test('the rewards boutique lists its rewards in their groups', async ({ page }) => {
    await page.goto('/rewards');
    await expect(page.getByRole('region', { name: 'Up to 499 points' })).toBeVisible();
    await expect(page.getByTestId('boutique-reward').first()).toBeVisible();
  });

  test('a product page shows its name, price and shades', async ({ page }) => {
    await page.goto('/categories/makeup');
    const href = await page
      .getByTestId('product-card')
      .first()
      .locator('a[href*="/products/"]')
      .first()
      .getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('variant-price')).toBeVisible();
  });

  test('a product goes into the bag by a plain form post, the bag lists it from the server, and a promo code goes on and off by form posts', async ({
    page,
  }) => {
    await page.goto('/categories/makeup/lips');
    const card = page
      .getByTestId('product-card')
      .filter({ hasText: /shades/ })
      .first();
    await page.goto((await card.locator('a[href*="/products/"]').first().getAttribute('href'))!);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    // Another shade than the one shown first, and two of it.
    const choice = page.locator('[role="radiogroup"] label:not([data-unavailable])').nth(1);
    await choice.click();
    await expect(choice.getByRole('radio')).toBeChecked();
    const shade = (await choice.getAttribute('title')) ?? '';
    expect(shade, 'the shade is named').not.toBe('');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
    await page.getByTestId('add-to-bag').click();
    await page.waitForURL((url) => url.pathname === '/cart');
    // The bag draws its lines on the server: they are there without the page's script.
    const line = page.getByTestId('bag-line').filter({ hasText: name });
    await expect(line).toBeVisible();
    await expect(line).toContainText(shade);
    await expect(line.getByTestId('line-quantity')).toHaveText('2');
    // So does what it shows beside them: the page has its final height before the script runs.
    await expect(page.getByRole('tab', { name: 'Samples', selected: true })).toBeVisible();
    await expect(page.getByTestId('sample-tile').first()).toBeVisible();
    await expect(page.getByText('Available offers')).toBeVisible();

    // Promo codes post too: a refused one says why and keeps what was typed; a good one applies.
    const promo = page.getByLabel('Promo code');
    await promo.fill('welcome10');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-error')).toContainText('Sorry, the promotion is invalid.');
    await expect(page.getByTestId('promo-error')).toContainText('case sensitive');
    await expect(promo).toHaveValue('welcome10');
    await promo.fill('WELCOME10');
    await page.getByTestId('promo-apply').click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await expect(page.getByTestId('promo-applied')).toContainText('WELCOME10');
    await page.getByRole('button', { name: 'Remove promo code WELCOME10' }).click();
    await expect(page.getByTestId('promo-applied')).toHaveCount(0);
    await expect(page.getByLabel('Promo code')).toBeVisible();
  });

  test("a gift with purchase's gifts are chosen by plain form posts: one too many is refused in Thai, the choice kept", async ({
    page,
    context,
  }) => {
    const thai = `http://th.localhost:${port}`;
    const deviceId = crypto.randomUUID();
    await context.addCookies([{ name: DEVICE_ID_COOKIE, value: deviceId, url: thai }]);
    const headers = { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH', 'X-Device-Id': deviceId };
    // The guest's bag, past the spend gift's minimum: one of Thailand's dearest products in stock.
    const api = `${E2E_API_ORIGIN}/api/web/v1`;
    const listing = await page.request.get(`${api}/products?per_page=12&sort=price_desc`, { headers });
    const slugs = ((await listing.json()) as { data: Array<{ slug: string }> }).data.map(({ slug }) => slug);
    let gift: GiftWithPurchase | undefined;
    for (const slug of slugs) {
      const product = (await (await page.request.get(`${api}/products/${slug}`, { headers })).json()) as {
        data: { variants: Array<{ id: number; stockState: string }> };
      };
      const variant = product.data.variants.find(({ stockState }) => stockState === 'in_stock');
      if (!variant) continue;
      const added = await page.request.post(`${api}/cart/line-items`, {
        headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
        data: { variantId: variant.id, quantity: 1 },
      });
      if (!added.ok()) continue;
      const bag = cartResponseSchema.parse(await added.json()).data;
      gift = bag.giftsWithPurchase.find((offer) => offer.qualified && offer.promoCode === null);
      if (gift) break;
    }
    expect(gift, 'a spend gift the bag reaches').toBeDefined();
    const allowed = gift!.maxSelectable;
    const available = gift!.items.filter((item) => item.available).length;
    expect(available).toBeGreaterThan(allowed);

    await page.goto(`${thai}/cart`);
    const card = page.getByTestId('gwp').filter({ hasText: gift!.title });
    await card.getByRole('link', { name: thBag.gift.open }).click();
    await page.waitForURL((url) => url.searchParams.get('gift') === String(gift!.id));
    // Nothing counts the boxes without the script: every one that can be ticked is.
    const boxes = page.getByTestId('gwp').filter({ hasText: gift!.title }).getByRole('checkbox');
    for (const box of await boxes.all()) if (await box.isEnabled()) await box.check();
    await card.getByRole('button', { name: thBag.gift.save }).click();
    await page.waitForURL((url) => url.searchParams.has('gift_error'));
    await expect(card.getByRole('alert')).toHaveText(thBag.errors.gift_max_selectable);
    // The choice as the bag holds it, to change and post again.
    await expect(boxes.and(page.locator(':checked'))).toHaveCount(0);
    let ticked = 0;
    for (const box of await boxes.all()) {
      if (ticked === allowed || !(await box.isEnabled())) continue;
      await box.check();
      ticked += 1;
    }
    await expect(boxes.and(page.locator(':checked'))).toHaveCount(allowed);
    await card.getByRole('button', { name: thBag.gift.save }).click();
    await page.waitForURL((url) => url.pathname === '/cart' && !url.searchParams.has('gift'));
    await expect(card).toContainText(
      thBag.gift.selectedCount.replace('{{selected}}', String(allowed)).replace('{{max}}', String(allowed)),
    );
    await expect(card.getByRole('alert')).toHaveCount(0);
  });

  test('a link to the Legal Terms opens that section of the terms', async ({ page }) => {
    await page.goto('/terms?section=Legal+Terms');
    const legal = page.locator('details#legal-terms');
    await expect(legal).toHaveAttribute('open', '');
    await expect(legal.getByRole('heading', { name: 'Legal Terms' })).toBeVisible();
    await expect(legal.getByText('A contract is formed', { exact: false })).toBeVisible();
    await expect(page.locator('details[open]')).toHaveCount(1);

    // With its anchor, as the checkout writes it, the browser also scrolls there by itself.
    await page.goto('/terms?section=Legal+Terms#legal-terms');
    await expect(page.locator('details#legal-terms').getByRole('heading', { name: 'Legal Terms' })).toBeInViewport();

    await page.goto('/terms');
    await expect(page.locator('details#legal-terms')).not.toHaveAttribute('open', '');
    await expect(page.locator('details#introduction')).toHaveAttribute('open', '');
  });

  test('an unknown path answers 404 with the translated 404 screen in the HTML', async ({ page }) => {
    const response = await page.goto('/no-such-page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Sorry we couldn't find the page you are looking for",
    );
    await expect(page.getByRole('link', { name: /home/i }).last()).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \|/);
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);

    // A first visit from Thailand: no store chosen yet, so the query names it.
    await page.context().clearCookies();
    const thai = await page.goto('/also/not/here?country_code=th');
    expect(thai?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ขออภัย เราไม่พบหน้าที่คุณกำลังค้นหา');
    await expect(page.locator('html')).toHaveAttribute('lang', /^th/);

    // The same for every kind of path that names nothing, and for an internal segment.
    await page.context().clearCookies();
    for (const path of ['/products', '/categories', '/products/x/reviews', '/sg/en/cart', '/page-not-found']) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
        "Sorry we couldn't find the page you are looking for",
      );
    }
  });

  test('an unknown product, brand, category, landing page, store or activity answers 404 with the translated screen; a known one answers 200', async ({
    page,
    request,
  }) => {
    for (const [country, lang, heading] of [
      ['sg', 'en', "Sorry we couldn't find the page you are looking for"],
      ['th', 'th', 'ขออภัย เราไม่พบหน้าที่คุณกำลังค้นหา'],
    ] as const) {
      const answer = await request.get(`${E2E_API_ORIGIN}/api/web/v1/site-index`, {
        headers: { 'X-Site-Country': country, 'Accept-Language': `${lang}-${country.toUpperCase()}` },
      });
      const { data } = siteIndexResponseSchema.parse(await answer.json());
      const first = (items: readonly string[] | undefined, what: string): string => {
        const item = items?.[0];
        if (!item) throw new Error(`the ${country} index lists no ${what}`);
        return item;
      };
      const page1 = first(data.landingPages[lang], 'landing page');
      const known = [
        `/products/${first(data.products, 'product')}`,
        `/brands/${first(data.brands, 'brand')}`,
        `/categories/${first(
          data.categories.filter((path) => path.includes('/')),
          'category path',
        )}`,
        `/pages/${page1}`,
        `/store-locations/${first(data.stores, 'store')}`,
        `/happening/services/${first(data.activities.service, 'service')}`,
        `/happening/classes/${first(data.activities.class, 'class')}`,
        `/happening/events/${first(data.activities.event, 'event')}`,
      ];
      const unknown = [
        '/products/no-such-product-e2e',
        '/brands/no-such-brand-e2e',
        '/categories/makeup/no-such-category-e2e',
        `/brands/${first(data.brands, 'brand')}/no-such-category-e2e`,
        '/pages/no-such-landing-page-e2e',
        `/pages/${page1}/no-such-category-e2e`,
        '/store-locations/no-such-store-e2e',
        '/happening/services/999999999',
        '/happening/classes/no-such-class-e2e',
        '/happening/events/999999998',
      ];
      const query = country === 'sg' ? '' : `?country_code=${country}`;
      for (const path of unknown) {
        await page.context().clearCookies();
        // The storefront reads its index when it starts; the first answer may come before it has.
        await expect
          .poll(async () => (await page.goto(`${path}${query}`))?.status(), { message: path, timeout: 30_000 })
          .toBe(404);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
        await expect(page.locator('html'), path).toHaveAttribute('lang', new RegExp(`^${lang}`));
      }
      for (const path of known) {
        await page.context().clearCookies();
        const response = await page.goto(`${path}${query}`);
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).first(), path).not.toHaveText(heading);
      }
    }
  });

  test("an order or a booking that is not the member's answers 404 with the translated screen; their own order answers 200", async ({
    page,
    request,
  }) => {
    const owner = await createMember(request);
    const other = await createMember(request);
    const orderId = await buyAndPay(request, owner, (await freshProduct(request)).variantId);
    const signInAs = async (email: string, store = '') => {
      await page.context().clearCookies();
      await page.goto(`${store}/sign_in`);
      await page.locator('input[type=email]').fill(email);
      await page.locator('input[type=password]').fill(MEMBER_PASSWORD);
      await page.locator('input[type=password]').press('Enter');
      await page.waitForURL((url) => url.pathname !== '/sign_in');
    };

    await signInAs(other);
    for (const path of [`/orders/${orderId}`, `/orders/${orderId}/confirmation`, '/orders/999999999']) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Order not found');
      await expect(page.getByRole('link', { name: 'All orders' }), path).toHaveAttribute('href', '/orders');
      await expect(page, path).toHaveTitle(/^Order not found \|/);
    }
    // In Thai, on the Thai store.
    const thaiStore = `http://th.localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
    await signInAs(other, thaiStore);
    const thai = await page.goto(`${thaiStore}/orders/${orderId}`);
    expect(thai?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ไม่พบคำสั่งซื้อ');
    await expect(page.locator('html')).toHaveAttribute('lang', /^th/);
    await signInAs(other);

    // Bookings: a number the API does not show this member, for each kind and for rescheduling.
    for (const path of [
      '/happening/services/cancel/HBNOTREAL1',
      '/happening/services/reschedule/HBNOTREAL1',
      '/happening/classes/cancel/HBNOTREAL2',
      '/happening/events/cancel/HBNOTREAL3',
    ]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
        "Sorry we couldn't find the page you are looking for",
      );
    }

    // The member whose order it is gets it, in the server's HTML.
    await signInAs(owner);
    for (const path of [`/orders/${orderId}`, `/orders/${orderId}/confirmation`]) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).not.toHaveText('Order not found');
      await expect(page.getByTestId('order-number'), path).not.toBeEmpty();
    }
  });

  test('a guest finds an order again by its number and e-mail address with a plain form post', async ({
    page,
    request,
  }) => {
    const email = `nojs-guest-${Date.now()}@example.test`;
    const order = await guestOrder(request, email, (await freshProduct(request)).variantId);
    await page.goto('/order-status');
    const form = page.getByTestId('order-lookup');
    await form.getByLabel('Order number').fill(order.number);
    await form.getByLabel('E-mail address').fill(`other-${email}`);
    await form.getByRole('button', { name: 'Find my order' }).click();
    // Refused, the page says why and keeps what was typed.
    await expect(page.getByRole('alert')).toContainText(
      'We could not find an order with this number and e-mail address',
    );
    await expect(form.getByLabel('Order number')).toHaveValue(order.number);
    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Find my order' }).click();
    await page.waitForURL(`/orders/${order.id}/confirmation`);
    await expect(page.getByTestId('order-number').first()).toHaveText(order.number);
  });

  test('while the API is down, every page answers 503 with the translated error screen in the HTML, for no cache to keep', async ({
    page,
  }) => {
    const outage = `http://localhost:${E2E_OUTAGE_PORT}`;
    // The storefront learns of the outage from its own probes, a few seconds after it starts.
    await expect
      .poll(async () => (await page.goto(`${outage}/categories/makeup/lips`))?.status(), { timeout: 30_000 })
      .toBe(503);
    for (const [path, lang, title] of [
      ['/', 'en', 'Something went wrong'],
      ['/categories/makeup/lips', 'en', 'Something went wrong'],
      ['/products/any-product', 'en', 'Something went wrong'],
      ['/search?q=lip', 'en', 'Something went wrong'],
      ['/cart', 'en', 'Something went wrong'],
      ['/brands?country_code=th', 'th', 'เกิดข้อผิดพลาด'],
      ['/?country_code=hk&language=zh', 'zh', '發生錯誤'],
    ] as const) {
      await page.context().clearCookies();
      const response = await page.goto(`${outage}${path}`);
      expect(response?.status(), path).toBe(503);
      expect(response?.headers()['retry-after'], path).toBe('30');
      expect(response?.headers()['cache-control'], path).toMatch(/no-store/);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title);
      await expect(page.locator('html'), path).toHaveAttribute('lang', new RegExp(`^${lang}`));
      await expect(page).toHaveTitle(new RegExp(`^${title}`));
      // "Try again" asks for the same address again.
      await expect(page.getByRole('link', { name: /try again|ลองอีกครั้ง|再試一次/i }), path).toHaveAttribute('href', '');
    }
    // A path that names nothing is still a 404.
    expect((await page.goto(`${outage}/no-such-page`))?.status()).toBe(404);
    // The node itself is healthy: a balancer keeps it, and it says what its probes found.
    const health = await page.request.get(`${outage}/api/health`);
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', api: 'down', cache: 'process' });
  });

  test("a product's reviews change sort and page through plain links", async ({ page, request }) => {
    const slug = await productWithManyReviews(request);
    await page.goto(`/products/${slug}`);
    await page.getByRole('navigation', { name: 'Sort reviews' }).getByRole('link', { name: 'Highest rating' }).click();
    await page.waitForURL((url) => url.searchParams.get('reviews_sort') === 'rating_desc');
    await expect(
      page.getByRole('navigation', { name: 'Sort reviews' }).getByRole('link', { name: 'Highest rating' }),
    ).toHaveAttribute('aria-current', 'true');
    await expect(page.getByTestId('product-review')).toHaveCount(5);
    await page.getByRole('navigation', { name: 'Review pages' }).getByRole('link', { name: 'More reviews' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('reviews_page') === '2' && url.searchParams.get('reviews_sort') === 'rating_desc',
    );
    await expect(page.getByRole('navigation', { name: 'Review pages' })).toContainText('Page 2 of');
    await expect(page.getByTestId('product-review').first()).toBeVisible();
  });

  test('a member saves part of the beauty profile and sees the choices kept', async ({ page, request }) => {
    const email = await createMember(request);
    await page.goto(`/sign_in?return_to=${encodeURIComponent('/account/beauty-profile')}`);
    await page.locator('input[type=email]').fill(email);
    await page.locator('input[type=password]').fill(MEMBER_PASSWORD);
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/account/beauty-profile');
    const group = (name: string) => page.getByRole('group', { name });
    await group('Skin type').getByRole('radio', { name: 'Dry' }).check();
    await group('Skin tone').getByRole('radio', { name: 'Deep' }).check();
    await page.getByRole('button', { name: 'Save my profile' }).click();
    await expect(page.getByTestId('beauty-profile-status')).toHaveText(
      'Saved. Complete every section to earn your points.',
    );
    await expect(group('Skin type').getByRole('radio', { name: 'Dry' })).toBeChecked();
    await expect(group('Skin tone').getByRole('radio', { name: 'Deep' })).toBeChecked();
  });
});
