import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { interactive } from './support/ready';

const port = Number(process.env.E2E_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);

interface ApiActivity {
  id: number;
  kind: 'service' | 'class' | 'event';
  appOnly: boolean;
  nextSlotAt: string | null;
  title: string;
  store: { slug: string; name: string; timeZone: string };
}

/** A class in Singapore with a time left to book, from the API. */
async function bookableClass(request: APIRequestContext): Promise<ApiActivity> {
  const answer = await request.get(`http://127.0.0.1:${apiPort}/api/web/v1/happening/services/activities`, {
    headers: { 'X-Site-Country': 'sg', 'Accept-Language': 'en-SG' },
  });
  const { data } = (await answer.json()) as { data: ApiActivity[] };
  const found = data.find((activity) => activity.kind === 'class' && !activity.appOnly && activity.nextSlotAt !== null);
  if (!found) throw new Error('no bookable class in SG');
  return found;
}

async function expectFitsThePhone(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function next(page: Page, label: string) {
  await (await interactive(page.getByRole('button', { name: label }))).tap();
}

test.describe('Happening booking on a phone', () => {
  test('a guest finds a store, opens one of its classes and books it to the confirmation', async ({
    page,
    request,
  }) => {
    const target = await bookableClass(request);
    const home = `http://localhost:${port}`;

    await page.goto(`${home}/store-locations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Store locator' })).toBeVisible();
    await (
      await interactive(page.getByRole('searchbox', { name: 'Search by city or store name' }))
    ).fill(target.store.name);
    const card = page.getByTestId('store-card').filter({ hasText: target.store.name });
    await expect(page.getByTestId('store-card')).toHaveCount(1);
    await expectFitsThePhone(page);
    await card.getByRole('link', { name: 'Store details' }).tap();

    await expect(page).toHaveURL(new RegExp(`/store-locations/${target.store.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: target.store.name })).toBeVisible();
    // Every tab is whole on the screen: none runs off the edge with nothing saying more follow.
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    for (const box of await Promise.all((await tabs.all()).map((tab) => tab.boundingBox())))
      expect(box!.x >= 0 && box!.x + box!.width <= 390).toBe(true);
    await (await interactive(page.getByRole('tab', { name: 'Beauty classes' }))).tap();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toBeVisible();
    await expectFitsThePhone(page);
    await expectNoSeriousA11yViolations(page);
    await panel.getByRole('link', { name: target.title }).tap();

    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    const time = page.getByTestId('slot-time').first();
    await (await interactive(time)).tap();
    await expect(time).toHaveAttribute('aria-pressed', 'true');
    await expect(time).toHaveText('14:00');
    await expectFitsThePhone(page);
    await next(page, 'Continue');
    await expect(page.getByRole('heading', { level: 2, name: 'Questions' })).toBeVisible();
    await next(page, 'Continue');
    await expect(page.getByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible();
    await page.getByLabel('Full name').fill('Mei Lin');
    const guest = `mei.lin.${Date.now().toString(36)}@example.com`;
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(guest);
    await next(page, 'Continue');
    await expect(page.getByRole('heading', { level: 2, name: 'Review' })).toBeVisible();
    await expect(page.getByText(`Mei Lin · ${guest}`)).toBeVisible();
    await next(page, 'Confirm booking');

    await expect(page.getByTestId('booking-confirmation')).toBeVisible();
    await expect(page.getByTestId('booking-pending')).toContainText(guest);
    await expect(page.getByTestId('booking-number')).toHaveText(/^HB[A-Z0-9]{8}$/);
    await expect(page.getByTestId('booking-time')).toHaveText(/^14:00–\d{2}:\d{2}$/);
    await expect(page.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
    await expectFitsThePhone(page);
    await expectNoSeriousA11yViolations(page);
  });
});
