import { brotliCompressSync } from 'node:zlib';
import { expect, test } from './support/test';
import { COUNTRIES, siteTextFor } from '../lib/site';
import { FONT_CACHE_CONTROL } from '../lib/static-cache';
import { expectNoSeriousA11yViolations } from './support/axe';
import { interactive } from './support/ready';
import { inStockProducts } from './support/checkout';

const port = Number(process.env.E2E_PORT ?? 3100);

test.describe('storefront by country', () => {
  test.describe('in a browser that prefers Thai', () => {
    test.use({ locale: 'th-TH' });
    test('by host: th.localhost is the Thai storefront in Thai', async ({ page }) => {
      await page.goto(`http://th.localhost:${port}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
      await expect(page).toHaveTitle(COUNTRIES.th.siteTitle);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', COUNTRIES.th.metaDescription);
      await expect(page.getByRole('banner').getByText('ส่งฟรีเมื่อช้อปครบ ฿500.00')).toBeVisible();
      const languages = page.getByRole('navigation', { name: 'ภาษา' });
      await expect(languages.getByRole('button', { name: 'ไทย' })).toHaveAttribute('aria-current', 'true');
      await expect(page.getByTestId('country-switcher')).toContainText('TH');

      // Switching to English keeps the page, puts the non-default language in the query.
      await (await interactive(languages.getByRole('button', { name: /English/ }))).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-TH');
      expect(new URL(page.url()).searchParams.get('language')).toBe('en');
      await expect(page.getByRole('banner').getByText('Free delivery on orders over ฿500.00')).toBeVisible();

      // Back to Thai, the default: the query no longer carries the language, and it sticks.
      await (
        await interactive(page.getByRole('navigation', { name: 'Language' }).getByRole('button', { name: /ไทย/ }))
      ).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
      expect(new URL(page.url()).searchParams.has('language')).toBe(false);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
    });
  });

  test('by query: country_code and language choose Hong Kong in Chinese, and are remembered', async ({
    page,
    context,
  }) => {
    await page.goto('/?country_code=hk&language=zh');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    await expect(page).toHaveTitle(siteTextFor('hk', 'zh').siteTitle);
    await expect(page.getByRole('banner').getByText('訂單滿 HK$500.00 免運費')).toBeVisible();
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies.locale?.value).toBe('hk');
    expect(cookies.language?.value).toBe('lng_zh');
    expect(cookies.locale?.sameSite).toBe('Lax');
    expect(cookies.locale!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
    // A non-default language is shown in the query after navigation.
    await expect.poll(() => new URL(page.url()).searchParams.get('language')).toBe('zh');
  });

  test.describe('in a browser that prefers Indonesian', () => {
    test.use({ locale: 'id-ID' });
    test('by cookie: the locale cookie chooses Indonesia, in Indonesian by default', async ({ page, context }) => {
      await context.addCookies([{ name: 'locale', value: 'id', url: `http://localhost:${port}` }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');
      await expect(page).toHaveTitle(COUNTRIES.id.siteTitle);
      await expect(page.getByRole('banner').getByText(/^Gratis ongkir untuk belanja di atas Rp/)).toBeVisible();
      // The cookie outranks the query.
      await page.goto('/?country_code=au');
      await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');
    });
  });

  test('the root redirect: an English browser opening the Thai store lands on its home page in English', async ({
    page,
    context,
  }) => {
    const home = `http://th.localhost:${port}/`;
    await page.goto(home);
    await expect(page).toHaveURL(`${home}?language=en`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-TH');
    const cookies = Object.fromEntries((await context.cookies(home)).map((c) => [c.name, c]));
    expect(cookies.i18n_redirected?.value).toBe('en');
    expect(cookies.i18n_redirected?.path).toBe('/');
    expect(cookies.i18n_redirected?.sameSite).toBe('Lax');
    expect(cookies.i18n_redirected!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    // Choosing Thai is kept: the root no longer follows the browser.
    const languages = page.getByRole('navigation', { name: 'Language' });
    await (await interactive(languages.getByRole('button', { name: /ไทย/ }))).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
    await page.goto(home);
    await expect(page).toHaveURL(home);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-TH');
  });

  test('by mapped domain: www.halcyonbeauty.co.nz is New Zealand', async ({ page }) => {
    await page.goto(`http://www.halcyonbeauty.co.nz:${port}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-NZ');
    await expect(page).toHaveTitle(COUNTRIES.nz.siteTitle);
    await expect(page.getByRole('navigation', { name: 'Language' })).toHaveCount(0);
  });

  test('the welcome mat lists every country in its own name and goes there', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SG');
    await (await interactive(page.getByTestId('country-switcher'))).click();
    const dialog = page.getByRole('dialog', { name: 'Choose your country or region' });
    await expect(dialog).toBeVisible();
    for (const name of [
      'Australia',
      '香港',
      'Indonesia',
      'Malaysia',
      'New Zealand',
      'Philippines',
      'Singapore',
      'ประเทศไทย',
    ]) {
      await expect(dialog.getByRole('button', { name: new RegExp(name) })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: /Malaysia/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-MY');
    await expect(page.getByRole('banner').getByText(/^Free delivery on orders over RM/)).toBeVisible();
  });

  test('the welcome mat on a country host moves to that country’s host', async ({ page }) => {
    await page.goto(`http://th.localhost:${port}/`);
    await (await interactive(page.getByTestId('country-switcher'))).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Australia/ })
      .click();
    await expect(page).toHaveURL(`http://au.localhost:${port}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AU');
  });

  test('the welcome mat works by keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/');
    await (await interactive(page.getByTestId('country-switcher'))).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('country-switcher')).toBeFocused();
  });
});

test.describe('not found, redirects and headers', () => {
  test('an unknown path answers 404 with the path, translated', async ({ page }) => {
    const response = await page.goto('/definitely/not-here?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Sorry we couldn't find the page you are looking for",
    );
    await expect(page.getByTestId('missing-path')).toHaveText('Page not found: /definitely/not-here?x=1');

    const thai = await page.goto(`http://th.localhost:${port}/nope`);
    expect(thai?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ขออภัย เราไม่พบหน้าที่คุณกำลังค้นหา');
    await expect(page.getByTestId('missing-path')).toHaveText('ไม่พบหน้า: /nope');
    await expectNoSeriousA11yViolations(page);
  });

  test('internal segments never work as public URLs', async ({ request }) => {
    const response = await request.get('/sg/en', { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    // Nor with the marker the server gives the shared pages it routed itself before the proxy.
    for (const path of ['/sg/en', '/sg/en/categories/makeup', '/sg/en/sandbox']) {
      const marked = await request.get(path, { maxRedirects: 0, headers: { 'x-storefront-routed': '1' } });
      expect(marked.status(), path).toBe(404);
    }
  });

  test('brand aliases redirect permanently, keeping deeper segments and the query', async ({ request }) => {
    const response = await request.get('/brands/armani/makeup?sort=new', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/brands/armani-beauty/makeup?sort=new');
  });

  test('a members-only page sends a guest to sign in with return_to', async ({ request }) => {
    const response = await request.get('/orders/42?tab=items', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/sign_in?return_to=%2Forders%2F42%3Ftab%3Ditems');
  });

  test('a signed-in member on /sign_in goes to a safe return_to only', async ({ request }) => {
    const headers = { cookie: 'jwt-data=a.b' };
    const safe = await request.get('/sign_in?return_to=%2Forders%2F1', { headers, maxRedirects: 0 });
    expect(safe.headers().location).toBe('/orders/1');
    const unsafe = await request.get('/sign_in?return_to=%2F%2Fevil.example%2F', { headers, maxRedirects: 0 });
    expect(unsafe.headers().location).toBe('/');
  });

  test('every response carries the baseline security headers', async ({ request }) => {
    for (const path of ['/', '/nope', '/favicon.ico']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });

  test('static files are served as they are', async ({ request }) => {
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image');
  });

  test('font files are kept by the browser for a month', async ({ request }) => {
    const font = await request.get('/fonts/noto-sans-thai/noto-sans-thai-thai-wght-normal.woff2');
    expect(font.status()).toBe(200);
    expect(font.headers()['cache-control']).toBe(FONT_CACHE_CONTROL);
  });

  test('header, page and footer reach the browser whole, each in a boundary of its own', async ({ request }) => {
    // Each part hydrates on its own (docs/decisions/0018-the-page-hydrates-in-parts.md); the HTML
    // still carries all of it, with no fallback in its place.
    for (const path of ['/', '/categories/makeup/lips', '/brands']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(/<!--&--><header[^>]*>[\s\S]*<\/header><!--\/&-->/);
      expect(html, path).toMatch(/<main id="main-content"[^>]*><!--&-->[\s\S]*<!--\/&--><\/main>/);
      expect(html, path).toMatch(/<!--&--><footer[^>]*>[\s\S]*<\/footer><!--\/&-->/);
      expect(html, path).not.toMatch(/<!--\$[?!]-->/);
    }
  });

  test("a page's chunk scripts leave its head for the loader that fetches them after the first paint", async ({
    request,
  }) => {
    // What lib/server/scripts-after-first-paint.ts rewrites is the HTML this build's React writes:
    // if an upgrade writes it differently, the scripts stay in the head and this says so.
    for (const path of ['/', '/categories/makeup/lips', '/cart']) {
      const answer = await request.get(path, { headers: { 'Accept-Encoding': 'br' } });
      expect(answer.headers()['content-encoding'], path).toBe('br');
      const html = await answer.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const body = html.slice(html.indexOf('<body'));
      expect(head, path).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async=""/);
      // One loader in the body, before React's bootstrap, naming the chunks; none of them is still
      // preloaded by the head.
      expect(body.split('(function(s)').length, path).toBe(2);
      expect(body.indexOf('(function(s)'), path).toBeLessThan(body.indexOf('id="_R_"'));
      const loader = body.slice(body.indexOf('(function(s)'), body.indexOf('</script>', body.indexOf('(function(s)')));
      const fetched = loader.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g) ?? [];
      expect(fetched.length, path).toBeGreaterThan(0);
      for (const chunk of fetched) expect(head, `${path} ${chunk}`).not.toContain(`href="${chunk}"`);
    }
  });

  test('the shell sets theme colour, social tags and icons', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#000000');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', COUNTRIES.sg.siteTitle);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-image\.png/);
    await expect(page.locator('meta[name="author"]')).toHaveAttribute('content', 'Halcyon Beauty');
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
    await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /favicon/);
  });
});

test.describe('QA surfaces', () => {
  test('/swagger renders the API reference in the blank layout', async ({ page }) => {
    const response = await page.goto('/swagger');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('API reference');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByText('/api/web/v1/sessions').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

/** Whether a code point is in a CSS `unicode-range` (`U+0000-00FF, U+0131, …`, or `U+??` for 0–FF). */
function unicodeRangeTest(range: string): (codePoint: number) => boolean {
  const spans = range.split(',').map((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from.replaceAll('?', '0'), 16), parseInt(to.replaceAll('?', 'F'), 16)] as const;
  });
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** The text of a page's server HTML: no scripts, styles or tags, character references decoded. */
function pageText(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => named[name.toLowerCase()] ?? entity);
}

test.describe('first paint', () => {
  // A new connection sends about 14.6 kB (ten segments) in its first round trip; a page's first
  // paint waits for every stylesheet in its head, so none may need a second one, and a page opens
  // few connections for them (decision record 22).
  test('a page preloads its fonts from the HTML, its text needs no other, and it blocks on at most five stylesheets, each small enough for one round trip', async ({
    request,
  }) => {
    // Singapore in English, the Philippines (whose prices begin with ₱) and Thailand in Thai (฿).
    const stores: Array<{ country: string; headers: Record<string, string>; query: string }> = [
      { country: 'sg', headers: {}, query: '' },
      { country: 'ph', headers: { 'x-site-country': 'PH' }, query: '' },
      { country: 'th', headers: { 'x-site-country': 'TH' }, query: '?language=th' },
    ];
    for (const store of stores) {
      const [product] = await inStockProducts(request, store.country);
      expect(product, `${store.country} has a product in stock`).toBeTruthy();
      const paths = ['/', '/categories/makeup/lips', `/products/${product}`, '/cart', '/store-locations', '/happening'];
      for (const address of paths.map((path) => `${path}${store.query}`)) {
        const label = `${store.country}: ${address}`;
        const html = await (await request.get(address, { headers: store.headers })).text();
        const head = html.slice(0, html.indexOf('</head>'));
        // The fonts are preloaded from the HTML itself: a copy of the page kept in the cache keeps them.
        const fonts = [...head.matchAll(/<link rel="preload" href="([^"]+\.woff2)" as="font"/g)].map((m) => m[1]!);
        expect(fonts.length, label).toBeGreaterThan(0);
        const sheets = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!);
        expect(sheets.length, label).toBeGreaterThan(0);
        expect(sheets.length, `${label}: ${sheets.join(', ')}`).toBeLessThanOrEqual(5);
        let css = '';
        for (const sheet of sheets) {
          const body = await (await request.get(sheet, { headers: { 'Accept-Encoding': 'identity' } })).body();
          expect(brotliCompressSync(body).length, `${label}: ${sheet}`).toBeLessThanOrEqual(14_000);
          css += body.toString('utf8');
        }
        // A page's text is all in the faces it preloads: a character outside their ranges (an arrow
        // typed as text, a currency sign) sends the browser through the device's fonts before the
        // first layout.
        const ranges = fonts.map((font) => {
          const fontFile = font.slice(font.lastIndexOf('/') + 1);
          const face = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].find((rule) => rule[1]!.includes(fontFile));
          expect(face, `${label}: the @font-face of ${font}`).toBeDefined();
          return unicodeRangeTest(/unicode-range:\s*([^;}]+)/.exec(face![1]!)![1]!);
        });
        const outside = [...new Set(pageText(html))].filter(
          (char) => !/\s/.test(char) && !ranges.some((inFace) => inFace(char.codePointAt(0)!)),
        );
        expect(outside, label).toEqual([]);
      }
    }
  });
});
