import { axeScan } from './axe';
import { expect, type Page } from './test';

/**
 * Rules beyond the serious ones a shopper still meets: names that contain their visible text
 * (speech input), scrollers reachable by keyboard, one name per landmark, headings in order.
 */
export async function expectNamesLandmarksAndHeadings(page: Page) {
  const results = await axeScan(page)
    .withRules(['label-content-name-mismatch', 'scrollable-region-focusable', 'landmark-unique', 'heading-order'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
