import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogueIndex } from '@/backend/catalogue/products/catalogue-index';
import type { PresortedKey } from '@/backend/catalogue/products/catalogue-index-types';
import { listProducts } from '@/backend/catalogue/products/query';
import { COUNTRY_CODES, type CountryCode } from '@/contract';
import { createTestApp, type TestApp } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'all' });
}, 60_000);
afterAll(async () => {
  await t.close();
});

const SORTS: PresortedKey[] = ['newest', 'price_asc', 'price_desc', 'rating', 'bestselling'];

describe('category listings read their own presorted lists', () => {
  // fast-check stops the runs before Vitest's timeout, so a slow database still gets the seed reported.
  it(
    'give exactly what a full scan of the country gives, for any category, price range, sort and page',
    { timeout: 120_000 },
    async () => {
      const index = await getCatalogueIndex(t.db);
      const categories = index.lookups.categories.map((category) => category.slug);
      // A bound is either any amount or exactly the price of a product in the listing, where an
      // off-by-one at the edge of the range would show.
      const bound = fc.option(fc.oneof(fc.record({ exact: fc.nat() }), fc.record({ amount: fc.nat(40_000_000) })), {
        nil: undefined,
      });
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<CountryCode>(...COUNTRY_CODES),
          fc.option(fc.constantFrom(...categories), { nil: undefined }),
          bound,
          bound,
          fc.constantFrom(...SORTS),
          fc.integer({ min: 1, max: 4 }),
          async (country, category, min, max, sort, page) => {
            const c = index.countries[country];
            const node = category ? index.lookups.categoryBySlug.get(category) : undefined;
            const listed = [...c.sorted[sort]].filter(
              (i) => !node || [c.topCategoryId[i], c.midCategoryId[i], c.categoryId[i]].includes(node.id),
            );
            const amount = (b: typeof min) => {
              if (b === undefined) return undefined;
              if ('amount' in b) return b.amount;
              return listed.length ? c.effectivePrice[listed[b.exact % listed.length]!]! : 0;
            };
            const priceMin = amount(min);
            const priceMax = amount(max);
            const expected = listed
              .filter(
                (i) =>
                  (priceMin === undefined || c.effectivePrice[i]! >= priceMin) &&
                  (priceMax === undefined || c.effectivePrice[i]! <= priceMax),
              )
              .map((i) => c.productId[i]);

            const perPage = 24;
            const result = await listProducts(t.db, country, 'en', {
              filters: { brands: [], badges: [], category, priceMin, priceMax },
              sort,
              page,
              perPage,
            });
            expect(result.total).toBe(expected.length);
            expect(result.cards.map((card) => card.id)).toEqual(expected.slice((page - 1) * perPage, page * perPage));
          },
        ),
        { numRuns: 300, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: true },
      );
    },
  );
});
