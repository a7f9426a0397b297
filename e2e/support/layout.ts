import { expect, type Locator, type Page } from './test';

/**
 * What "reads well" means at a width, in what a shopper sees: the page never scrolls sideways,
 * the parts named are whole on the first screen without scrolling, and no text is cut off by a
 * box too small for it (a box that scrolls is not cutting anything off).
 */
export async function expectReadsWell(page: Page, firstScreen: Locator[]): Promise<void> {
  const width = page.viewportSize()?.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the page scrolls sideways').toBeLessThanOrEqual(
    width ?? Number.POSITIVE_INFINITY,
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const part of firstScreen) await expect(part, 'on the first screen').toBeInViewport({ ratio: 1 });
  const clipped = await page.locator('main').evaluate((main) =>
    [...main.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
        // Text for screen readers only sits in a 1 px box on purpose.
        if (!text || element.clientWidth <= 1 || element.clientHeight <= 1) return false;
        const style = getComputedStyle(element);
        const cuts = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        const wide = cuts(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
        const tall = cuts(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
        return wide || tall;
      })
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 60)}`),
  );
  expect(clipped, 'text cut off by its box').toEqual([]);
}
