import { expect, test, type APIRequestContext, type BrowserContext, type Page, type Request } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { createMember, MEMBER_PASSWORD } from './support/members';
import { E2E_API_ORIGIN, QA_HEADERS } from './support/qa';
import { interactive, settled } from './support/ready';

/**
 * A signed-in member keeps working after the access token expires: the browser refreshes it
 * exactly once and replays what failed. The token's expiry is not waited for: the API's sandbox
 * hands back the session's own token as it reads once its lifetime has passed, and the browser
 * holds that one, with the session's refresh token, as it would after the lifetime.
 */
// Each test signs in as a member of its own (made through the sandbox API), so that journeys
// that spend or earn points elsewhere in the suite cannot change what these tests read.
const MEMBER = { firstName: 'Rena', points: 2400 };

/** The browser's access token, expired; the session (its refresh token) stays as it was. */
async function expireAccessToken(request: APIRequestContext, context: BrowserContext) {
  const cookies = await context.cookies();
  const data = cookies.find((c) => c.name === 'jwt-data');
  const signature = cookies.find((c) => c.name === 'jwt-signature');
  expect(data?.value, 'the readable half of the access token').toMatch(/^[\w-]+\.[\w-]+$/);
  expect(signature?.value, 'the signature of the access token').toMatch(/^[\w-]+$/);
  const answer = await request.post(`${E2E_API_ORIGIN}/api/web/v1/sandbox/access-tokens/expire`, {
    headers: QA_HEADERS,
    data: { accessToken: `${data!.value}.${signature!.value}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { accessToken } = (await answer.json()) as { accessToken: string };
  const [header, payload, newSignature] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { exp: number; sid: string };
  const before = JSON.parse(Buffer.from(data!.value.split('.')[1]!, 'base64url').toString('utf8')) as { sid: string };
  expect(claims.sid).toBe(before.sid);
  expect(claims.exp * 1000).toBeLessThan(Date.now());
  await context.addCookies([
    { ...data!, value: `${header}.${payload}` },
    { ...signature!, value: newSignature! },
  ]);
}

function isRefresh(request: Request): boolean {
  const url = new URL(request.url());
  return request.method() === 'POST' && /\/api\/web\/v1\/auth\/token\/?$/.test(url.pathname);
}

/** A read of what the account dashboard draws on the server and hands over. */
function isDashboardRead(request: Request): boolean {
  return (
    request.method() === 'GET' && /\/api\/web\/v1\/(account|user|orders)\/?$/.test(new URL(request.url()).pathname)
  );
}

async function signIn(page: Page, request: APIRequestContext) {
  const memberEmail = await createMember(request, {
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
  test('after the access token expires, one refresh keeps the member signed in', async ({ page, context, request }) => {
    const refreshes: Request[] = [];
    const dashboardReads: Request[] = [];
    page.on('request', (request) => {
      if (isRefresh(request)) refreshes.push(request);
      if (isDashboardRead(request)) dashboardReads.push(request);
    });

    await signIn(page, request);
    const overview = page.getByRole('main');
    await expect(overview.getByTestId('points-balance')).toHaveText('2,400');
    await expect(overview.getByText(`Hello, ${MEMBER.firstName}`)).toBeVisible();
    const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(cookies['jwt-data']?.httpOnly).toBe(false);
    expect(cookies['jwt-signature']?.httpOnly).toBe(true);
    expect(cookies['jwt-refresh-token']?.httpOnly).toBe(true);
    expect(refreshes).toHaveLength(0);

    // The account, the profile and the recent orders are read on the server and handed over: the
    // browser does not ask for them again.
    dashboardReads.length = 0;
    await page.reload();
    await expect(overview.getByTestId('points-balance')).toHaveText('2,400');
    await settled(page);
    expect(dashboardReads.map((read) => new URL(read.url()).pathname)).toEqual([]);

    await expireAccessToken(request, context);

    // The server render cannot refresh (it could not hand the new cookies over), so the page
    // arrives as a guest would see it and the browser refreshes once, then replays.
    await page.reload();
    await expect(overview.getByTestId('points-balance')).toHaveText('2,400');
    await expect(overview.getByText(`Hello, ${MEMBER.firstName}`)).toBeVisible();
    await expect.poll(() => refreshes.length).toBe(1);
    const body = refreshes[0]?.postDataJSON() as unknown;
    expect(body).toEqual({ grant_type: 'refresh_token', flow: 'client' });

    // Keep working: more pages and requests with the new token, and no further refresh.
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: `Hi, ${MEMBER.firstName}` })).toBeVisible();
    await page.goto('/account');
    await expect(overview.getByTestId('points-balance')).toHaveText('2,400');
    await settled(page);
    expect(refreshes).toHaveLength(1);
    const after = Object.fromEntries((await context.cookies()).map((c) => [c.name, c]));
    expect(after['jwt-data']?.value).not.toBe(cookies['jwt-data']?.value);
  });

  test('a member page drawn on the server after the token expired shows the member’s page, not an error', async ({
    page,
    context,
    request,
  }) => {
    const refreshes: Request[] = [];
    page.on('request', (sent) => {
      if (isRefresh(sent)) refreshes.push(sent);
    });
    await signIn(page, request);
    // The dashboard arrives by a client-side navigation after signing in, so the app shell was
    // idle before it: wait for what it draws, so that nothing it asks for is still on its way
    // when the token expires (a page left with a request in flight would refresh as well).
    await expect(page.getByRole('main').getByTestId('points-balance')).toHaveText('2,400');
    await expect(page.getByText("You haven't placed an order yet.")).toBeVisible();
    await settled(page);
    await expireAccessToken(request, context);
    expect(refreshes).toHaveLength(0);
    // The server cannot refresh the token; the browser does, and the page is drawn again with it.
    await page.goto('/account/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
    await expect(page.getByText('You have no bookings yet.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    expect(refreshes).toHaveLength(1);
  });

  test('two tabs whose token expired share one refresh', async ({ page, context, request }) => {
    const refreshes: Request[] = [];
    context.on('request', (sent) => {
      if (isRefresh(sent)) refreshes.push(sent);
    });
    await signIn(page, request);
    const second = await context.newPage();
    await second.goto('/account');
    await expect(second.getByRole('main').getByTestId('points-balance')).toHaveText('2,400');
    await Promise.all([settled(page), settled(second)]);

    await expireAccessToken(request, context);
    expect(refreshes).toHaveLength(0);
    await Promise.all([page.reload(), second.reload()]);
    await expect(page.getByRole('main').getByTestId('points-balance')).toHaveText('2,400');
    await expect(second.getByRole('main').getByTestId('points-balance')).toHaveText('2,400');
    await Promise.all([settled(page), settled(second)]);
    expect(refreshes).toHaveLength(1);
  });

  test('a wrong password keeps the input and explains the failure', async ({ page, request }) => {
    const email = await createMember(request);
    await page.goto('/sign_in');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('Not-the-password1');
    await (await interactive(page.getByRole('button', { name: 'Sign in' }))).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Authentication failed.');
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expect(page.getByLabel('Password')).toHaveValue('Not-the-password1');
    await expectNoSeriousA11yViolations(page);
  });

  test('signing out clears the account and returns home; another tab’s bag asks to sign in again', async ({
    page,
    context,
    request,
  }) => {
    await signIn(page, request);
    const bagTab = await context.newPage();
    await bagTab.goto('/cart');
    await expect(bagTab.getByTestId('bag-empty')).toBeVisible();
    await settled(bagTab);
    await (await interactive(page.getByRole('button', { name: 'Sign out' }))).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    // The other tab does not pretend the member's bag is empty: it asks them to sign in again.
    const prompt = bagTab.getByTestId('bag-empty');
    await expect(prompt.getByRole('alert')).toHaveText("You've been signed out");
    await expect(prompt.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign_in?return_to=%2Fcart');
    await page.goto('/account');
    await expect(page).toHaveURL(/\/sign_in\?return_to=%2Faccount/);
  });
});
