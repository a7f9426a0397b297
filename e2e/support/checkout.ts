import { expect, type APIRequestContext, type Page } from './test';
import { POSTAL_CODE_RULES, type CountryCode } from '../../lib/site';
import { MEMBER_PASSWORD } from './members';
import { interactive } from './ready';

/** Card number, expiry, CVC and name; there is only ever one card form on the page. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.locator('input[autocomplete=cc-number]').fill(number);
  await page.locator('input[autocomplete=cc-exp]').fill('12/39');
  await page.locator('input[autocomplete=cc-csc]').fill('123');
  await page.locator('input[autocomplete=cc-name]').fill('Wren Tan');
}

export const port = Number(process.env.E2E_PORT ?? 3100);
export const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
export const hostOf = (country: string) =>
  country === 'sg' ? `http://localhost:${port}` : `http://${country}.localhost:${port}`;
export const LANG: Record<string, string> = {
  sg: 'en-SG',
  th: 'th-TH',
  id: 'id-ID',
  my: 'en-MY',
  hk: 'en-HK',
  ph: 'en-PH',
};

/** Slugs of products of the country with a variant in stock, straight from the API. */
export async function inStockProducts(
  request: APIRequestContext,
  country: string,
  sort: 'relevance' | 'price_asc' = 'relevance',
): Promise<string[]> {
  const answer = await request.get(`http://127.0.0.1:${apiPort}/api/web/v1/products?per_page=24&sort=${sort}`, {
    headers: { 'X-Site-Country': country, 'Accept-Language': LANG[country] ?? 'en-SG' },
  });
  const body = (await answer.json()) as { data: Array<{ slug: string; stockState?: string }> };
  return body.data.filter((p) => !p.stockState || p.stockState === 'in_stock').map((p) => p.slug);
}

/**
 * Adds the first product of the country that the bag accepts (some are limited per member, and a
 * cached product page may show units other tests have bought since); returns its slug.
 * `beforeAdd` runs on the product page once its add button is there; `sort` picks which comes first.
 */
export async function addFirstInStock(
  page: Page,
  request: APIRequestContext,
  country: string,
  skip = 0,
  beforeAdd?: () => Promise<void>,
  sort?: 'relevance' | 'price_asc',
) {
  const slugs = await inStockProducts(request, country, sort);
  for (const slug of slugs.slice(skip)) {
    await page.goto(`${hostOf(country)}/products/${slug}`);
    const add = page.getByTestId('add-to-bag');
    // The panel offers either the bag or the waitlist; wait for whichever it is.
    await expect(add.or(page.getByTestId('waitlist-button'))).toBeVisible();
    if (!(await add.isVisible())) continue;
    await beforeAdd?.();
    await (await interactive(add)).click();
    const status = page.getByTestId('add-to-bag').locator('xpath=ancestor::form[1]/..').getByRole('status');
    await expect(status).not.toBeEmpty();
    // A product page is cached: other tests may have bought its last units since. Try the next one.
    if ((await status.getAttribute('data-tone')) !== 'ok') continue;
    return slug;
  }
  throw new Error(`no product to add in ${country}`);
}

export async function signIn(page: Page, email: string) {
  // The page it came from may stay mounted, hidden (the router keeps it): the form on screen.
  const password = page.locator('input[type=password]').filter({ visible: true });
  await page.locator('input[type=email]').filter({ visible: true }).fill(email);
  await password.fill(MEMBER_PASSWORD);
  await (await interactive(password)).press('Enter');
}

/**
 * Signs the member in before the journey starts, by the call the sign-in form makes, from a page
 * of the store (its answer sets the session cookies for that store's host). Journeys that are
 * about signing in use the form.
 */
export async function signInFirst(page: Page, country: string, email: string) {
  await page.goto(`${hostOf(country)}/robots.txt`);
  const status = await page.evaluate(
    async ({ headers, body }) => {
      const answer = await fetch('/api/web/v1/sessions', {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      return answer.status;
    },
    {
      headers: { 'X-Site-Country': country, 'Accept-Language': LANG[country] ?? 'en-SG' },
      body: { email, password: MEMBER_PASSWORD },
    },
  );
  expect(status, `signing ${email} in`).toBe(200);
  const cookies = (await page.context().cookies(hostOf(country))).map((cookie) => cookie.name);
  expect(cookies).toEqual(expect.arrayContaining(['jwt-data', 'jwt-signature', 'jwt-refresh-token']));
}

export async function fillContact(page: Page, phone: string) {
  await page.locator('input[autocomplete=name]').fill('Wren Tan');
  await page.locator('input[autocomplete=tel-national]').fill(phone);
}

export async function fillAddress(page: Page, country: CountryCode = 'sg') {
  await page.locator('input[autocomplete=address-line1]').fill('1 Orchard Road');
  await page.locator('input[autocomplete=address-level2]').fill('Singapore');
  const postal = POSTAL_CODE_RULES[country];
  if (postal) await page.locator('input[autocomplete=postal-code]').fill(postal.example);
}

export async function goToCheckout(page: Page, country: string) {
  await page.goto(`${hostOf(country)}/cart`);
  await (await interactive(page.getByTestId('checkout-link'))).click();
  await checkoutReady(page);
}

/** The checkout form is on screen and hydrated, so typing is kept. */
export async function checkoutReady(page: Page) {
  await page.waitForURL((u) => u.pathname === '/checkout');
  await interactive(page.getByTestId('place-order'));
}

/** The API as the member on the country's store, for what a journey needs before it starts. */
export async function memberApi(request: APIRequestContext, email: string, country: 'th' | 'id') {
  const locale = { 'X-Site-Country': country, 'Accept-Language': LANG[country]! };
  const session = await request.post(`http://127.0.0.1:${apiPort}/api/web/v1/sessions`, {
    headers: locale,
    data: { email, password: MEMBER_PASSWORD },
  });
  expect(session.status()).toBe(200);
  const { accessToken } = (await session.json()) as { accessToken: string };
  const headers = { ...locale, Authorization: `Bearer ${accessToken}` };
  const post = (path: string, data: unknown) =>
    request.post(`http://127.0.0.1:${apiPort}/api/web/v1/${path}`, {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data,
    });
  return {
    get: async <T>(path: string) =>
      (await (await request.get(`http://127.0.0.1:${apiPort}/api/web/v1/${path}`, { headers })).json()) as T,
    post,
    /** Puts one of the country's cheapest products in stock into the member's bag. */
    addProduct: async () => {
      for (const slug of await inStockProducts(request, country, 'price_asc')) {
        const answer = await request.get(`http://127.0.0.1:${apiPort}/api/web/v1/products/${slug}`, {
          headers: locale,
        });
        const { data } = (await answer.json()) as { data: { variants: Array<{ id: number; stockState: string }> } };
        const variant = data.variants.find((candidate) => candidate.stockState === 'in_stock');
        if (variant && (await post('cart/line-items', { variantId: variant.id, quantity: 1 })).ok()) return;
      }
      throw new Error(`no product to add in ${country}`);
    },
  };
}
