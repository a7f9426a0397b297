import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { hostOf, signInFirst } from './support/checkout';
import { createMember } from './support/members';
import { buyAndPay, freshProduct, productWithManyReviews } from './support/orders';
import { E2E_API_ORIGIN, E2E_REVALIDATE_SECRET, QA_HEADERS } from './support/qa';
import { holdScripts, interactive } from './support/ready';

/** The member's beauty profile and reviews, and a product page's reviews by sort and page. */

async function completeBeautyProfile(page: Page) {
  const group = (name: string) => page.getByRole('group', { name });
  await group('Skin type').getByRole('radio', { name: 'Combination' }).check();
  await group('Skin concerns').getByRole('checkbox', { name: 'Visible pores' }).check();
  await group('Skin tone').getByRole('radio', { name: 'Medium' }).check();
  await group('Hair type').getByRole('radio', { name: 'Wavy' }).check();
  await group('Hair concerns').getByRole('checkbox', { name: 'Frizz' }).check();
  await group('Eye colour').getByRole('radio', { name: 'Brown' }).check();
  await group('Favourite categories').getByRole('checkbox').first().check();
}

test.describe('beauty profile and reviews', () => {
  test('a member who bought a product completes the beauty profile, reviews the product, and the published review shows on its page', async ({
    page,
    request,
  }) => {
    const email = await createMember(request);
    const product = await freshProduct(request);
    const orderId = await buyAndPay(request, email, product.variantId);
    await signInFirst(page, 'sg', email);

    // The beauty profile: every section filled earns the points, once.
    await page.goto(`${hostOf('sg')}/account/beauty-profile`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My beauty profile');
    await expectNoSeriousA11yViolations(page);
    await interactive(page.getByRole('button', { name: 'Save my profile' }));
    await completeBeautyProfile(page);
    await page.getByRole('button', { name: 'Save my profile' }).click();
    await expect(page.getByTestId('beauty-profile-status')).toHaveText(
      'Saved. You earned 50 points for completing your beauty profile. See my points history',
    );
    // Saved again: no second award.
    await page.getByRole('group', { name: 'Eye colour' }).getByRole('radio', { name: 'Hazel' }).check();
    await page.getByRole('button', { name: 'Save my profile' }).click();
    await expect(page.getByTestId('beauty-profile-status')).toHaveText('Your beauty profile is saved.');
    await page.goto(`${hostOf('sg')}/account/points`);
    await expect(page.getByText('Beauty profile completed')).toHaveCount(1);

    // The order's product waits for a review, from the order page and the reviews page.
    await page.goto(`${hostOf('sg')}/orders/${orderId}`);
    await expect(page.getByRole('link', { name: 'Write a review' }).first()).toHaveAttribute(
      'href',
      `/account/reviews/new?product_id=${product.id}`,
    );
    await page.goto(`${hostOf('sg')}/account/reviews`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My reviews');
    await page.getByRole('link', { name: `Write a review of ${product.name}` }).click();
    await page.waitForURL((url) => url.pathname === '/account/reviews/new');
    await expectNoSeriousA11yViolations(page);
    const title = `Lovely texture ${Date.now().toString(36)}`;
    // On a slow phone the member rates and types while the page's script is on its way: the stars and
    // the text stay chosen once it takes over.
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('radio', { name: '5 – Excellent' }).check();
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Your review' }).fill('Melts in and lasts all day in the heat.');
    release();
    await interactive(page.getByRole('button', { name: 'Submit review' }));
    await expect(page.getByRole('radio', { name: '5 – Excellent' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await page.getByRole('checkbox', { name: 'I recommend this product' }).check();
    await page.getByRole('button', { name: 'Submit review' }).click();
    await page.waitForURL((url) => url.pathname === '/account/reviews' && url.searchParams.get('written') === 'new');
    await expect(page.getByTestId('review-thanks')).toContainText('You earned 20 points.');
    const mine = page.getByTestId('member-review');
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId('review-status')).toHaveText('Status: Pending');
    const reviewId = await mine.getAttribute('data-review');

    // A moderator publishes it through the sandbox.
    const published = await request.post(`${E2E_API_ORIGIN}/api/web/v1/sandbox/reviews/${reviewId}/publish`, {
      headers: QA_HEADERS,
    });
    expect(published.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('member-review').getByTestId('review-status')).toHaveText('Status: Published');
    // The catalogue then asks the storefront to draw the product's page again: another journey may
    // have had it drawn, and kept, before the review was published (e2e/revalidation.spec.ts).
    const revalidated = await request.post(`${hostOf('sg')}/api/revalidate`, {
      headers: { Authorization: `Bearer ${E2E_REVALIDATE_SECRET}` },
      data: { kinds: ['product'], countries: ['sg'], slug: product.slug },
    });
    expect(revalidated.status()).toBe(200);

    await page.goto(`${hostOf('sg')}/products/${product.slug}#reviews`);
    await expect(page.getByTestId('product-review').filter({ hasText: title })).toBeVisible();
    await expect(page.getByTestId('review-entry')).toHaveText('You reviewed this product: Published.');
    await page.goto(`${hostOf('sg')}/account/points`);
    await expect(page.getByText('Review written online')).toHaveCount(1);
    await expect(page.getByText('Review published')).toHaveCount(1);
  });

  test('a member who has not bought a product is told why there is no review form', async ({ page, request }) => {
    const email = await createMember(request);
    const product = await freshProduct(request);
    await signInFirst(page, 'sg', email);
    await page.goto(`${hostOf('sg')}/account/reviews/new?product_id=${product.id}`);
    await expect(page.getByTestId('review-unavailable')).toHaveText(
      'You can review a product once you have bought it in a paid order.',
    );
    await expect(page.getByRole('button', { name: 'Submit review' })).toHaveCount(0);
  });

  test('a guest is sent to sign in from the beauty profile and the reviews', async ({ page }) => {
    for (const path of ['/account/beauty-profile', '/account/reviews']) {
      await page.goto(`${hostOf('sg')}${path}`);
      await page.waitForURL((url) => url.pathname === '/sign_in');
      expect(new URL(page.url()).searchParams.get('return_to')).toBe(path);
    }
  });

  test('the beauty profile and reviews pages in Thai', async ({ page, request }) => {
    const email = await createMember(request);
    await signInFirst(page, 'th', email);
    await page.goto(`${hostOf('th')}/account/beauty-profile`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('โปรไฟล์ความงามของฉัน');
    await expect(page.getByRole('group', { name: 'สีผิว' }).getByRole('radio')).toHaveCount(6);
    await page.goto(`${hostOf('th')}/account/reviews`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('รีวิวของฉัน');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("a product's reviews", () => {
  test('sort by lowest rating, then page 2', async ({ page, request }) => {
    const slug = await productWithManyReviews(request);
    await page.goto(`${hostOf('sg')}/products/${slug}#reviews`);
    // Next keeps the page before a navigation mounted but hidden: only the shown one counts.
    const sorts = page.getByRole('navigation', { name: 'Sort reviews' }).filter({ visible: true });
    const pages = page.getByRole('navigation', { name: 'Review pages' }).filter({ visible: true });
    await expect(sorts.getByRole('link', { name: 'Most recent' })).toHaveAttribute('aria-current', 'true');
    // Ratings and written reviews are different numbers, each named for what it counts.
    const reviews = page.locator('#reviews');
    await expect(reviews.getByText(/^[\d,]+ ratings?$/)).toBeVisible();
    await expect(reviews.getByTestId('reviews-written').filter({ visible: true })).toHaveText(
      /^[\d,]+ written reviews?$/,
    );
    await (await interactive(sorts.getByRole('link', { name: 'Lowest rating' }))).click();
    await page.waitForURL((url) => url.searchParams.get('reviews_sort') === 'rating_asc');
    await expect(sorts.getByRole('link', { name: 'Lowest rating' })).toHaveAttribute('aria-current', 'true');
    const ratings = async () =>
      page
        .locator('[data-testid="product-review"]:visible')
        .locator('[aria-label^="Rated"]')
        .evaluateAll((nodes) =>
          nodes.map((node) => Number(/Rated (\d)/.exec(node.getAttribute('aria-label') ?? '')?.[1])),
        );
    const first = await ratings();
    expect(first).toHaveLength(5);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    await pages.getByRole('link', { name: 'More reviews' }).click();
    await page.waitForURL((url) => url.searchParams.get('reviews_page') === '2');
    await expect(pages).toContainText('Page 2 of');
    const second = await ratings();
    expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);
  });
});
