import { expect, test, type Locator } from './support/test';
import { hostOf, memberApi, signInFirst } from './support/checkout';
import { createMember } from './support/members';
import { interactive } from './support/ready';
import thBag from '../locales/th/bag.json';

/**
 * A bag line's quantity and its removal post to the line's server action: without JavaScript the
 * post lands on the bag drawn again, with it the bag changes in place. Both ways the shopper sees
 * the same quantities and the same empty bag at the end.
 */

const ready = (js: boolean, control: Locator) => (js ? interactive(control) : Promise.resolve(control));

for (const js of [false, true]) {
  test.describe(`a bag line ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    test('takes a sample, one more, one less, then leaves the bag, in Thai', async ({ page, request }) => {
      const email = await createMember(request);
      await (await memberApi(request, email, 'th')).addProduct();
      await signInFirst(page, 'th', email);
      await page.goto(`${hostOf('th')}/cart`);
      const line = page.getByTestId('bag-line').first();
      const quantity = line.getByTestId('line-quantity');
      await expect(quantity).toHaveText('1');

      // A sample first: its button posts the samples chosen once it is pressed.
      const sample = page.getByTestId('sample-tile').first().getByRole('button');
      await expect(sample).toHaveAttribute('aria-pressed', 'false');
      await (await ready(js, sample)).click();
      await expect(page.getByTestId('sample-tile').first().getByRole('button')).toHaveAttribute('aria-pressed', 'true');

      await line.locator('button[value=increase]').click();
      await expect(quantity).toHaveText('2');
      await line.locator('button[value=decrease]').click();
      await expect(quantity).toHaveText('1');
      await expect(line.locator('button[value=decrease]')).toBeDisabled();

      await line.locator('button[value=remove]').click();
      await expect(page.getByTestId('bag-empty')).toContainText(thBag.empty.title);
      await expect(page.getByTestId('bag-line')).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe('/cart');
    });
  });
}
