import { expect, test, type Page } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { hostOf, signInFirst } from './support/checkout';
import { createMember, MEMBER_PASSWORD } from './support/members';
import { interactive } from './support/ready';

test.use({ viewport: { width: 1440, height: 900 } });

async function signIn(page: Page, host: string, email: string, password = MEMBER_PASSWORD, returnTo = '/account') {
  await page.goto(`${host}/sign_in?return_to=${encodeURIComponent(returnTo)}`);
  const form = page.getByRole('main').locator('form').first();
  await interactive(form.locator('input[type=password]'));
  await form.locator('input[type=email]').fill(email);
  await form.locator('input[type=password]').fill(password);
  await form.locator('input[type=password]').press('Enter');
  await page.waitForURL((url) => url.pathname === returnTo, { timeout: 20_000 });
}

test.describe('the member’s profile', () => {
  test('a member edits their profile, then changes their password and signs in with the new one', async ({
    page,
    request,
  }) => {
    const email = await createMember(request, { firstName: 'Rena' });
    await signInFirst(page, 'sg', email);
    await page.goto(`${hostOf('sg')}/account/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

    const details = page.getByTestId('profile-form');
    await interactive(details.getByRole('button', { name: 'Save changes' }));
    await details.getByLabel('First name').fill('Renata');
    await details.getByLabel('Mobile number (+65)').fill('1234');
    await details.getByLabel('Date of birth').fill('1994-06-15');
    await details.getByRole('button', { name: 'Save changes' }).click();
    // Refused in the browser: the wrong mobile is marked, and what was typed stays.
    await expect(details.getByLabel('Mobile number (+65)')).toHaveAccessibleDescription('Invalid phone number');
    await expect(details.getByLabel('First name')).toHaveValue('Renata');

    await details.getByLabel('Mobile number (+65)').fill('9123 4567');
    await details.getByLabel(/news, offers/).check();
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(details.getByRole('status')).toHaveText('Your profile has been saved.');
    // The header greets the member by the new name.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hi, Renata' })).toBeVisible();

    await page.reload();
    await expect(details.getByLabel('First name')).toHaveValue('Renata');
    await expect(details.getByLabel('Mobile number (+65)')).toHaveValue('91234567');
    await expect(details.getByLabel(/news, offers/)).toBeChecked();
    // The birth date, once given, is shown and cannot be changed.
    await expect(page.getByTestId('profile-birth-date')).toContainText('15 June 1994');
    await expect(details.locator('input[name="dateOfBirth"]')).toHaveCount(0);

    const passwordForm = page.getByTestId('change-password-form');
    await interactive(passwordForm.getByRole('button', { name: 'Change password' }));
    await passwordForm.getByLabel('Current password').fill('Not!MyPass1');
    await passwordForm.getByLabel('New password', { exact: true }).fill('Brand!New42');
    await passwordForm.getByLabel('Confirm new password').fill('Brand!New42');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordForm.getByRole('alert')).toHaveText('Your current password is incorrect.');

    await passwordForm.getByLabel('Current password').fill(MEMBER_PASSWORD);
    await passwordForm.getByLabel('New password', { exact: true }).fill(MEMBER_PASSWORD);
    await passwordForm.getByLabel('Confirm new password').fill(MEMBER_PASSWORD);
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    // The current password is one of the last two: rule 006.
    await expect(passwordForm.locator('[data-code="AUTH_MS_PV_006"]')).toHaveAttribute('data-state', 'unmet');

    await passwordForm.getByLabel('New password', { exact: true }).fill('Brand!New42');
    await passwordForm.getByLabel('Confirm new password').fill('Brand!New42');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordForm.getByRole('status')).toContainText('Your password has been changed.');
    // This browser stays signed in.
    await page.goto('/account');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Hi, Renata' })).toBeVisible();
    expect(page.url()).not.toContain('Brand');

    // Sign out, then the new password signs in and the old one no longer does.
    await page.getByRole('banner').getByRole('button', { name: 'Hi, Renata' }).click();
    await page.getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
    await page.goto('/sign_in');
    const form = page.getByRole('main').locator('form').first();
    await interactive(form.locator('input[type=password]'));
    await form.locator('input[type=email]').fill(email);
    await form.locator('input[type=password]').fill(MEMBER_PASSWORD);
    await form.locator('input[type=password]').press('Enter');
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await signIn(page, hostOf('sg'), email, 'Brand!New42');
  });

  test('th-TH: the profile page reads in Thai and passes axe', async ({ page, request }) => {
    const email = await createMember(request, { firstName: 'Ploy' });
    await signInFirst(page, 'th', email);
    await page.goto(`${hostOf('th')}/account/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'โปรไฟล์ของคุณ' })).toBeVisible();
    await expect(page.getByTestId('profile-form').getByLabel('หมายเลขโทรศัพท์มือถือ (+66)')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'รหัสผ่าน' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Continue with Google', () => {
  test('an unlinked Google account is prompted to register, with its e-mail and the return_to kept', async ({
    page,
  }) => {
    await page.goto('/sign_in?return_to=%2Fwishlist');
    const google = page.getByTestId('google-sign-in');
    const button = await interactive(google.getByRole('button', { name: 'Continue with Google' }));
    // What Google's script would hand over: an ID token naming the account's e-mail.
    const claims = Buffer.from(JSON.stringify({ email: 'new.face@example.test' })).toString('base64url');
    await page.getByTestId('google-credential').evaluate((input, token) => {
      (input as HTMLInputElement).value = token;
    }, `e30.${claims}.signature`);
    await button.click();
    const prompt = page.getByTestId('google-not-linked');
    await expect(prompt).toContainText('This Google account is not linked to a Beauty Pass account.');
    await expect(prompt).toContainText('new.face@example.test');

    await prompt.getByRole('link', { name: 'Register now' }).click();
    await page.waitForURL((url) => url.pathname === '/sign_up');
    const url = new URL(page.url());
    expect(url.searchParams.get('return_to')).toBe('/wishlist');
    expect(url.searchParams.get('email')).toBe('new.face@example.test');
    // The sign-in page stays mounted, hidden, after the client navigation: the shown form counts.
    await expect(page.getByRole('main').locator('input[name="email"]').filter({ visible: true })).toHaveValue(
      'new.face@example.test',
    );
  });

  test('th-TH: the prompt on the registration page, without an e-mail', async ({ page }) => {
    await page.goto(`${hostOf('th')}/sign_up`);
    const google = page.getByTestId('google-sign-in');
    await (await interactive(google.getByRole('button', { name: 'ดำเนินการต่อด้วย Google' }))).click();
    const prompt = page.getByTestId('google-not-linked');
    await expect(prompt).toContainText('บัญชี Google นี้ยังไม่ได้เชื่อมต่อกับบัญชี Beauty Pass');
    await expect(prompt.getByRole('link', { name: 'สมัครสมาชิกตอนนี้' })).toHaveAttribute('href', '/sign_up');
  });
});

test.describe('the header’s account menu', () => {
  test('works by keyboard alone for a member', async ({ page, request }) => {
    const email = await createMember(request, { firstName: 'Rena', loyaltyPoints: 1250 });
    await signInFirst(page, 'sg', email);
    await page.goto(`${hostOf('sg')}/account`);
    const button = await interactive(page.getByRole('banner').getByRole('button', { name: 'Hi, Rena' }));
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await expect(menu.getByRole('link')).toHaveText([
      'Dashboard',
      'Orders',
      'Wish list',
      'Points1,250',
      'Beauty profile',
      'Reviews',
      'Bookings',
      'Profile',
    ]);
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: /Points/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // Open it again and follow an entry with the keyboard.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(menu.getByRole('link', { name: 'Profile', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/account/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  });
});

test.describe('the profile without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both forms post, keep what was typed on error, and no password enters a URL', async ({ page, request }) => {
    const email = await createMember(request, { firstName: 'Noor' });
    const urls: string[] = [];
    page.on('request', (sent) => urls.push(sent.url()));
    await page.goto('/sign_in?return_to=%2Faccount%2Fprofile');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/account\/profile$/);

    const details = page.getByTestId('profile-form');
    await details.getByLabel('Last name').fill('Scriptless');
    await details.getByLabel('Mobile number (+65)').fill('5555');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(details.getByRole('alert')).toHaveText('Please check the highlighted fields.');
    await expect(details.getByLabel('Mobile number (+65)')).toHaveAccessibleDescription('Invalid phone number');
    await expect(details.getByLabel('Last name')).toHaveValue('Scriptless');
    await details.getByLabel('Mobile number (+65)').fill('81234567');
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(details.getByRole('status')).toHaveText('Your profile has been saved.');

    const passwordForm = page.getByTestId('change-password-form');
    await passwordForm.getByLabel('Current password').fill('Wrong!Pass1');
    await passwordForm.getByLabel('New password', { exact: true }).fill('Quiet!Pass9');
    await passwordForm.getByLabel('Confirm new password').fill('Quiet!Pass9');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordForm.getByRole('alert')).toHaveText('Your current password is incorrect.');
    await passwordForm.getByLabel('Current password').fill(MEMBER_PASSWORD);
    await passwordForm.getByLabel('New password', { exact: true }).fill('Quiet!Pass9');
    await passwordForm.getByLabel('Confirm new password').fill('Quiet!Pass9');
    await passwordForm.getByRole('button', { name: 'Change password' }).click();
    await expect(passwordForm.getByRole('status')).toContainText('Your password has been changed.');
    // Still signed in: the page is drawn for the member again.
    await page.goto('/account/profile');
    await expect(page.getByTestId('profile-form').getByLabel('Last name')).toHaveValue('Scriptless');
    expect(urls.filter((url) => url.includes('Quiet') || url.includes('Wrong'))).toEqual([]);
  });
});
