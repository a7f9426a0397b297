import type { Page } from '@playwright/test';

/** Card number, expiry, CVC and name; there is only ever one card form on the page. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.locator('input[autocomplete=cc-number]').fill(number);
  await page.locator('input[autocomplete=cc-exp]').fill('12/39');
  await page.locator('input[autocomplete=cc-csc]').fill('123');
  await page.locator('input[autocomplete=cc-name]').fill('Wren Tan');
}
