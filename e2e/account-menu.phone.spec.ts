import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signInFirst } from './support/checkout';
import { createMember } from './support/members';
import { interactive } from './support/ready';

test('on a phone the menu drawer lists the member’s pages with the points balance, and signs out', async ({
  page,
  request,
}) => {
  await signInFirst(page, 'sg', await createMember(request, { firstName: 'Rena', loyaltyPoints: 320 }));
  await page.goto('/account');

  await (await interactive(page.getByRole('banner').getByRole('button', { name: 'Menu' }))).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const account = drawer.getByRole('region', { name: 'Account' });
  await expect(account.getByText('Hi, Rena')).toBeVisible();
  await expect(account.getByRole('link')).toHaveText([
    'Dashboard',
    'Orders',
    'Wish list',
    'Points320',
    'Beauty profile',
    'Reviews',
    'Bookings',
    'Profile',
  ]);
  await expect(account.getByRole('link', { name: 'Profile', exact: true })).toHaveAttribute('href', '/account/profile');
  await expect(drawer.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await account.getByRole('link', { name: 'Profile', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/account/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();

  await (await interactive(page.getByRole('banner').getByRole('button', { name: 'Menu' }))).click();
  await drawer.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await (await interactive(page.getByRole('banner').getByRole('button', { name: 'Menu' }))).click();
  await expect(drawer.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/sign_up');
});
