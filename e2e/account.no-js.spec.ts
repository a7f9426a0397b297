import { expect, test, type Page } from './support/test';
import { createMember, MEMBER_PASSWORD, registrationLink, resetLink } from './support/members';
import th from '../locales/th/auth.json';

/**
 * Becoming a member and getting back in work as plain form posts, before or without JavaScript.
 * Run by the `no-javascript` project (javaScriptEnabled: false).
 */

const port = Number(process.env.E2E_PORT ?? 3100);
const thai = `http://th.localhost:${port}`;
const field = (page: Page, name: string) => page.getByRole('main').locator(`form [name="${name}"]`);

test.describe('accounts without JavaScript', () => {
  test('a guest registers in Thai: the server answers a weak password with the coded rules, keeps what was typed, then the mailed link signs them in', async ({
    page,
    request,
  }) => {
    const email = `nojs-${process.pid}-${Date.now().toString(36)}@example.test`;
    await page.goto(`${thai}/sign_up?return_to=%2Frewards`);
    await field(page, 'firstName').fill('Malee');
    await field(page, 'lastName').fill('Chaiyo');
    await field(page, 'email').fill(email);
    await field(page, 'mobile').fill('081 234 5678');
    await field(page, 'dateOfBirth').fill('1996-08-12');
    for (const name of ['personalData', 'thirdPartyDisclosure', 'policy', 'over14']) {
      await field(page, `consents.${name}`).check();
    }
    await field(page, 'password').fill('abc');
    await field(page, 'passwordConfirmation').fill('abc');
    await page.getByRole('button', { name: 'สร้างบัญชี' }).click();

    // The server's answer: the rule's message in Thai, everything but the passwords kept.
    await expect(page.locator('form').getByText('อย่างน้อย 8 ตัวอักษร').first()).toBeVisible();
    await expect(field(page, 'email')).toHaveValue(email);
    await expect(field(page, 'firstName')).toHaveValue('Malee');
    await expect(field(page, 'password')).toHaveValue('');
    expect(new URL(page.url()).pathname).toBe('/sign_up');

    await field(page, 'password').fill('Sabai!Dee2026');
    await field(page, 'passwordConfirmation').fill('Sabai!Dee2026');
    for (const name of ['personalData', 'thirdPartyDisclosure', 'policy', 'over14']) {
      await field(page, `consents.${name}`).check();
    }
    await page.getByRole('button', { name: 'สร้างบัญชี' }).click();
    // Nobody is signed in yet: the address gets a link, and the page says so.
    await expect(page.getByTestId('sign-up-sent')).toContainText(email);
    await expect(page.getByTestId('sign-up-sent')).toContainText('โปรดตรวจสอบอีเมลของคุณ');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('jwt-data');
    // No secret ever travelled in an address.
    expect(page.url()).not.toContain('Sabai');

    // The mailed link carries the page the guest came from; opening it creates nothing until the
    // button is pressed (a mail scanner only opens links).
    const link = await registrationLink(request, email);
    expect(new URLSearchParams(link.split('?')[1]).get('return_to')).toBe('/rewards');
    await page.goto(`${thai}${link}`);
    await page.getByRole('button', { name: 'สร้างบัญชีของฉัน' }).click();
    await expect(page.getByTestId('sign-up-welcome')).toContainText('ยินดีต้อนรับสู่ Beauty Pass คุณMalee');
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['jwt-data', 'jwt-signature']));
    await page.getByRole('link', { name: 'ดำเนินการต่อ' }).click();
    await page.waitForURL((url) => url.pathname === '/rewards');

    // The link works once.
    await page.goto(`${thai}${link}`);
    await page.getByRole('button', { name: 'สร้างบัญชีของฉัน' }).click();
    await expect(page.getByTestId('sign-up-confirm-error')).toContainText('ลิงก์สมัครสมาชิกนี้ไม่ถูกต้อง');

    // The new member's dashboard is in the page's HTML: their card and the registration points.
    await page.goto(`${thai}/account`);
    const dashboard = page.getByTestId('loyalty-dashboard');
    await expect(dashboard).toBeVisible();
    await expect(dashboard.getByTestId('card-number')).toHaveText(/^\d{4} \d{4} \d{4} \d{4}$/);
  });

  test('the forgotten-password and unlock forms refuse a malformed address in Thai as their script does, keep it, then send', async ({
    page,
    request,
  }) => {
    const email = await createMember(request);
    for (const [path, button, sent] of [
      ['/password/forgot', th.forgot.submit, 'reset-sent'],
      ['/users/unlock', th.unlock.submit, 'unlock-sent'],
    ] as const) {
      await page.goto(`${thai}${path}`);
      await field(page, 'email').fill('mei@');
      await page.getByRole('button', { name: button }).click();
      await expect(field(page, 'email')).toHaveAccessibleDescription(
        path === '/users/unlock' ? th.unlock.emailInvalid : th.forgot.emailInvalid,
      );
      await expect(field(page, 'email')).toHaveValue('mei@');
      await field(page, 'email').fill(email);
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByTestId(sent)).toContainText(email);
    }
  });

  test('a member asks for a reset link and sets a new password, and the link then no longer works', async ({
    page,
    request,
  }) => {
    const email = await createMember(request);
    await page.goto(`http://localhost:${port}/password/forgot`);
    await field(page, 'email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByTestId('reset-sent')).toContainText(email);

    const link = await resetLink(request, email);
    await page.goto(`http://localhost:${port}${link}`);
    await field(page, 'password').fill(MEMBER_PASSWORD);
    await field(page, 'passwordConfirmation').fill(MEMBER_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    // Not one of the last passwords: the server says so, and nothing changed.
    await expect(page.locator('[data-code="AUTH_MS_PV_006"]')).toHaveAttribute('data-state', 'unmet');

    await page.goto(`http://localhost:${port}${link}`);
    await field(page, 'password').fill('Brand!New2026');
    await field(page, 'passwordConfirmation').fill('Brand!New2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByTestId('reset-done')).toBeVisible();

    await page.goto(`http://localhost:${port}${link}`);
    await field(page, 'password').fill('Other!Pass2026');
    await field(page, 'passwordConfirmation').fill('Other!Pass2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.locator('form [role="alert"]')).toContainText('Reset token expired; request a new link');

    await page.goto(`http://localhost:${port}/sign_in`);
    await field(page, 'email').fill(email);
    await field(page, 'password').fill('Brand!New2026');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
