import { BOOKING_MESSAGES, CART_MESSAGES, ORDER_MESSAGES, PICKUP_MESSAGES } from '../../contract';
import { expect, type Page } from './test';

/**
 * Every sentence the API writes in English for a shopper (its messages, pickup messages, discount
 * labels and offer titles). The storefront shows each from its code in the page's language, so
 * none may appear on an id, th or zh page.
 */
const API_ENGLISH: readonly string[] = [
  ...Object.values(CART_MESSAGES),
  ...Object.values(ORDER_MESSAGES),
  ...Object.values(BOOKING_MESSAGES),
  ...Object.values(PICKUP_MESSAGES),
  'Staff discount',
  '10% off',
  'Welcome voucher',
  'Birthday voucher',
  'Beauty Pass Sale',
].filter((text) => text.split(' ').length >= 2);

/** Fails when the page's main content shows a sentence of the API's English. */
export async function expectNoApiEnglish(page: Page): Promise<void> {
  // The client router may keep the page it came from, hidden: only the main content on screen.
  const shown = (await page.locator('main').filter({ visible: true }).allInnerTexts()).join('\n');
  const english = API_ENGLISH.filter((text) => shown.includes(text));
  expect(english, `English from the API on ${page.url()}`).toEqual([]);
}
