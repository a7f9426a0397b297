import { readFileSync } from 'node:fs';
import jsQR from 'jsqr';
import sharp from 'sharp';
import type { CartResponse } from '../contract';
import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoApiEnglish } from './support/api-english';
import { createMember } from './support/members';
import { holdScripts, interactive, settled } from './support/ready';
import {
  addFirstInStock,
  checkoutReady,
  fillAddress,
  fillCard,
  fillContact,
  goToCheckout,
  hostOf,
  LANG,
  signIn,
  signInFirst,
} from './support/checkout';

/** The bag as the API holds it for this browser (its device id or its member). */
async function bagOf(page: Page, country: 'sg' | 'id' | 'my'): Promise<CartResponse> {
  return page.evaluate(
    async (headers) => {
      const answer = await fetch('/api/web/v1/cart', { headers });
      return (await answer.json()) as CartResponse;
    },
    { 'X-Site-Country': country, 'Accept-Language': LANG[country]! },
  );
}

/** Sen as Malaysia's English pages write ringgit. */
const ringgit = (sen: number) => `RM ${(sen / 100).toLocaleString('en-MY', { minimumFractionDigits: 2 })}`;

const maxReached = (max: number) => `You can choose up to ${max}`;

test.describe('bag, checkout and orders', () => {
  test('SG guest fills a bag, promos, samples and a gift, signs in keeping the bag, pays by card', async ({
    page,
    request,
  }) => {
    const countCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/cart/items-count')) countCalls.push(r.url());
    });
    await addFirstInStock(page, request, 'sg');
    await expect(page.getByTestId('bag-count')).toHaveText(/[1-9]/);
    // A browser that had never written to a bag asked the API nothing for its count.
    await settled(page);
    expect(countCalls).toHaveLength(0);
    await addFirstInStock(page, request, 'sg', 1);
    // Its first add gave it a device id: from then on each page asks.
    expect(countCalls.length).toBeGreaterThan(0);

    await page.goto(`${hostOf('sg')}/cart`);
    await expect(page.getByTestId('bag-line').first()).toBeVisible();
    const lines = await page.getByTestId('bag-line').count();

    // An invalid code explains itself (codes are case sensitive), then a valid one applies.
    await interactive(page.getByTestId('promo-apply'));
    await page.getByLabel('Promo code').fill('welcome10');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-error')).toContainText('Sorry, the promotion is invalid.');
    await expect(page.getByTestId('promo-error')).toContainText('case sensitive');
    await expect(page.getByLabel('Promo code')).toHaveValue('welcome10');
    // A promo tile's code goes with the shopper: following it applies the code as the bag opens,
    // and the address no longer carries it.
    await page.goto(`${hostOf('sg')}/`);
    await page
      .getByRole('main')
      .getByRole('link', { name: /WELCOME10/ })
      .first()
      .click();
    await page.waitForURL((u) => u.pathname === '/cart');
    await expect(page.getByTestId('promo-applied')).toContainText('WELCOME10');
    await expect(page).toHaveURL((u) => !u.searchParams.has('promo_code'));

    // A free sample.
    const sample = page.getByTestId('sample-tile').locator('button[aria-pressed=false]').first();
    await (await interactive(sample)).click();
    await expect(page.getByTestId('sample-tile').locator('button[aria-pressed=true]')).toHaveCount(1);

    // A gift with purchase, never more than it allows. The bag the API holds says which gift the
    // spend has reached; the two first products in stock cost more than its minimum.
    const { data: bag } = await bagOf(page, 'sg');
    const spendGift = bag.giftsWithPurchase.find((offer) => offer.promoCode === null && offer.minimumSpend.amount > 0);
    expect(spendGift, 'a gift for a minimum spend').toBeDefined();
    expect(spendGift!.qualified, `the bag (${bag.costSummary.subtotal.amount}) reaches the gift's minimum spend`).toBe(
      true,
    );
    const available = spendGift!.items.filter((item) => item.available).length;
    expect(available).toBeGreaterThan(spendGift!.maxSelectable);
    await (await interactive(page.getByTestId('gwp-open').first())).click();
    const dialog = page.getByRole('dialog');
    const boxes = dialog.getByRole('checkbox');
    await expect(boxes).toHaveCount(spendGift!.items.length);
    // Ticking every box stops at the gift's maximum: the rest are disabled once it is reached.
    for (const box of await boxes.all()) if (await box.isEnabled()) await box.check();
    const max = spendGift!.maxSelectable;
    await expect(dialog.getByTestId('gwp-count')).toHaveText(`${max} of ${max} selected · ${maxReached(max)}`);
    await expect(boxes.and(page.locator(':checked'))).toHaveCount(max);
    await dialog.getByTestId('gwp-save').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('gwp').filter({ hasText: spendGift!.title })).toContainText(
      `${max} of ${max} selected`,
    );

    // Checkout welcomes a guest, who may sign in from there and come back; the bag is kept.
    const member = await createMember(request, { loyaltyTier: 'gold', loyaltyPoints: 2400 });
    await (await interactive(page.getByTestId('checkout-link'))).click();
    await checkoutReady(page);
    await page.getByTestId('guest-sign-in').getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/sign_in');
    await signIn(page, member);
    await page.waitForURL((u) => u.pathname === '/checkout', { timeout: 20_000 });
    await checkoutReady(page);
    expect(await page.locator('aside li').count()).toBeGreaterThanOrEqual(lines);
    // A slim header: from the top of the page, the form's first control is a few Tab presses away.
    // Counted on the page as it loads (the router's own arrival may still be settling the page).
    await page.reload();
    await checkoutReady(page);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let presses = 0;
    while (presses < 12 && !(await page.evaluate(() => Boolean(document.activeElement?.closest('main form'))))) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(presses).toBeLessThanOrEqual(5);

    // Validation keeps what was typed.
    await page.getByTestId('place-order').click();
    await expect(page.getByTestId('checkout-error')).toHaveText('Please correct the highlighted fields.');
    await fillContact(page, '91234501');
    await page.getByTestId('place-order').click();
    await expect(page.locator('input[autocomplete=name]')).toHaveValue('Wren Tan');
    await fillAddress(page);
    await fillCard(page, '4242 4242 4242 4242');

    // A double click makes one order.
    await page.getByTestId('place-order').dblclick();
    await page.waitForURL(/\/orders\/\d+\/confirmation/, { timeout: 20_000 });
    await expect(page.getByTestId('order-confirmation')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(`${hostOf('sg')}/orders`);
    await expect(page.getByTestId('order-row')).toHaveCount(1);
    await expect(page.getByTestId('bag-count')).toHaveText('');

    // The address is kept for the next order: the checkout offers it, already filled in.
    await addFirstInStock(page, request, 'sg', 3);
    await goToCheckout(page, 'sg');
    const kept = page.getByRole('group', { name: 'Deliver to' });
    await expect(kept.getByRole('radio', { name: /^1 Orchard Road, Singapore \d{6}$/ })).toBeChecked();
    await expect(page.locator('input[autocomplete=address-line1]')).toHaveValue('1 Orchard Road');
    await kept.getByRole('radio', { name: 'A new address' }).check();
    await expect(page.locator('input[autocomplete=address-line1]')).toHaveValue('');
    await expect(page.locator('input[autocomplete=address-line1]')).toBeFocused();
  });

  test('a declined card leads to payment_failed and a retry pays the same order', async ({ page, request }) => {
    await signInFirst(page, 'sg', await createMember(request, { loyaltyTier: 'black', loyaltyPoints: 820 }));
    await addFirstInStock(page, request, 'sg', 2);
    await goToCheckout(page, 'sg');
    await fillContact(page, '91234502');
    await fillAddress(page);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/orders\/\d+\/payment_failed/, { timeout: 20_000 });
    const failedPage = page.url();
    const number = await page.getByTestId('order-number').filter({ visible: true }).textContent();
    expect(number).toMatch(/\d/);
    await expect(page.getByRole('main')).toContainText('Your card was declined.');
    // Paying again offers the checkout's method cards, with the name on the card as it was typed.
    const methods = page.getByRole('group', { name: 'Payment method' }).filter({ visible: true });
    await expect(methods.getByRole('radio', { name: 'Credit or debit card' })).toBeChecked();
    await expect(page.getByLabel('Name on card').filter({ visible: true })).toHaveValue('Wren Tan');
    // The checkout's card form is gone (the router may keep the checkout mounted, hidden, but not
    // its card fields): one card number field, the retry form's, by label or by locator.
    await expect(page.getByLabel('Card number', { exact: true })).toHaveCount(1);
    await expect(page.locator('input[autocomplete=cc-number]')).toHaveCount(1);
    // The unpaid order stays payable wherever it is listed: Pay now leads back to this page.
    await page.goto(`${hostOf('sg')}/orders`);
    const row = page.getByTestId('order-row').filter({ hasText: number! });
    await expect(row.getByText('Payment failed')).toBeVisible();
    await row.getByRole('link', { name: `Pay now ${number}` }).click();
    await page.waitForURL(failedPage);
    // On a slow phone the shopper types the card while the page's script is still on its way: what
    // was typed stays in the form once the script takes over, and is what Pay again sends.
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await fillCard(page, '4242 4242 4242 4242');
    release();
    const retry = await interactive(page.getByTestId('retry-payment'));
    await expect(page.locator('input[autocomplete=cc-number]')).toHaveValue('4242 4242 4242 4242');
    await expect(page.locator('input[autocomplete=cc-exp]')).toHaveValue('12/39');
    await retry.click();
    await page.waitForURL(/\/orders\/\d+\/confirmation/, { timeout: 20_000 });
    // Next keeps the previous variant mounted but hidden.
    await expect(page.getByTestId('order-number').filter({ visible: true })).toHaveText(number!);
  });

  test('a gold member in TH redeems a reward and pays by PromptPay QR', async ({ page, request }) => {
    await signInFirst(page, 'th', await createMember(request, { loyaltyTier: 'gold', loyaltyPoints: 2400 }));
    await addFirstInStock(page, request, 'th');
    await page.goto(`${hostOf('th')}/cart`);
    await (await interactive(page.getByRole('tab').nth(1))).click();
    const redeem = page.getByTestId('reward-tile').locator('button:enabled').first();
    await redeem.click();
    await expect(page.getByTestId('bag-line').filter({ hasText: /Beauty Pass/ })).toHaveCount(1);
    await (await interactive(page.getByTestId('checkout-link'))).click();
    await checkoutReady(page);
    await fillContact(page, '812345678');
    await fillAddress(page, 'th');
    await page.locator('input[value=promptpay_qr]').check();
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/orders\/\d+\/payment_instruction/, { timeout: 20_000 });
    // The heading takes the focus for screen readers, with no box drawn round it after a click.
    const heading = page.getByTestId('order-heading');
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    // The time left counts down.
    const countdown = page.getByRole('timer');
    const shown = (await countdown.textContent())!;
    expect(shown).toMatch(/^\d+:\d{2}(:\d{2})?$/);
    await expect(countdown).not.toHaveText(shown);
    // The payment code's disclosure is marked as one that opens, then shows the code.
    const code = page.locator('details').filter({ has: page.getByTestId('qr-payload') });
    const marker = await code.locator('summary').evaluate((el) => getComputedStyle(el, '::after').borderRightStyle);
    expect(marker).toBe('solid');
    await code.locator('summary').click();
    await expect(page.getByTestId('qr-payload')).toBeVisible();
    await expect(page.getByTestId('qr-payload')).not.toBeEmpty();
    // The saved picture is the code with what it pays written under it.
    const saved = page.waitForEvent('download');
    await page.getByTestId('qr-save').click();
    const download = await saved;
    const number = (await page.getByTestId('order-number').filter({ visible: true }).textContent())!.trim();
    expect(download.suggestedFilename()).toBe(`promptpay-${number}.png`);
    const png = readFileSync((await download.path())!);
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(720);
    expect(info.height).toBeGreaterThan(720 + 3 * 40);
    // It still scans, to the payment code the page shows.
    const scanned = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(scanned?.data).toBe((await page.getByTestId('qr-payload').textContent())!.trim());
    await page.getByTestId('qr-check').click();
    await expect(page.getByTestId('order-instruction').getByRole('status')).not.toBeEmpty();
    await expectNoSeriousA11yViolations(page);
  });

  test('a member in ID pays by virtual account', async ({ page, request }) => {
    await signInFirst(page, 'id', await createMember(request, { loyaltyTier: 'white', loyaltyPoints: 120 }));
    await addFirstInStock(page, request, 'id');
    await page.goto(`${hostOf('id')}/cart`);
    await expect(page.getByTestId('bag-line').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id-ID');
    await expectNoSeriousA11yViolations(page);
    await (await interactive(page.getByTestId('checkout-link'))).click();
    await checkoutReady(page);
    await fillContact(page, '81234567890');
    await fillAddress(page, 'id');
    await page.locator('input[value=virtual_account]').check();
    await expectNoSeriousA11yViolations(page);
    // What the bag holds, from the API: the order's total is worked out here from it by the rules
    // for Indonesia (prices include 11 % VAT; Rp30.000 shipping below Rp500.000; rupiah have no
    // minor unit).
    const bag = await bagOf(page, 'id');
    const products = bag.data.lineItems.filter((line) => line.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    expect(products.map((line) => line.price.currency)).toEqual(products.map(() => 'IDR'));
    const subtotal = products.reduce((sum, line) => sum + line.price.amount, 0);
    const expectedTotal = subtotal + (subtotal < 500_000 ? 30_000 : 0);
    // The total beside Place order is the one the order charges.
    const shown = page.getByTestId('cost-summary').getByTestId('bag-total');
    await expect(shown).toContainText('Rp');
    expect((await shown.textContent())?.replace(/\D/g, '')).toBe(String(expectedTotal));
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/orders\/\d+\/payment_instruction/, { timeout: 20_000 });
    await expect(page.getByTestId('va-number')).not.toBeEmpty();
    const total = page.getByTestId('bag-total').filter({ visible: true });
    await expect(total).toContainText('Rp');
    expect((await total.textContent())?.replace(/\D/g, '')).toBe(String(expectedTotal));
    await expectNoSeriousA11yViolations(page);
  });

  test('a member in MY chooses click and collect and pays the total shown beside Place order', async ({
    page,
    request,
  }) => {
    await signInFirst(
      page,
      'my',
      await createMember(request, { loyaltyTier: 'black', loyaltyPoints: 640, isEmployee: true }),
    );
    await addFirstInStock(page, request, 'my', 0, undefined, 'price_asc');
    await goToCheckout(page, 'my');
    // Priced for delivery, the bag pays for shipping (one of the cheapest items, under Malaysia's
    // free-shipping threshold); collected in store, the same bag ships nothing.
    const { costSummary: delivered } = (await bagOf(page, 'my')).data;
    expect(delivered.shipping.amount).toBeGreaterThan(0);
    const review = page.getByTestId('cost-summary');
    const shown = review.getByTestId('bag-total');
    await expect(shown).toHaveText(ringgit(delivered.total.amount));
    // On a slow phone the choice is made while the page's script is on its way: it stays chosen,
    // and the total follows it once the script arrives.
    const release = await holdScripts(page);
    await page.reload({ waitUntil: 'commit' });
    await page.locator('input[value=click_and_collect]').check();
    release();
    await checkoutReady(page);
    await expect(page.locator('input[value=click_and_collect]')).toBeChecked();
    const collected = delivered.total.amount - delivered.shipping.amount;
    await expect(shown).toHaveText(ringgit(collected));
    await expect(review).toContainText('ShippingFree');
    const store = page.getByTestId('store-select');
    const first = await store.locator('option').nth(1).getAttribute('value');
    await store.selectOption(first ?? '');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await page.locator('input[type=date]').fill(tomorrow);
    await page
      .locator('select')
      .filter({ has: page.locator('option[value="14:00"]') })
      .selectOption('14:00');
    await fillContact(page, '123456789');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/orders\/\d+\/confirmation/, { timeout: 20_000 });
    await expect(page.getByTestId('pickup-message')).not.toBeEmpty();
    await expect(page.getByTestId('bag-total').filter({ visible: true })).toHaveText(ringgit(collected));
  });
});

test.describe('gift cards', () => {
  test('a member in Thailand pays part of an order with a gift card after a wrong PIN, invoiced to a company, in Thai', async ({
    page,
    request,
  }) => {
    await signInFirst(page, 'th', await createMember(request));
    await addFirstInStock(page, request, 'th', 1);
    await page.goto(`${hostOf('th')}/cart`);
    const card = page.getByTestId('gift-card');
    // The seeded ฿170 card of Thailand (docs/payments.md).
    await card.getByLabel('หมายเลขบัตรของขวัญ').fill('6000 0800 0000 0002');
    await card.getByLabel('PIN').fill('9999');
    await (await interactive(card.getByRole('button', { name: 'ใช้บัตรของขวัญ' }))).click();
    await expect(card.getByRole('alert')).toHaveText('ไม่พบบัตรของขวัญที่มีหมายเลขและ PIN นี้');
    await expect(card.getByLabel('หมายเลขบัตรของขวัญ')).toHaveValue('6000 0800 0000 0002');
    await card.getByLabel('PIN').fill('1234');
    await card.getByRole('button', { name: 'ใช้บัตรของขวัญ' }).click();
    await expect(card.getByTestId('gift-card-applied')).toContainText('บัตรของขวัญลงท้าย 0002');
    await expect(card.getByTestId('gift-card-applied')).toContainText('฿170.00');
    await expect(page.getByTestId('cost-summary').filter({ visible: true }).first()).toContainText('−฿170.00');
    await expectNoApiEnglish(page);

    await (await interactive(page.getByTestId('checkout-link'))).click();
    await checkoutReady(page);
    await fillContact(page, '812345671');
    await fillAddress(page, 'th');
    // Invoiced to a company: both its registered name and number, or the form says so.
    await page.getByText('ออกใบกำกับภาษีในนามบริษัท (ไม่บังคับ)').click();
    await page.getByLabel('ชื่อบริษัทที่จดทะเบียน').fill('บริษัท ฮัลซิออน เทรดดิ้ง จำกัด');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByTestId('place-order').click();
    await expect(page.getByText('กรอกทั้งชื่อบริษัทที่จดทะเบียนและเลขทะเบียน หรือเว้นว่างทั้งสองช่อง')).toBeVisible();
    await page.getByLabel('เลขทะเบียน').fill('0105561234567');
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/orders\/\d+\/confirmation/, { timeout: 20_000 });
    await expect(page.getByTestId('order-registration-name').filter({ visible: true })).toHaveText(
      'บริษัท ฮัลซิออน เทรดดิ้ง จำกัด',
    );
    await expect(page.getByTestId('order-registration-number').filter({ visible: true })).toHaveText('0105561234567');
    await expect(page.getByTestId('cost-summary').filter({ visible: true }).first()).toContainText('−฿170.00');
    await expectNoSeriousA11yViolations(page);
    await expectNoApiEnglish(page);
  });
});

test.describe('Beauty Pass offers in the bag', () => {
  test('a gold member in Thailand chooses the 10% offer, in Thai, and the summary takes it off the total', async ({
    page,
    request,
  }) => {
    const email = await createMember(request, { loyaltyTier: 'gold' });
    await signInFirst(page, 'th', email);
    await addFirstInStock(page, request, 'th');
    await page.goto(`${hostOf('th')}/cart`);
    const offers = page.getByTestId('beauty-pass-offers');
    const total = page.getByTestId('bag-total');
    const before = await total.textContent();
    const tenPercent = offers.getByTestId('beauty-pass-offer-ten_percent_off');
    await expect(tenPercent).toContainText('ลด 10% ทั้งถุงช้อปปิ้ง');
    await expect(tenPercent).toContainText('ยอดซื้อขั้นต่ำ ฿');
    await (await interactive(tenPercent.getByRole('radio'))).check();
    await offers.getByRole('button', { name: 'ใช้ข้อเสนอ' }).click();
    await expect(offers.getByTestId('beauty-pass-status')).toHaveText('ใช้ข้อเสนอของคุณกับคำสั่งซื้อนี้แล้ว');
    // The discount is a line of its own, in Thai, and the total goes down by it.
    const summary = page.getByTestId('cost-summary');
    await expect(summary.getByText(/^ส่วนลด · ลด 10%/)).toBeVisible();
    await expect(total).not.toHaveText(before ?? '');
    const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
    expect(amount(await total.textContent())).toBeLessThan(amount(before));
    // A member who joined today also holds the welcome voucher, named in Thai with its amount.
    await expectNoApiEnglish(page);
    await expect(offers.getByTestId('beauty-pass-offer-welcome_voucher')).toContainText('บัตรกำนัลต้อนรับ: ลด ฿250.00');
  });

  test('a member in their birthday month takes the birthday voucher, a gift card pays the rest, no card asked', async ({
    page,
    request,
  }) => {
    const month = new Date().toISOString().slice(5, 7);
    await signInFirst(page, 'sg', await createMember(request, { dateOfBirth: `1993-${month}-01` }));
    await addFirstInStock(page, request, 'sg', 2, undefined, 'price_asc');
    await page.goto(`${hostOf('sg')}/cart`);
    const offers = page.getByTestId('beauty-pass-offers');
    const birthday = offers.getByTestId('beauty-pass-offer-birthday_voucher');
    await expect(birthday).toContainText('Birthday voucher: S$15.00 off');
    await expect(birthday).toContainText('No minimum spend');
    await (await interactive(birthday.getByRole('radio'))).check();
    await offers.getByRole('button', { name: 'Apply offer' }).click();
    await expect(offers.getByTestId('beauty-pass-status')).toHaveText('Your offer is applied to this order');
    await expect(page.getByTestId('cost-summary').getByText(/^Discount · Birthday voucher/)).toBeVisible();
    // The seeded S$80 card of Singapore (docs/payments.md) pays what the voucher leaves.
    const card = page.getByTestId('gift-card');
    await card.getByLabel('Gift card number').fill('6000 0700 0000 0001');
    await card.getByLabel('PIN').fill('1234');
    await (await interactive(card.getByRole('button', { name: 'Use gift card' }))).click();
    await expect(card.getByTestId('gift-card-applied')).toContainText('Gift card ending 0001');
    await expect(page.getByTestId('bag-total').filter({ visible: true })).toHaveText('S$0.00');

    await (await interactive(page.getByTestId('checkout-link'))).click();
    await checkoutReady(page);
    await fillContact(page, '91234509');
    await fillAddress(page);
    await expect(page.getByTestId('paid-by-gift-card')).toHaveText(
      'Your gift card pays for this order: there is nothing to pay by card.',
    );
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/orders\/\d+\/confirmation/, { timeout: 20_000 });
    await expect(page.getByTestId('cost-summary').filter({ visible: true }).first()).toContainText('Birthday voucher');

    await page.goto(`${hostOf('sg')}/account`);
    const perk = page.locator('[data-perk=birthday_voucher]');
    await expect(perk).toHaveAttribute('data-state', 'used');
    await expect(perk).toContainText(/Used on \d{1,2} \w{3} \d{4}\./);
  });
});
