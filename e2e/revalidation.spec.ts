import { expect, test } from './support/test';
import { hostOf } from './support/checkout';
import { createMember } from './support/members';
import { buyAndPay, freshProduct, publishReview } from './support/orders';
import { E2E_CLOSED_PORT, E2E_REVALIDATE_SECRET } from './support/qa';

/** Catalogue pages come from the cache; a change reaches them when the catalogue asks for it. */

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
