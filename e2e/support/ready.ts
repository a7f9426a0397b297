import { expect, type Locator } from '@playwright/test';

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
