import { expect, test, type Locator } from './support/test';
import { fillCard, hostOf, memberApi, signInFirst } from './support/checkout';
import { createMember } from './support/members';
import { buyAndPay, freshProduct } from './support/orders';
import { E2E_QA_TOKEN } from './support/qa';
import { holdScripts, interactive } from './support/ready';
import idBag from '../locales/id/bag.json';
import thAuth from '../locales/th/auth.json';
import thBag from '../locales/th/bag.json';
import thCheckout from '../locales/th/checkout.json';
import thCommon from '../locales/th/common.json';
import thOrders from '../locales/th/orders.json';
import thReviews from '../locales/th/reviews.json';
import thSandbox from '../locales/th/sandbox.json';

/**
 * Every form has one write path, its server action: a plain post reaches it without JavaScript,
 * the form kit with it. Each journey runs both ways and sees the same thing: the refusal in the
 * store's language with what was typed still in the fields, then the form's result.
 */

const thai = hostOf('th');

/** The control once a press on it reaches its script, when the page has one. */
const ready = (js: boolean, control: Locator) => (js ? interactive(control) : Promise.resolve(control));

for (const js of [false, true]) {
  const how = js ? 'with JavaScript' : 'without JavaScript';

  test.describe(`the footer's newsletter ${how}`, () => {
    test.use({ javaScriptEnabled: js });

    test('asks for consent in Thai, keeps the address, then signs it up', async ({ page }) => {
      const labels = thCommon.footer.newsletter;
      await page.goto(`${thai}/about`);
      const footer = page.getByRole('contentinfo');
      const submit = await ready(js, footer.getByTestId('newsletter-submit'));
      const email = footer.getByLabel(labels.email);
      const address = `footer-${js ? 'js' : 'plain'}-${Date.now().toString(36)}@example.test`;
      await email.fill(address);
      await submit.click();
      await expect(footer.getByRole('alert')).toHaveText(labels.consentRequired);
      await expect(email).toHaveValue(address);
      await footer.getByRole('checkbox').check();
      await footer.getByTestId('newsletter-submit').click();
      await expect(footer.getByTestId('newsletter-done')).toHaveText(labels.done);
    });
    if (js) {
      test("keeps an address and a consent given before the page's script", async ({ page }) => {
        const labels = thCommon.footer.newsletter;
        const release = await holdScripts(page);
        await page.goto(`${thai}/about`, { waitUntil: 'commit' });
        const footer = page.getByRole('contentinfo');
        const address = `footer-early-${Date.now().toString(36)}@example.test`;
        await footer.getByLabel(labels.email).fill(address);
        await footer.getByRole('checkbox').check();
        release();
        const submit = await interactive(footer.getByTestId('newsletter-submit'));
        await expect(footer.getByLabel(labels.email)).toHaveValue(address);
        await expect(footer.getByRole('checkbox')).toBeChecked();
        await submit.click();
        await expect(footer.getByTestId('newsletter-done')).toHaveText(labels.done);
      });
    }
  });

  test.describe(`paying an order again ${how}`, () => {
    test.use({ javaScriptEnabled: js });

    test('refuses a past expiry date in Thai, keeps the name on the card, then pays', async ({ page, request }) => {
      const email = await createMember(request);
      const api = await memberApi(request, email, 'th');
      await api.addProduct();
      const placed = await api.post('orders', {
        delivery: {
          type: 'delivery',
          address: { line1: '1 Sukhumvit Road', city: 'Bangkok', postalCode: '10110' },
          recipient: { name: 'Malee Chaiyo', mobile: { callingCode: '66', phoneNumber: '812345678' } },
        },
        payment: {
          method: 'card',
          cardNumber: '4000000000000002',
          cardExpiry: '12/39',
          cardCvc: '123',
          cardHolder: 'Malee Chaiyo',
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { data: order } = (await placed.json()) as { data: { id: number; number: string; status: string } };
      expect(order.status).toBe('payment_failed');
      await signInFirst(page, 'th', email);

      await page.goto(`${thai}/orders/${order.id}/payment_failed`);
      const retry = await ready(js, page.getByTestId('retry-payment'));
      await fillCard(page, '4242 4242 4242 4242');
      const expiry = page.getByLabel(thCheckout.payment.cardExpiry);
      await expiry.fill('01/20');
      await retry.click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(thCheckout.validation.summary);
      await expect(expiry).toHaveAccessibleDescription(thCheckout.validation.cardExpiry);
      await expect(page.getByLabel(thCheckout.payment.cardHolder)).toHaveValue('Wren Tan');
      expect(new URL(page.url()).pathname).toBe(`/orders/${order.id}/payment_failed`);

      await fillCard(page, '4242 4242 4242 4242');
      await page.getByTestId('retry-payment').click();
      await page.waitForURL(`${thai}/orders/${order.id}/confirmation`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(thOrders.confirmation.heading);
      await expect(page.getByTestId('order-number').filter({ visible: true })).toHaveText(order.number);
      await expect(page.getByRole('button', { name: thOrders.failed.retry })).toHaveCount(0);
    });
  });

  test.describe(`the bag's gift card ${how}`, () => {
    test.use({ javaScriptEnabled: js });

    test('refuses a wrong PIN in Indonesian, keeps the number, then applies and removes the card', async ({
      page,
      request,
    }) => {
      const email = await createMember(request);
      await (await memberApi(request, email, 'id')).addProduct();
      await signInFirst(page, 'id', email);
      await page.goto(`${hostOf('id')}/cart`);
      const card = page.getByTestId('gift-card');
      const apply = await ready(js, card.getByRole('button', { name: idBag.giftCard.apply }));
      const number = card.getByLabel(idBag.giftCard.number);
      // The seeded Rp75,000 card of Indonesia (docs/payments.md).
      await number.fill('6000 0300 0000 0002');
      await card.getByLabel(idBag.giftCard.pin).fill('0000');
      await apply.click();
      await expect(card.getByRole('alert')).toHaveText(idBag.errors.gift_card_invalid);
      await expect(number).toHaveValue('6000 0300 0000 0002');

      await card.getByLabel(idBag.giftCard.pin).fill('1234');
      await card.getByRole('button', { name: idBag.giftCard.apply }).click();
      await expect(card.getByTestId('gift-card-applied')).toContainText('Kartu hadiah berakhiran 0002');
      await expect(card.getByRole('alert')).toHaveCount(0);

      await card.getByRole('button', { name: idBag.giftCard.remove }).click();
      await expect(card.getByTestId('gift-card-applied')).toHaveCount(0);
      await expect(card.getByLabel(idBag.giftCard.number)).toBeVisible();
    });
  });

  test.describe(`the bag's Beauty Pass offer ${how}`, () => {
    test.use({ javaScriptEnabled: js });

    test('refuses an offer the bag does not reach in Thai, keeps the choice, then applies it', async ({
      page,
      request,
    }) => {
      const email = await createMember(request, { loyaltyTier: 'gold', loyaltyPoints: 2400 });
      const api = await memberApi(request, email, 'th');
      // A reward paid in points alone: the bag spends nothing towards the offer's minimum.
      const { data } = await api.get<{
        data: { groups: Array<{ rewards: Array<{ id: number; pointsCost: number }> }> };
      }>('rewards');
      const reward = data.groups.flatMap((group) => group.rewards).find((candidate) => candidate.pointsCost <= 2400);
      expect((await api.post('rewards', { rewardId: reward!.id })).status()).toBe(200);
      await signInFirst(page, 'th', email);

      await page.goto(`${thai}/cart`);
      const offers = page.getByTestId('beauty-pass-offers');
      const tenPercent = offers.getByTestId('beauty-pass-offer-ten_percent_off').getByRole('radio');
      await (await ready(js, tenPercent)).check();
      await offers.getByRole('button', { name: thBag.beautyPass.apply }).click();
      await expect(offers.getByRole('alert')).toHaveText(thBag.errors.offer_minimum_spend);
      await expect(tenPercent).toBeChecked();

      // With a product in the bag, the same choice applies.
      await api.addProduct();
      await page.goto(`${thai}/cart`);
      await (await ready(js, tenPercent)).check();
      await offers.getByRole('button', { name: thBag.beautyPass.apply }).click();
      await expect(offers.getByTestId('beauty-pass-status')).toHaveText(thBag.beautyPass.chosen);
      await expect(offers.getByRole('alert')).toHaveCount(0);
      await expect(page.getByTestId('cost-summary').getByText(/^ส่วนลด · ลด 10%/)).toBeVisible();
    });
  });

  test.describe(`writing a review ${how}`, () => {
    test.use({ javaScriptEnabled: js });

    test('names the field to fix in Thai, keeps what was typed, then sends the review', async ({ page, request }) => {
      const email = await createMember(request);
      const product = await freshProduct(request);
      await buyAndPay(request, email, product.variantId);
      await signInFirst(page, 'th', email);

      await page.goto(`${thai}/account/reviews/new?product_id=${product.id}`);
      const submit = await ready(js, page.getByRole('button', { name: thReviews.write.submit }));
      const rating = page.getByRole('radio', { name: thReviews.write.ratings['4'] });
      const title = page.getByRole('textbox', { name: thReviews.write.reviewTitle });
      const body = page.getByRole('textbox', { name: thReviews.write.body });
      const recommend = page.getByRole('checkbox', { name: thReviews.write.recommend });
      await rating.check();
      await title.fill('ชอบมาก');
      await body.fill('สั้น');
      await recommend.check();
      await submit.click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        thReviews.write.errors.missing.replace('{{fields}}', thReviews.write.body),
      );
      await expect(body).toHaveAccessibleDescription(
        `${thReviews.write.bodyHint} ${thReviews.write.errors.body}`.replaceAll('{{min}}', '10'),
      );
      await expect(rating).toBeChecked();
      await expect(title).toHaveValue('ชอบมาก');
      await expect(body).toHaveValue('สั้น');
      await expect(recommend).toBeChecked();

      await body.fill('ติดทนทั้งวันแม้อากาศร้อน เนื้อบางเบา');
      await page.getByRole('button', { name: thReviews.write.submit }).click();
      await page.waitForURL((url) => url.pathname === '/account/reviews' && url.searchParams.get('written') === 'new');
      await expect(page.getByTestId('review-thanks')).toHaveText(thReviews.thanks.replace('{{points}}', '20'));
      await expect(page.getByTestId('member-review')).toHaveCount(1);
    });
  });

  test.describe(`Google sign-in ${how}`, () => {
    test.use({ javaScriptEnabled: js });

    test('prompts an unlinked account to register in Thai, keeping where the shopper was going', async ({ page }) => {
      await page.goto(`${thai}/sign_in?return_to=%2Fwishlist`);
      const google = page.getByTestId('google-sign-in');
      await (await ready(js, google.getByRole('button', { name: thAuth.google.continue }))).click();
      const prompt = page.getByTestId('google-not-linked');
      await expect(prompt).toContainText(thAuth.google.notLinked);
      await expect(prompt).toContainText(thAuth.google.notLinkedHelp);
      await prompt.getByRole('link', { name: thAuth.google.register }).click();
      await page.waitForURL((url) => url.pathname === '/sign_up');
      expect(new URL(page.url()).searchParams.get('return_to')).toBe('/wishlist');
    });
  });

  test.describe(`the QA sandbox's forms ${how}`, () => {
    test.use({ javaScriptEnabled: js });

    test('refuse wrong input in Thai keeping it, then make a member and settle an order', async ({ page, context }) => {
      await context.addCookies([
        {
          name: 'qa-credential',
          value: E2E_QA_TOKEN,
          domain: 'th.localhost',
          path: '/',
          httpOnly: true,
          sameSite: 'Strict',
        },
      ]);
      const t = thSandbox;
      await page.goto(`${thai}/sandbox/members`);
      const create = page.getByTestId('member-create');
      const make = await ready(js, create.locator('button[type=submit]'));
      const email = create.getByLabel(t.members.email);
      await email.fill('not-an-email');
      await create.getByLabel(t.members.points).fill('-5');
      await make.click();
      await expect(page.getByTestId('member-create-status')).toHaveText(t.errors.fixFields);
      await expect(email).toHaveValue('not-an-email');
      await expect(email).toHaveAccessibleDescription(t.errors.email);
      await expect(create.getByLabel(t.members.points)).toHaveValue('-5');
      await expect(create.getByLabel(t.members.points)).toHaveAccessibleDescription(t.errors.wholeNumber);

      const member = `qa-${js ? 'js' : 'plain'}-${Date.now().toString(36)}@example.test`;
      await email.fill(member);
      await create.getByLabel(t.members.points).fill('2400');
      await create.locator('button[type=submit]').click();
      await expect(page.getByTestId('member-create-status')).toContainText(member);
      await expect(page.getByTestId('member-table')).toContainText(member);

      // An order in a state the country cannot reach is refused, the choices kept; then it is made.
      await page.goto(`${thai}/sandbox/order-state`);
      const order = page.getByTestId('order-state-form');
      const submit = await ready(js, order.locator('button[type=submit]'));
      await order.getByLabel(t.orderState.country).selectOption('sg');
      await order.getByLabel(t.orderState.state).selectOption('promptpay_pending');
      await submit.click();
      await expect(page.getByTestId('order-state-form-status')).toHaveText(t.errors.fixFields);
      await expect(order.getByLabel(t.orderState.state)).toHaveAccessibleDescription(t.errors.stateNotInCountry);
      await expect(order.getByLabel(t.orderState.country)).toHaveValue('sg');
      await expect(order.getByLabel(t.orderState.state)).toHaveValue('promptpay_pending');

      await order.getByLabel(t.orderState.country).selectOption('th');
      await order.locator('button[type=submit]').click();
      await page.waitForURL(/order-state\?order=\d+/, { timeout: 30_000 });
      const made = page.getByTestId('order-state-status');
      await expect(made).toHaveAttribute('data-status', 'payment_pending');
      await expect(made).toContainText(t.orderState.statuses.payment_pending);
      await (await ready(js, page.getByTestId('settle-form').locator('button[type=submit]'))).click();
      await expect(made).toHaveAttribute('data-status', 'paid');
      await expect(made).toContainText(t.orderState.statuses.paid);
      await expect(page.getByTestId('settle-form')).toHaveCount(0);
    });
  });
}
