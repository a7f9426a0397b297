import { expect, type Locator, type Page } from './test';

/**
 * Waits until React has hydrated the control, i.e. a press on it reaches its handler. Pages are
 * server-rendered, so a control is visible before its JavaScript has attached; a press in between
 * is either a plain link or form submission (when the control has one) or nothing at all.
 */
export async function interactive(control: Locator): Promise<Locator> {
  await expect(control).toBeAttached();
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the control is hydrated',
    })
    .toBe(true);
  return control;
}

/**
 * Waits until the page has hydrated and gone idle: the app shell starts its vendors (and marks
 * `<html data-flags>`) once the browser is idle after hydration, by which time every request the
 * page sends on its own when it loads (the account, the bag's count) has
 * gone out. A check that something was *not* asked for is made after this, not after a pause.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-flags', /ready/, { timeout: 20_000 });
}
