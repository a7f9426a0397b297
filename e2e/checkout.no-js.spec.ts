import { expect, test, type APIRequestContext, type BrowserContext, type Locator } from './support/test';
import { apiPort, fillCard, hostOf, LANG, inStockProducts, memberApi, signInFirst } from './support/checkout';
import { createMember } from './support/members';
import { interactive } from './support/ready';
import idCheckout from '../locales/id/checkout.json';
import idOrders from '../locales/id/orders.json';
import thCheckout from '../locales/th/checkout.json';
import thOrders from '../locales/th/orders.json';

/**
 * The checkout's one write is its server action: a plain post places the order without
 * JavaScript, the form's script with it. Both ways the shopper sees the same refusals in the
 * store's language with what they typed kept (never the card's number), then the order's page.
 */

const ready = (js: boolean, control: Locator) => (js ? interactive(control) : Promise.resolve(control));

/** A guest's bag on this browser: a device id of its own, and one product in stock put in it. */
async function guestBag(context: BrowserContext, request: APIRequestContext, country: 'id') {
  const deviceId = `checkout-${crypto.randomUUID()}`;
  await context.addCookies([{ name: 'device-id', value: deviceId, url: hostOf(country) }]);
  const headers = { 'X-Site-Country': country, 'Accept-Language': LANG[country]!, 'X-Device-Id': deviceId };
  for (const slug of await inStockProducts(request, country, 'price_asc')) {
    const answer = await request.get(`http://127.0.0.1:${apiPort}/api/web/v1/products/${slug}`, { headers });
    const { data } = (await answer.json()) as { data: { variants: Array<{ id: number; stockState: string }> } };
    const variant = data.variants.find((candidate) => candidate.stockState === 'in_stock');
    if (!variant) continue;
    const added = await request.post(`http://127.0.0.1:${apiPort}/api/web/v1/cart/line-items`, {
      headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
      data: { variantId: variant.id, quantity: 1 },
    });
    if (added.ok()) return;
  }
  throw new Error(`no product to add in ${country}`);
}

for (const js of [false, true]) {
  const how = js ? 'with JavaScript' : 'without JavaScript';

  test.describe(`placing an order ${how}`, () => {
    test.use({ javaScriptEnabled: js });

    test('refuses a four-digit Thai postal code in Thai, keeps the address, then places the order', async ({
      page,
      request,
    }) => {
      const email = await createMember(request);
      await (await memberApi(request, email, 'th')).addProduct();
      await signInFirst(page, 'th', email);
      await page.goto(`${hostOf('th')}/checkout`);
      const place = await ready(js, page.getByTestId('place-order'));
      const labels = thCheckout.address;
      await page.getByLabel(labels.name, { exact: true }).fill('Malee Chaiyo');
      await page.getByLabel(labels.line1, { exact: true }).fill('1 Sukhumvit Road');
      await page.getByLabel(labels.city, { exact: true }).fill('Bangkok');
      const postalCode = page.getByLabel(labels.postalCode, { exact: true });
      await postalCode.fill('1011');
      await page.getByLabel(labels.mobile, { exact: true }).fill('812345678');
      await fillCard(page, '4242 4242 4242 4242');
      await place.click();

      await expect(page.getByTestId('checkout-error')).toHaveText(thCheckout.validation.summary);
      await expect(postalCode).toHaveAccessibleDescription(
        thCheckout.validation.postalCode.replace('{{example}}', '10330'),
      );
      await expect(page.getByLabel(labels.line1, { exact: true })).toHaveValue('1 Sukhumvit Road');
      await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue('Malee Chaiyo');
      await expect(page.getByLabel(thCheckout.payment.cardHolder)).toHaveValue('Wren Tan');
      expect(new URL(page.url()).pathname).toBe('/checkout');

      await postalCode.fill('10110');
      // A post the server refused sends the card's number, expiry and code back to nobody: typed again.
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByTestId('place-order').click();
      await page.waitForURL(/\/orders\/\d+\/confirmation$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thOrders.confirmation.heading);
      const { data: orders } = await (
        await memberApi(request, email, 'th')
      ).get<{ data: Array<{ id: number }> }>('orders');
      expect(orders).toHaveLength(1);
      expect(new URL(page.url()).pathname).toBe(`/orders/${orders[0]!.id}/confirmation`);
    });

    test('a guest in Indonesia chooses click and collect, is asked for the store, then collects it', async ({
      page,
      context,
      request,
    }) => {
      await guestBag(context, request, 'id');
      await page.goto(`${hostOf('id')}/checkout`);
      const place = await ready(js, page.getByTestId('place-order'));
      await page.getByLabel(idCheckout.guest.email).fill(`collect-${js ? 'js' : 'plain'}-${Date.now()}@example.test`);
      await page.locator('input[value=click_and_collect]').check();
      await page.getByLabel(idCheckout.address.name, { exact: true }).fill('Dewi Lestari');
      await page.getByLabel(idCheckout.address.mobile, { exact: true }).fill('81234567890');
      await place.click();

      // With the script the store's fields show at once; without it the answer brings them.
      const store = page.getByTestId('store-select');
      await expect(page.getByTestId('checkout-error')).toHaveText(idCheckout.validation.summary);
      await expect(store).toHaveAccessibleDescription(idCheckout.validation.store);
      await expect(page.getByLabel(idCheckout.address.name, { exact: true })).toHaveValue('Dewi Lestari');
      await expect(page.locator('input[value=click_and_collect]')).toBeChecked();

      const first = await store.locator('option').nth(1).getAttribute('value');
      await store.selectOption(first ?? '');
      const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
      await page.getByLabel(idCheckout.delivery.pickupDate).fill(inTwoDays);
      await page.getByLabel(idCheckout.delivery.pickupTime).selectOption('14:00');
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByTestId('place-order').click();
      await page.waitForURL(/\/orders\/\d+\/confirmation$/, { timeout: 20_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(idOrders.confirmation.heading);
      await expect(page.getByTestId('pickup-message').filter({ visible: true })).not.toBeEmpty();
    });
  });
}
