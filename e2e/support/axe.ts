import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test';

/**
 * While axe reads the page, animations and transitions show their end state, as Playwright's
 * screenshots do: halfway through a toast's fade, its text has a fraction of its contrast, which
 * no one reads it at, and a fade can start at any moment of the scan.
 */
const SETTLED_MOTION = '*, *::before, *::after { animation: none !important; transition: none !important; }';

/**
 * An axe scan of the page as it stands, reporting violations only. It runs in the page itself: the
 * default mode also opens a blank page per scan to merge results from cross-origin frames, which
 * the store's pages do not have (every outside host is blocked in the suite), and which cost each
 * scan about two seconds on this kind of machine.
 */
export function axeScan(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
}

/**
 * No serious or critical accessibility violation on the page once it has settled. After a server
 * action the router swaps the page's head, and for a moment the document has no title: the check
 * waits for one, as a screen reader's user would, and still fails on a page that never gets one.
 */
export async function expectNoSeriousA11yViolations(page: Page, { within }: { within?: string } = {}) {
  await expect(page).toHaveTitle(/\S/);
  const style = await page.addStyleTag({ content: SETTLED_MOTION });
  const scan = axeScan(page);
  // A sweep over many pages of one shell scans the shell once, then each page's own part.
  if (within) scan.include(within);
  const results = await scan
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .finally(() => style.evaluate((node) => node.parentNode?.removeChild(node)).catch(() => undefined));
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}
