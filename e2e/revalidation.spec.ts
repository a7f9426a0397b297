import { expect, test, type APIRequestContext } from './support/test';
import { hostOf } from './support/checkout';
import { createMember, MEMBER_PASSWORD } from './support/members';
import { buyAndPay, freshProduct } from './support/orders';
import { E2E_API_ORIGIN, E2E_CLOSED_PORT, E2E_REVALIDATE_SECRET, QA_HEADERS } from './support/qa';

/** Catalogue pages come from the cache; a change reaches them when the catalogue asks for it. */

const API = `${E2E_API_ORIGIN}/api/web/v1`;
const LOCALE = { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' };

/** Writes and publishes a review of the product as the member, through the API and the sandbox. */
async function publishReview(request: APIRequestContext, email: string, productId: number, title: string) {
  const session = await request.post(`${API}/sessions`, {
    headers: LOCALE,
    data: { email, password: MEMBER_PASSWORD },
  });
  const { accessToken } = (await session.json()) as { accessToken: string };
  const written = await request.post(`${API}/account/reviews`, {
    headers: { ...LOCALE, Authorization: `Bearer ${accessToken}` },
    data: { productId, rating: 5, title, body: 'Stays put from morning to night, even in the heat.' },
  });
  expect(written.status(), await written.text()).toBe(201);
  const { data } = (await written.json()) as { data: { id: number } };
  const published = await request.post(`${API}/sandbox/reviews/${data.id}/publish`, { headers: QA_HEADERS });
  expect(published.status()).toBe(200);
}

test.describe('revalidation', () => {
  test('a published review reaches a cached product page once the catalogue asks the storefront to read it again', async ({
    page,
    request,
  }) => {
    const email = await createMember(request);
    const product = await freshProduct(request);
    await buyAndPay(request, email, product.variantId);
    const url = `${hostOf('sg')}/products/${product.slug}`;
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);

    const title = `Worth the hype ${Date.now().toString(36)}`;
    await publishReview(request, email, product.id, title);
    // The page stays as it was cached.
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
    await expect(page.getByTestId('product-review').filter({ hasText: title })).toHaveCount(0);

    const wrongSecret = await request.post(`${hostOf('sg')}/api/revalidate`, {
      headers: { Authorization: 'Bearer not-the-secret' },
      data: { kinds: ['product'], countries: ['sg'], slug: product.slug },
    });
    expect(wrongSecret.status()).toBe(401);
    const revalidated = await request.post(`${hostOf('sg')}/api/revalidate`, {
      headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      data: { kinds: ['product'], countries: ['sg'], slug: product.slug },
    });
    expect(revalidated.status()).toBe(200);
    expect(((await revalidated.json()) as { revalidated: string[] }).revalidated).toEqual([
      `product:sg:en:${product.slug}`,
    ]);

    await page.goto(url);
    await expect(page.getByTestId('product-review').filter({ hasText: title })).toBeVisible();
  });

  test('is closed on a storefront without its secret', async ({ request }) => {
    const closed = await request.post(`http://localhost:${E2E_CLOSED_PORT}/api/revalidate`, {
      headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      data: { kinds: ['content'] },
    });
    expect(closed.status()).toBe(404);
  });
});
