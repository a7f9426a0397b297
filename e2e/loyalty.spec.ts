import { expect, test, type APIRequestContext, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectReadsWell } from './support/layout';
import {
  createMember,
  createMemberRecord,
  MEMBER_PASSWORD,
  registrationLink,
  resetLink,
  type MemberOptions,
} from './support/members';
import { signInFirst } from './support/checkout';
import { holdScripts, interactive } from './support/ready';

/** Beauty Pass journeys: becoming a member, and getting back in. */

const port = Number(process.env.E2E_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const hostOf = (country: string) =>
  country === 'sg' ? `http://localhost:${port}` : `http://${country}.localhost:${port}`;

/** Whole days (rounded up) from now to the member's tier review, at midnight UTC of its date. */
async function daysToReview(request: APIRequestContext, email: string): Promise<number> {
  const headers = { 'X-Site-Country': 'th', 'Accept-Language': 'th-TH' };
  const api = `http://127.0.0.1:${apiPort}/api/web/v1`;
  const session = await request.post(`${api}/sessions`, { headers, data: { email, password: MEMBER_PASSWORD } });
  expect(session.status(), await session.text()).toBe(200);
  const { accessToken } = (await session.json()) as { accessToken: string };
  const answer = await request.get(`${api}/account/loyalty`, {
    headers: { ...headers, Authorization: `Bearer ${accessToken}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { tier } = (await answer.json()) as { tier: { reviewOn: string } };
  return Math.ceil((Date.parse(`${tier.reviewOn}T00:00:00Z`) - Date.now()) / (24 * 60 * 60 * 1000));
}

async function firstProductSlug(request: APIRequestContext, country: string, language: string): Promise<string> {
  const answer = await request.get(`http://127.0.0.1:${apiPort}/api/web/v1/products?per_page=1`, {
    headers: { 'X-Site-Country': country, 'Accept-Language': language },
  });
  const body = (await answer.json()) as { data: Array<{ slug: string }> };
  expect(body.data.length, `${country} sells a product`).toBeGreaterThan(0);
  return body.data[0]!.slug;
}

let made = 0;
function freshEmail() {
  made += 1;
  return `join-${process.pid}-${Date.now().toString(36)}-${made}@example.test`;
}

// Next keeps the page just left mounted but hidden (sign-in beside sign-up): only the shown form counts.
const field = (page: Page, name: string) =>
  page.getByRole('main').locator(`form [name="${name}"]`).filter({ visible: true });

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

/** A gold member who keeps the tier, with a history of every kind of entry that adds up to the balance. */
const GOLD: MemberOptions = {
  firstName: 'Goldie',
  loyaltyTier: 'gold',
  loyaltyPoints: 2400,
  tierPointsCounter: 2400,
  pointsHistory: [
    { source: 'registration_of_{product}_account', points: 100, at: daysAgo(1200), subject: 'Halcyon Beauty' },
    { source: 'loyalty_points', points: 500, at: daysAgo(1100) },
    { source: 'referred_mobile_app', points: 100, at: daysAgo(1000) },
    { source: 'purchase_points_with_order_number', points: 1600, at: daysAgo(500), orderNumber: 'HB-E2E-1001' },
    { source: 'level_redemption', points: -300, at: daysAgo(400) },
    { source: 'bonus_points', points: 600, at: daysAgo(200) },
    { source: 'expired_points', points: -150, at: daysAgo(100) },
    { source: 'manual_points_adjustment', points: -50, at: daysAgo(90) },
  ],
};

/** A member of staff with a short history. */
const STAFF: MemberOptions = {
  firstName: 'Sam',
  loyaltyTier: 'black',
  loyaltyPoints: 640,
  tierPointsCounter: 640,
  isEmployee: true,
  pointsHistory: [
    { source: 'registration_of_{product}_account', points: 100, at: daysAgo(500), subject: 'Halcyon Beauty' },
    { source: 'purchase_points', points: 540, at: daysAgo(30) },
  ],
};

async function fillRegistration(page: Page, email: string, mobile: string) {
  await field(page, 'firstName').fill('Nok');
  await field(page, 'lastName').fill('Saetang');
  await field(page, 'email').fill(email);
  await field(page, 'mobile').fill(mobile);
  await field(page, 'dateOfBirth').fill('1995-04-02');
  for (const name of ['personalData', 'thirdPartyDisclosure', 'policy', 'over14']) {
    await field(page, `consents.${name}`).check();
  }
}

test.describe('becoming a member', () => {
  test('a guest registers in Thai from a product, sees the coded password rules, confirms by the mailed link and lands back on the product', async ({
    page,
    request,
  }) => {
    const slug = await firstProductSlug(request, 'th', 'th-TH');
    const returnTo = `/products/${slug}`;
    await page.goto(`${hostOf('th')}/sign_in?return_to=${encodeURIComponent(returnTo)}`);
    const register = page.getByRole('link', { name: 'สร้างบัญชี' });
    await expect(register).toHaveAttribute('href', `/sign_up?return_to=${encodeURIComponent(returnTo)}`);
    await (await interactive(register)).click();
    await page.waitForURL((url) => url.pathname === '/sign_up');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('สมัครสมาชิก Beauty Pass');
    await expectNoSeriousA11yViolations(page);

    await interactive(page.getByRole('button', { name: 'สร้างบัญชี' }));
    const email = freshEmail();
    await fillRegistration(page, email, '081 234 5678');
    await field(page, 'password').fill('abc');
    await field(page, 'passwordConfirmation').fill('abd');
    const rules = page.locator('[data-code]');
    await expect(page.locator('[data-code="AUTH_MS_PV_001"]')).toHaveAttribute('data-state', 'unmet');
    await expect(page.locator('[data-code="AUTH_MS_PV_001"]')).toContainText('อย่างน้อย 8 ตัวอักษร');
    await expect(page.locator('[data-code="AUTH_MS_PV_002"]')).toContainText('ตัวเลขอย่างน้อย 1 ตัว');
    await expect(page.locator('[data-code="AUTH_MS_PV_007"]')).toContainText('รหัสผ่านไม่ตรงกัน');
    await expect(rules.and(page.locator('[data-state="unmet"]'))).toHaveCount(5);
    await page.getByRole('button', { name: 'สร้างบัญชี' }).click();
    // Nothing is sent: the password field takes the focus, and the page stays.
    await expect(field(page, 'password')).toBeFocused();
    expect(new URL(page.url()).pathname).toBe('/sign_up');

    await field(page, 'password').fill('Sabai!Dee2026');
    await field(page, 'passwordConfirmation').fill('Sabai!Dee2026');
    await expect(rules.and(page.locator('[data-state="met"]'))).toHaveCount(6);
    await page.getByRole('button', { name: 'สร้างบัญชี' }).click();
    const sent = page.getByTestId('sign-up-sent');
    await expect(sent).toContainText(email);
    await expect(sent).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // The mailed link: the token leaves the address bar once the page is ready, and the account is
    // made when the guest presses the button.
    await page.goto(`${hostOf('th')}${await registrationLink(request, email)}`);
    const create = await interactive(page.getByRole('button', { name: 'สร้างบัญชีของฉัน' }));
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    await create.click();
    await expect(page.getByTestId('sign-up-welcome')).toContainText('ยินดีต้อนรับสู่ Beauty Pass');
    await (await interactive(page.getByRole('link', { name: 'ดำเนินการต่อ' }))).click();
    await page.waitForURL((url) => url.pathname === returnTo, { timeout: 20_000 });
    // Signed in: the split session cookie is there.
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['jwt-data', 'jwt-signature']));

    // A member asking for registration again goes to the dashboard.
    await page.goto(`${hostOf('th')}/sign_up`);
    await page.waitForURL((url) => url.pathname === '/account');
  });

  test('a password typed before the sign-up page has its script shows its rules met once the script arrives', async ({
    page,
  }) => {
    // A slow phone: the shopper types into the server's form while the page's script is on its way.
    const release = await holdScripts(page);
    await page.goto(`${hostOf('sg')}/sign_up`, { waitUntil: 'commit' });
    await field(page, 'password').fill('Sunrise!Bloom2026');
    await field(page, 'passwordConfirmation').fill('Sunrise!Bloom2026');
    release();
    await interactive(page.getByRole('button', { name: 'Create account' }));
    // The text stays in the fields, and the checklist drawn from them has heard of it.
    await expect(field(page, 'password')).toHaveValue('Sunrise!Bloom2026');
    const rules = page.locator('[data-code]');
    await expect(rules.and(page.locator('[data-state="met"]'))).toHaveCount(6);
    await expect(page.locator('[data-code="AUTH_MS_PV_007"]')).toHaveAttribute('data-state', 'met');
  });

  test('registration and recovery fit a phone and a desktop, in English and Thai: no sideways scrolling, the form starts on the first screen, no text cut off', async ({
    page,
  }) => {
    for (const path of ['/sign_up', '/password/forgot']) {
      for (const country of ['sg', 'th']) {
        for (const viewport of [
          { width: 390, height: 844 },
          { width: 1440, height: 900 },
        ]) {
          await page.setViewportSize(viewport);
          await page.goto(`${hostOf(country)}${path}`);
          const first = field(page, path === '/sign_up' ? 'firstName' : 'email');
          // A weak password shows the rules under the field: the longest the form gets.
          if (path === '/sign_up') await (await interactive(field(page, 'password'))).fill('abc');
          await expectReadsWell(page, [page.getByRole('heading', { level: 1 }), first]);
        }
      }
    }
  });
});

/** The newest password-reset mail, as the run's mail server received it. */
test.describe('getting back in', () => {
  test('a member resets a forgotten password through the mailed link, once', async ({ page, request }) => {
    const email = await createMember(request);
    await page.goto(`${hostOf('sg')}/sign_in`);
    await (await interactive(page.getByRole('link', { name: 'Forgot your password?' }))).click();
    await page.waitForURL((url) => url.pathname === '/password/forgot');
    await field(page, 'email').fill(email);
    await (await interactive(page.getByRole('button', { name: 'Send reset link' }))).click();
    await expect(page.getByTestId('reset-sent')).toContainText(email);

    const link = await resetLink(request, email);
    await page.goto(`${hostOf('sg')}${link}`);
    // The token leaves the address bar once the page has it.
    await expect.poll(() => new URL(page.url()).searchParams.has('token')).toBe(false);
    await interactive(page.getByRole('button', { name: 'Save new password' }));
    await expectNoSeriousA11yViolations(page);
    await field(page, 'password').fill(MEMBER_PASSWORD);
    await field(page, 'passwordConfirmation').fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.locator('[data-code="AUTH_MS_PV_006"]')).toHaveAttribute('data-state', 'unmet');
    await field(page, 'password').fill('Brand!New2026');
    await field(page, 'passwordConfirmation').fill('Brand!New2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByTestId('reset-done')).toBeVisible();

    // The link works once: opened again, the page says so before anything is typed.
    await page.goto(`${hostOf('sg')}${link}`);
    const used = page.getByTestId('reset-link-invalid');
    await expect(used).toContainText('Reset token expired; request a new link');
    await expect(used).toContainText('Reset links work once, for an hour.');
    await expect(page.getByRole('button', { name: 'Save new password' })).toHaveCount(0);
    await (await interactive(used.getByRole('link', { name: 'Request a new link' }))).click();
    await page.waitForURL((url) => url.pathname === '/password/forgot');

    await page.goto(`${hostOf('sg')}/sign_in`);
    await field(page, 'email').fill(email);
    await field(page, 'password').fill('Brand!New2026');
    await (await interactive(field(page, 'password'))).press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
  });
});

test.describe('the Beauty Pass dashboard', () => {
  test('a gold member reads their card, points, tier and perks, and their points history', async ({
    page,
    request,
  }) => {
    const gold = await createMemberRecord(request, GOLD);
    await signInFirst(page, 'sg', gold.email);
    await page.goto(`${hostOf('sg')}/account`);
    const dashboard = page.getByTestId('loyalty-dashboard');
    const card = gold.cardNumber.replace(/(\d{4})(?=\d)/g, '$1 ');
    expect(card).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    await expect(dashboard.getByTestId('card-number')).toHaveText(card);
    await expect(dashboard.getByRole('img', { name: `QR code of card number ${gold.cardNumber}` })).toBeVisible();
    await expect(dashboard.getByTestId('points-balance')).toHaveText('2,400');
    await expect(dashboard.getByTestId('points-expiring')).toContainText('2,400 points expire on');
    await expect(dashboard.getByTestId('tier-message')).toHaveAttribute('data-message', 'max_tier');
    await expect(dashboard.locator('[data-perk="gold_welcome"]')).toHaveAttribute('data-state', 'active');
    const sections = page.getByRole('navigation', { name: 'Your account' });
    await expect(sections.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/account/bookings');
    await expect(sections.getByRole('link', { name: 'Points history' })).toHaveAttribute('href', '/account/points');

    await (await interactive(dashboard.getByRole('link', { name: 'Points history' }))).click();
    await page.waitForURL((url) => url.pathname === '/account/points');
    const rows = page.getByTestId('points-history').locator('tbody tr');
    await expect(rows).toHaveCount(GOLD.pointsHistory!.length);
    await expect(rows.last()).toContainText('Registration of your Halcyon Beauty account');
    await expectNoSeriousA11yViolations(page);
  });

  test('a Gold member shops the Beauty Pass Sale with early access, in Thai; a Black member reads when it opens', async ({
    page,
    request,
    browser,
  }) => {
    await signInFirst(page, 'th', await createMember(request, { loyaltyTier: 'gold' }));
    await page.goto(`${hostOf('th')}/account`);
    await (await interactive(page.getByRole('link', { name: 'ลดราคา Beauty Pass' }))).click();
    await page.waitForURL((url) => url.pathname === '/beauty-pass-sale');
    const status = page.getByTestId('sale-status');
    await expect(status).toHaveAttribute('data-access', 'open');
    await expect(status).toContainText('เปิดให้คุณแล้ว: ลด 20%');
    await expect(status).toContainText('สิทธิ์ช้อปก่อนของ Gold');
    const cards = page.getByTestId('product-card');
    await expect(cards.first().getByTestId('member-price')).toContainText('ราคาสมาชิก ฿');
    await expectNoSeriousA11yViolations(page);

    // A product of the sale goes into the bag at its member price.
    const slugs = await cards
      .locator('a[href^="/products/"]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    let added = false;
    for (const path of slugs) {
      await page.goto(`${hostOf('th')}${path}`);
      const add = page.getByTestId('add-to-bag');
      await expect(add.or(page.getByTestId('waitlist-button'))).toBeVisible();
      if (!(await add.isVisible())) continue;
      await (await interactive(add)).click();
      const answer = add.locator('xpath=ancestor::form[1]/..').getByRole('status');
      await expect(answer).not.toBeEmpty();
      if ((await answer.getAttribute('data-tone')) === 'ok') {
        added = true;
        break;
      }
    }
    expect(added, 'a product of the sale could be added').toBe(true);
    await page.goto(`${hostOf('th')}/cart`);
    await expect(page.getByTestId('cost-summary').getByText(/ลดราคา Beauty Pass/)).toBeVisible();

    const black = await browser.newPage();
    await signInFirst(black, 'sg', await createMember(request, { loyaltyTier: 'black' }));
    await black.goto(`${hostOf('sg')}/beauty-pass-sale`);
    await expect(black.getByTestId('sale-status')).toHaveAttribute('data-access', 'upcoming');
    await expect(black.getByTestId('sale-status')).toContainText(/^Opens to you on \d{1,2} \w+ \d{4}, until /);
    await black.close();
  });

  test('the gold demo member’s recent orders and points history tell the same story', async ({ page }) => {
    await page.goto(`${hostOf('sg')}/sign_in?return_to=%2Faccount`);
    await page.getByLabel('Email address').fill('gold@demo.halcyonbeauty.test');
    await page.getByLabel('Password').fill('Demo!Pass1');
    await (await interactive(page.getByRole('button', { name: 'Sign in' }))).click();
    await page.waitForURL((url) => url.pathname === '/account');
    const recent = page.getByRole('region', { name: 'Recent orders' });
    await expect(recent.getByRole('link', { name: /^Order HB-DEMO-1001/ })).toBeVisible();
    await page.goto(`${hostOf('sg')}/account/points`);
    await (await interactive(page.getByRole('link', { name: 'Points earned on order HB-DEMO-1001' }))).click();
    await expect(page.getByTestId('order-number').filter({ visible: true })).toHaveText('HB-DEMO-1001');
  });

  test('a staff member sees the staff perk, with its two rates; another member does not', async ({ page, request }) => {
    const staff = await createMember(request, { isEmployee: true, firstName: 'Ari' });
    await signInFirst(page, 'sg', staff);
    await page.goto(`${hostOf('sg')}/account`);
    const dashboard = page.getByTestId('loyalty-dashboard');
    const perk = dashboard.locator('[data-perk="staff_discount"]');
    await expect(perk).toHaveAttribute('data-state', 'active');
    await expect(perk).toContainText('Staff discount');
    await expect(perk).toContainText('30% off everything, 45% off the Halcyon Collection.');
    await expect(dashboard.getByText('Staff', { exact: true })).toBeVisible();

    await page.context().clearCookies();
    const member = await createMember(request);
    await signInFirst(page, 'sg', member);
    await page.goto(`${hostOf('sg')}/account`);
    await expect(page.getByTestId('loyalty-dashboard').locator('[data-perk]').first()).toBeVisible();
    await expect(page.locator('[data-perk="staff_discount"]')).toHaveCount(0);
  });

  test('a member close to the review sees the downgrade warning; a guest is sent to sign in', async ({
    page,
    request,
  }) => {
    // Black, far from keeping the tier, with the review a fortnight away.
    const email = await createMember(request, {
      loyaltyTier: 'black',
      loyaltyPoints: 300,
      tierPointsCounter: 120,
      tierReviewOn: new Date(Date.now() + 15 * DAY_MS).toISOString().slice(0, 10),
    });
    await page.goto(`${hostOf('th')}/account`);
    await page.waitForURL((url) => url.pathname === '/sign_in' && url.searchParams.get('return_to') === '/account');
    await signInFirst(page, 'th', email);
    await page.goto(`${hostOf('th')}/account`);
    const message = page.getByTestId('tier-message');
    await expect(message).toHaveAttribute('data-message', 'downgrade_warning');
    // Counted from the review date the API gives, as the page counts them: a run that crosses
    // midnight (UTC) sees one day fewer.
    const days = await daysToReview(request, email);
    expect(days).toBeGreaterThan(13);
    expect(days).toBeLessThanOrEqual(15);
    await expect(message).toContainText(`เหลือเวลาอีกเพียง ${days} วันเพื่อรักษาระดับ Black`);
    await expectNoSeriousA11yViolations(page);
  });

  test('the dashboard and points history fit a phone and a desktop, in English and Thai: no sideways scrolling, the greeting or the latest entry on the first screen, no text cut off', async ({
    page,
    request,
  }) => {
    for (const country of ['sg', 'th']) {
      await page.context().clearCookies();
      await signInFirst(page, country, await createMember(request, STAFF));
      for (const path of ['/account', '/account/points']) {
        for (const viewport of [
          { width: 390, height: 844 },
          { width: 1440, height: 900 },
        ]) {
          await page.setViewportSize(viewport);
          await page.goto(`${hostOf(country)}${path}`);
          const content = page.getByTestId(path === '/account' ? 'loyalty-dashboard' : 'points-history');
          await expect(content).toBeVisible();
          await expectReadsWell(page, [
            page.getByRole('heading', { level: 1 }),
            path === '/account'
              ? page
                  .getByRole('main')
                  .getByText(/^(Hello, |สวัสดี )Sam$/)
                  .first()
              : content.locator('tbody tr').first(),
          ]);
        }
      }
    }
  });
});

test.describe('the rewards boutique', () => {
  test('a guest is invited to sign in; a gold member redeems a 500+ reward and finds it in the bag', async ({
    page,
    request,
  }) => {
    await page.goto(`${hostOf('sg')}/rewards`);
    await expect(page.getByRole('heading', { name: 'Up to 499 points' })).toBeVisible();
    await expect(page.getByTestId('rewards-invite')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await (await interactive(page.getByTestId('rewards-invite').getByRole('link', { name: 'Sign in' }))).click();
    await page.waitForURL((url) => url.pathname === '/sign_in');
    await field(page, 'email').fill(await createMember(request, GOLD));
    await field(page, 'password').fill(MEMBER_PASSWORD);
    await (await interactive(field(page, 'password'))).press('Enter');
    await page.waitForURL((url) => url.pathname === '/rewards');

    await expect(page.getByTestId('rewards-balance')).toContainText('2,400');
    // A reward that cannot be redeemed is named by the state its button shows, never "Redeem …".
    await expect(page.getByRole('button', { name: 'Fully redeemed', exact: true }).first()).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    const upper = page.getByRole('region', { name: '500 points and above' });
    const redeem = upper
      .getByRole('button', { name: /^Redeem / })
      .and(page.locator(':enabled'))
      .first();
    const name = ((await redeem.getAttribute('aria-label')) ?? '').replace(/^Redeem /, '');
    expect(name, 'the reward the button names').not.toBe('');
    await (await interactive(redeem)).click();
    await expect(page.getByRole('status').filter({ hasText: 'is in your bag' })).toContainText(name);
    // One reward per transaction: a second one is refused with the rule.
    const lower = page.getByRole('region', { name: 'Up to 499 points' });
    await lower
      .getByRole('button', { name: /^Redeem / })
      .and(page.locator(':enabled'))
      .first()
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'Only one reward item' })).toBeVisible();

    // In the bag: the reward line, and its points held against the order.
    await page.goto(`${hostOf('sg')}/cart`);
    await expect(page.getByText('Beauty Pass reward', { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/Points redeemed: \d+/)).toBeVisible();
  });

  test('the boutique fits a phone and a desktop, in English and Thai: no sideways scrolling, the invitation and the first reward on the first screen, no text cut off', async ({
    page,
  }) => {
    for (const country of ['sg', 'th']) {
      for (const viewport of [
        { width: 390, height: 844 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(`${hostOf(country)}/rewards`);
        const reward = page.getByTestId('boutique-reward').first();
        await expect(reward).toBeVisible();
        await expectReadsWell(page, [page.getByRole('heading', { level: 1 }), page.getByTestId('rewards-invite')]);
        // The rewards begin on the first screen, below the invitation.
        await expect(reward).toBeInViewport();
      }
    }
  });
});
