import { expect, test, type BrowserContext, type Page, type Request } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createMember, MEMBER_PASSWORD } from './support/members';
import { interactive } from './support/ready';

/**
 * A signed-in member keeps working after the access token expires: the browser refreshes it
 * exactly once and replays what failed. The backend runs with a short ACCESS_TOKEN_TTL_SECONDS
 * (see playwright.config.ts); E2E_ACCESS_TOKEN_TTL_SECONDS overrides the wait here.
 */
const TTL_SECONDS = Number(process.env.E2E_ACCESS_TOKEN_TTL_SECONDS ?? 20);
// Each test signs in as a member of its own (made through the sandbox API), so that journeys
// that spend or earn points elsewhere in the suite cannot change what these tests read.
const MEMBER = { firstName: 'Rena', points: 2400 };

/** Waits until the access token in the browser has expired, by the expiry it carries. */
async function untilAccessTokenExpires(context: BrowserContext) {
  const data = (await context.cookies()).find((c) => c.name === 'jwt-data')?.value ?? '';
  const payload = JSON.parse(Buffer.from(data.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  // `exp` is in whole seconds: it may lie up to a second past issue time + TTL.
  expect(payload.exp * 1000 - Date.now()).toBeLessThanOrEqual((TTL_SECONDS + 1) * 1000);
  await expect
    .poll(() => Date.now() > payload.exp * 1000 + 1000, { timeout: TTL_SECONDS * 1000 + 10_000, intervals: [500] })
    .toBe(true);
}

function isRefresh(request: Request): boolean {
  const url = new URL(request.url());
  return request.method() === 'POST' && /\/api\/web\/v1\/auth\/token\/?$/.test(url.pathname);
}

function isAccountCall(request: Request): boolean {
  return request.method() === 'GET' && /\/api\/web\/v1\/account\/?$/.test(new URL(request.url()).pathname);
}

async function signIn(page: Page) {
  const memberEmail = await createMember(page.request, {
    firstName: MEMBER.firstName,
    loyaltyTier: 'gold',
    loyaltyPoints: MEMBER.points,
  });
  await page.goto('/account');
  // The proxy sends a guest to the sign-in page, remembering where they were going.
  await expect(page).toHaveURL(/\/sign_in\?return_to=%2Faccount/);
  await page.getByLabel('Email address').fill(memberEmail);
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await (await interactive(page.getByRole('button', { name: 'Sign in' }))).click();
  await expect(page).toHaveURL(/\/account$/);
}

test.describe('token refresh', () => {
  test.setTimeout(TTL_SECONDS * 1000 + 90_000);

  test('after the access token expires, one refresh keeps the member signed in', async ({ page, context }) => {
    const refreshes: Request[] = [];
    const accountCalls: Request[] = [];
    page.on('request', (request) => {
      if (isRefresh(request)) refreshes.push(request);
      if (isAccountCall(request)) accountCalls.push(request);
    });

    await signIn(page);
    const overview = page.getByRole('main');
    await expect(overview.getByText('2,400')).toBeVisible();
    await expect(overview.getByText(`Hello, ${MEMBER.firstName}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies['jwt-data']?.httpOnly).toBe(false);
    expect(cookies['jwt-signature']?.httpOnly).toBe(true);
    expect(cookies['jwt-refresh-token']?.httpOnly).toBe(true);
    expect(refreshes).toHaveLength(0);

    // The account is prefetched on the server and handed over: the browser does not ask again.
    accountCalls.length = 0;
    await page.reload();
    await expect(overview.getByText('2,400')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(accountCalls).toHaveLength(0);

    await untilAccessTokenExpires(context);

    // The server render cannot refresh (it could not hand the new cookies over), so the page
    // arrives as a guest would see it and the browser refreshes once, then replays.
    await page.reload();
    await expect(overview.getByText('2,400')).toBeVisible();
    await expect(overview.getByText(`Hello, ${MEMBER.firstName}`)).toBeVisible();
    await expect.poll(() => refreshes.length).toBe(1);
    const body = refreshes[0]?.postDataJSON() as unknown;
    expect(body).toEqual({ grant_type: 'refresh_token', flow: 'client' });

    // Keep working: more pages and requests with the new token, and no further refresh.
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: `Hi, ${MEMBER.firstName}` })).toBeVisible();
    await page.goto('/account');
    await expect(overview.getByText('2,400')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refreshes).toHaveLength(1);
    const after = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(after['jwt-data']?.value).not.toBe(cookies['jwt-data']?.value);
  });

  test('a member page drawn on the server after the token expired shows the member’s page, not an error', async ({
    page,
    context,
  }) => {
    const refreshes: Request[] = [];
    page.on('request', (request) => {
      if (isRefresh(request)) refreshes.push(request);
    });
    await signIn(page);
    await untilAccessTokenExpires(context);
    // The server cannot refresh the token; the browser does, and the page is drawn again with it.
    await page.goto('/account/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await expect(page.getByText('You have no bookings yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    expect(refreshes).toHaveLength(1);
  });

  test('two tabs whose token expired share one refresh', async ({ page, context }) => {
    const refreshes: Request[] = [];
    context.on('request', (request) => {
      if (isRefresh(request)) refreshes.push(request);
    });
    await signIn(page);
    const second = await context.newPage();
    await second.goto('/account');
    await expect(second.getByRole('main').getByText('2,400')).toBeVisible();

    await untilAccessTokenExpires(context);
    await Promise.all([page.reload(), second.reload()]);
    await expect(page.getByRole('main').getByText('2,400')).toBeVisible();
    await expect(second.getByRole('main').getByText('2,400')).toBeVisible();
    await Promise.all([page.waitForLoadState('networkidle'), second.waitForLoadState('networkidle')]);
    expect(refreshes).toHaveLength(1);
  });

  test('a wrong password keeps the input and explains the failure', async ({ page }) => {
    const email = await createMember(page.request);
    await page.goto('/sign_in');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('Not-the-password1');
    await (await interactive(page.getByRole('button', { name: 'Sign in' }))).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Authentication failed.');
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('Not-the-password1');
    await expectNoSeriousA11yViolations(page);
  });

  test('signing out clears the account and returns home', async ({ page }) => {
    await signIn(page);
    await (await interactive(page.getByRole('button', { name: 'Sign out' }))).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/sign_in\?return_to=%2Faccount/);
  });
});
