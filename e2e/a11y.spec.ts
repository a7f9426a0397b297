import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoApiEnglish } from './support/api-english';
import { addFirstInStock, hostOf, inStockProducts } from './support/checkout';

/**
 * The store's screens in each interface language, scanned by axe: what the journeys check in the
 * language they run in, every language gets (labels, names and contrast are per language: a
 * translation can be longer, or name a control otherwise).
 */
const LOCALES = [
  { country: 'sg', lang: 'en', query: '' },
  { country: 'id', lang: 'id', query: '' },
  { country: 'th', lang: 'th', query: '' },
  { country: 'hk', lang: 'zh', query: '?language=zh' },
] as const;

const PAGES = [
  '/',
  '/categories/makeup',
  '/search/serum',
  '/happening',
  '/store-locations',
  '/rewards',
  '/sign_up',
  '/order-status',
];

for (const { country, lang, query } of LOCALES) {
  // A browser that prefers the language, as the shoppers of that store have.
  test.describe(`a browser in ${lang}-${country.toUpperCase()}`, () => {
    test.use({ locale: `${lang}-${country.toUpperCase()}` });
    test(`no serious accessibility violation on the store's screens in ${lang} (${country})`, async ({
      page,
      request,
    }) => {
      test.slow();
      const host = hostOf(country);
      // The language is chosen once; the cookie keeps it for the pages after.
      await page.goto(`${host}/${query}`);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${lang}`));
      const [product] = await inStockProducts(request, country);
      for (const path of [...PAGES, `/products/${product}`]) {
        await page.goto(`${host}${path}`);
        await expect(page.locator('html'), path).toHaveAttribute('lang', new RegExp(`^${lang}`));
        // The header and footer are the same on every page: scanned whole on home, then each page's main.
        await expectNoSeriousA11yViolations(page, path === '/' ? {} : { within: 'main' });
      }
      // A guest's bag and checkout.
      await addFirstInStock(page, request, country);
      for (const path of ['/cart', '/checkout']) {
        await page.goto(`${host}${path}`);
        await expect(page.getByTestId(path === '/cart' ? 'checkout-link' : 'place-order')).toBeVisible();
        // The checkout has a shell of its own: scanned whole.
        await expectNoSeriousA11yViolations(page, path === '/cart' ? { within: 'main' } : {});
        if (lang !== 'en') await expectNoApiEnglish(page);
      }
    });
  });
}
