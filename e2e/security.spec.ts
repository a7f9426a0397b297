import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { signInFirst } from './support/checkout';
import { createMember } from './support/members';
import { createSandboxMember, E2E_API_ORIGIN, E2E_REVALIDATE_SECRET, QA_HEADERS } from './support/qa';
import { expect, policyViolations, test, type Page } from './support/test';

const PASSWORD = 'Demo!Pass1';
const LOCALE = { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' };

function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

test.describe('QA surfaces from the public origin', () => {
  test('the sandbox and the fault switch answer 404 to anonymous callers, even with the sandbox on', async ({
    request,
  }) => {
    const member = await createMember(request);
    const faultSwitch = async () => {
      const answer = await request.get(`${E2E_API_ORIGIN}/api/web/v1/sandbox/faults`, { headers: QA_HEADERS });
      expect(answer.status()).toBe(200);
      return (await answer.json()) as { enabled: boolean; config: { latencyMs: number } | null };
    };
    const before = await faultSwitch();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/web/v1/sandbox/users?perPage=100'],
      ['GET', '/api/web/v1/sandbox/users/1'],
      ['PATCH', '/api/web/v1/sandbox/users/1', { password: 'Other!Pass9' }],
      ['DELETE', '/api/web/v1/sandbox/users/1'],
      ['PUT', '/api/web/v1/sandbox/faults', { errorRate: 1, latencyMs: 30000 }],
      ['POST', '/api/web/v1/sandbox/payments/1/settle', {}],
      ['GET', `/api/web/v1/sandbox/mail?to=${encodeURIComponent(member)}`],
    ];
    for (const headers of [LOCALE, { ...LOCALE, 'X-QA-Token': 'a-guess-a-guess-a-guess-a-guess-a-guess' }]) {
      for (const [method, path, data] of calls) {
        const response = await request.fetch(path, { method, headers, data });
        expect(response.status(), `${method} ${path}`).toBe(404);
      }
    }
    // The fault switch never took what the anonymous calls sent. QA, asking the API itself with the
    // credential, sees no 30-second latency; the sandbox journey may meanwhile switch faults on for
    // a path of its own (never with latency), so the switch being on says nothing about these calls.
    const after = await faultSwitch();
    expect(after).toHaveProperty('config');
    expect([before.config?.latencyMs, after.config?.latencyMs]).not.toContain(30000);
  });

  test('an unlock request answers no token, the same for a known and an unknown address', async ({ request }) => {
    const ask = (email: string) =>
      request.post('/api/web/v1/users/unlock/request', { headers: LOCALE, data: { email } });
    const known = await ask(await createMember(request));
    const unknown = await ask(uniqueEmail('nobody'));
    expect(known.status()).toBe(202);
    expect(await known.text()).toBe(await unknown.text());
    expect(await known.text()).not.toMatch(/token/i);
  });

  test('paths outside the public API are not forwarded', async ({ request }) => {
    for (const path of ['/api/web/v1/admin', '/api/web/v1/sandbox', '/api/web/v1/..%2Fhealth']) {
      expect((await request.get(path, { headers: LOCALE })).status(), path).toBe(404);
    }
  });
});

test.describe('sign-in without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts, sets the session and goes to the safe return_to; the password never enters a URL', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('nojs');
    await createSandboxMember(page.request, { email, password: PASSWORD, firstName: 'Noor', lastName: 'Script' });
    const urls: string[] = [];
    const methods: string[] = [];
    page.on('request', (request) => {
      urls.push(request.url());
      if (new URL(request.url()).pathname === '/sign_in') methods.push(request.method());
    });
    await page.goto('/sign_in?return_to=%2Faccount');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account$/);
    expect(methods).toContain('POST');
    expect(urls.filter((url) => url.includes(encodeURIComponent(PASSWORD)) || url.includes(PASSWORD))).toEqual([]);
    const cookies = new Map((await context.cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.get('jwt-signature')?.httpOnly).toBe(true);
    expect(cookies.get('jwt-refresh-token')?.httpOnly).toBe(true);
    expect(cookies.get('jwt-data')?.httpOnly).toBe(false);
  });

  test('a wrong password shows the translated message, and an unsafe return_to is not followed', async ({ page }) => {
    const email = uniqueEmail('nojs-wrong');
    await createSandboxMember(page.request, { email, password: PASSWORD });
    await page.goto('/sign_in?return_to=%2F%2Fevil.example%2F&language=en');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('Wrong!Pass1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Authentication failed.');
    expect(page.url()).not.toContain('Wrong');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/(\?.*)?$/);
  });
});

/** A new member, signed in, on their account page. */
async function newMemberOnAccount(page: Page, firstName: string): Promise<void> {
  await signInFirst(page, 'sg', await createMember(page.request, { firstName }));
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account$/);
}

/**
 * What an attacker's markup would be, put into the page's HTML on its way to the browser: at the
 * end of the body, where React, which owns the page's own markup, leaves what it did not draw.
 */
async function injectIntoHtml(page: Page, path: string, markup: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace('</body>', `${markup}</body>`);
      await route.fulfill({ response, body });
    },
  );
}

test.describe('Content-Security-Policy', () => {
  // These journeys inject what the policy must refuse, and read the refusals themselves.
  test.use({ policyViolations: async ({}, provide) => provide([]) });

  test('an injected inline script does not run on a member page, and the page still works', async ({ page }) => {
    await newMemberOnAccount(page, 'Cass');

    await injectIntoHtml(
      page,
      '/account',
      '<script>window.__injected = "script"</script><img src="/x.png" alt="" onerror="window.__injected = \'handler\'">',
    );
    const violations = policyViolations(page);
    const response = await page.goto('/account');
    const csp = response?.headers()['content-security-policy'] ?? '';
    // This origin, the integrations' vendor hosts, and inline scripts only with this response's nonce
    // (or the static shell's own script, by its hash).
    expect(csp).toMatch(/script-src 'self'( https:\/\/[^\s;*']+)* 'nonce-[^']+'( 'sha256-[^']+')?;/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("connect-src 'self'");
    // The page hydrates and shows the member's account.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Cass').first()).toBeVisible();
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
    expect(violations.length).toBeGreaterThan(0);
  });

  test("a member's pages resumed from their static shell run every script of their own", async ({ page, request }) => {
    await newMemberOnAccount(page, 'Shel');

    // The content the shells hold changes: each shell is made again during a member's request,
    // and keeps that request's nonce, which no later response's policy accepts.
    const revalidated = await request.post('/api/revalidate', {
      headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      data: { kinds: ['content', 'categories'], countries: ['sg'] },
    });
    expect(revalidated.status()).toBe(200);

    const violations = policyViolations(page);
    // These pages send a shell prerendered before the request, then the member's part with the nonce.
    for (const path of ['/account/bookings', '/account/points', '/orders', '/wishlist']) {
      for (const visit of [1, 2]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        const nonce = response?.headers()['content-security-policy']?.match(/'nonce-([^']+)'/)?.[1];
        expect(nonce, path).toBeTruthy();
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        // Once the page is idle, the tag manager's inline loader runs with this response's nonce.
        await expect
          .poll(
            () =>
              page.evaluate(
                () =>
                  Array.from(document.scripts).find((script) => script.textContent?.includes('googletagmanager.com'))
                    ?.nonce ?? null,
              ),
            { message: `${path}, visit ${visit}: the tag manager's loader`, timeout: 15_000 },
          )
          .toBe(nonce);
      }
    }
    expect(violations).toEqual([]);
  });

  test('an injected inline handler does not run on a cached page', async ({ page }) => {
    await injectIntoHtml(page, '/', '<img src="/x.png" alt="" onerror="window.__injected = \'handler\'">');
    const violations = policyViolations(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src-attr 'none'");
    await expect(page.getByRole('banner')).toBeVisible();
    // The image failed and its handler was refused: the browser reports the refusal.
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  });
});

test.describe('what shared caches may keep', () => {
  test('a page chosen by cookie or header is private; one the URL names is not', async ({ request, page }) => {
    const byCookie = await request.get('/', { headers: { Cookie: 'locale=th; language=lng_th' }, maxRedirects: 0 });
    expect(byCookie.headers()['cache-control']).toBe('private, no-store');
    expect(await byCookie.text()).toContain('lang="th');
    const byHeader = await request.get('/', { headers: { 'X-Site-Country': 'th' }, maxRedirects: 0 });
    expect(byHeader.headers()['cache-control']).toBe('private, no-store');
    // A country host names the country, and Australia has one language: the URL says it all.
    const port = new URL(byCookie.url()).port;
    await page.goto(`http://au.localhost:${port}/`);
    const named = await page.goto(`http://au.localhost:${port}/`);
    expect(named?.status()).toBe(200);
    // A shared cache may keep it.
    expect(named?.headers()['cache-control']).toMatch(/(^|,\s*)s-maxage=\d+/);
    expect(named?.headers()['cache-control']).not.toContain('private');
  });

  test('personal API answers are private, no-store', async ({ request }) => {
    const email = uniqueEmail('cache');
    await createSandboxMember(request, { email, password: PASSWORD });
    const signIn = await request.post('/api/web/v1/sessions', { headers: LOCALE, data: { email, password: PASSWORD } });
    expect(signIn.status()).toBe(200);
    for (const path of ['account', 'user', 'orders', 'cart', 'wishlist']) {
      const response = await request.get(`/api/web/v1/${path}`, { headers: LOCALE });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe('private, no-store');
    }
  });

  test('a JSON body over 64 kB answers 413 at the storefront', async ({ request }) => {
    const response = await request.post('/api/web/v1/sessions', {
      headers: { ...LOCALE, 'Content-Type': 'application/json' },
      data: JSON.stringify({ email: 'a@example.test', password: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status()).toBe(413);
  });
});

/**
 * Files and bytes under a folder of the build (none when it does not exist), less the optimised
 * images, which other journeys' pages add to as they run (a bounded set: the build's images at
 * its configured widths).
 */
function footprint(folder: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(process.cwd(), '.next/cache/images')) walk(full);
      } else {
        files += 1;
        bytes += statSync(full).size;
      }
    }
  };
  walk(folder);
  return { files, bytes };
}

test.describe('what a stranger can make the store keep', () => {
  test('a flood of new searches and filter queries writes nothing to the disk of the build', async ({ request }) => {
    // Pages rendered after the build live in a bounded memory cache (next.config.ts); this build's
    // folders are where they used to be written, one file set per query.
    const folders = ['.next/server/app', '.next/cache'].map((folder) => path.join(process.cwd(), folder));
    const before = folders.map(footprint);
    const stamp = Date.now().toString(36);
    for (let index = 0; index < 40; index += 1) {
      const answer = await request.get(`/search?q=${encodeURIComponent(`flood ${stamp} ${index}`)}`);
      expect(answer.status()).toBe(200);
      const listing = await request.get(`/categories/makeup?sort=price_asc&page=${index + 2}&flood=${stamp}`);
      expect(listing.status()).toBeLessThan(500);
    }
    const after = folders.map(footprint);
    expect(after.map((entry) => entry.files)).toEqual(before.map((entry) => entry.files));
    expect(after.map((entry) => entry.bytes)).toEqual(before.map((entry) => entry.bytes));
  });

  test('bad input is a 4xx, not an error page: a NUL search, broken percent-encoding, an asterisk target', async ({
    request,
  }) => {
    expect((await request.get('/search?q=%00')).status()).toBe(200);
    for (const broken of ['/api/web/v1/%', '/api/web/v1/products/%E0%A4%A', '/products/%zz']) {
      const status = (await request.get(broken, { headers: LOCALE })).status();
      expect(status, broken).toBeGreaterThanOrEqual(400);
      expect(status, broken).toBeLessThan(500);
    }
    const page = await request.get('/products/anything.png', { headers: { 'x-render-not-found': '0' } });
    expect(page.status()).toBe(404);
    expect(page.headers()['content-security-policy']).toBeTruthy();
  });
});
