import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingHref, toProductQuery, withChange } from '@/components/catalogue/listing-state';
import { parseListingState } from '@/lib/catalogue/listing-params';
import {
  EMPTY_LISTING_STATE,
  OTHER_KEYS,
  serializeListingState,
  type ListingState,
} from '@/lib/catalogue/listing-state';
import { productSortSchema } from '@/contract';

const slug = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}$/);
const state: fc.Arbitrary<ListingState> = fc
  .record({
    brands: fc.uniqueArray(slug, { maxLength: 4 }),
    category: fc.option(slug, { nil: undefined }),
    priceMin: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
    priceMax: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
    onSale: fc.boolean(),
    others: fc.uniqueArray(fc.constantFrom(...OTHER_KEYS), { maxLength: 3 }),
    sort: fc.option(fc.constantFrom(...productSortSchema.options), { nil: undefined }),
    page: fc.integer({ min: 1, max: 20 }),
  })
  .map((s) => {
    const [lo, hi] =
      s.priceMin !== undefined && s.priceMax !== undefined && s.priceMin > s.priceMax
        ? [s.priceMax, s.priceMin]
        : [s.priceMin, s.priceMax];
    return { ...s, priceMin: lo, priceMax: hi, brands: [...s.brands].sort(), others: [...s.others].sort() };
  });

describe('listing URL state', () => {
  it('round-trips every state through the query string', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(parseListingState(new URLSearchParams(serializeListingState(s)))).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it('serialises to a canonical string (re-serialising a parsed URL changes nothing)', () => {
    fc.assert(
      fc.property(state, (s) => {
        const once = serializeListingState(s);
        expect(serializeListingState(parseListingState(new URLSearchParams(once)))).toBe(once);
      }),
    );
  });

  it('reads Next search params objects and ignores what it does not know', () => {
    expect(
      parseListingState({
        brands: ['fenty-beauty,milk-makeup,<script>', 'nars'],
        price_min: '50',
        price_max: '10',
        on_sale: '1',
        others: 'new,whatever',
        sort: 'cheapest',
        page: '999',
        language: 'th',
      }),
    ).toEqual({
      ...EMPTY_LISTING_STATE,
      brands: ['fenty-beauty', 'milk-makeup', 'nars'],
      priceMin: 10,
      priceMax: 50,
      onSale: true,
      others: ['new'],
      page: 20,
    });
  });

  it("reads a filter form's ticked boxes, one field each, as the same listing as a comma list", () => {
    const fromForm = new URLSearchParams(
      'language=th&category=&brands=nars&brands=fenty-beauty&price_min=&price_max=40&others=new&others=bestseller&on_sale=1',
    );
    const state = parseListingState(fromForm);
    expect(state).toEqual({
      ...EMPTY_LISTING_STATE,
      brands: ['fenty-beauty', 'nars'],
      priceMax: 40,
      onSale: true,
      others: ['bestseller', 'new'],
    });
    expect(serializeListingState(state)).toBe(
      serializeListingState(
        parseListingState(new URLSearchParams('brands=fenty-beauty,nars&price_max=40&on_sale=1&others=new,bestseller')),
      ),
    );
  });

  it('leaves defaults out of the URL and keeps the search term and language', () => {
    expect(serializeListingState(EMPTY_LISTING_STATE)).toBe('');
    const href = listingHref(
      { basePath: '/search', keep: { q: 'lip balm' }, lang: 'en', defaultLang: 'th' },
      { ...EMPTY_LISTING_STATE, brands: ['b', 'a'], sort: 'price_asc', page: 2 },
    );
    expect(href).toBe('/search?q=lip+balm&brands=a%2Cb&sort=price_asc&page=2&language=en');
  });

  it('starts again from the first page when a filter changes', () => {
    expect(withChange({ ...EMPTY_LISTING_STATE, page: 4 }, { onSale: true }).page).toBe(1);
  });

  it('turns whole currency units into minor units and splits badges from the other flags', () => {
    const query = toProductQuery(
      { ...EMPTY_LISTING_STATE, priceMin: 10, priceMax: 25, others: ['app_exclusive', 'bestseller', 'new'] },
      2,
      { brand: 'fenty-beauty', category: 'lips' },
    );
    expect(query).toMatchObject({
      brands: ['fenty-beauty'],
      category: 'lips',
      priceMin: 1000,
      priceMax: 2500,
      isNew: true,
      bestseller: true,
      badges: ['app_exclusive'],
    });
    expect(toProductQuery({ ...EMPTY_LISTING_STATE, priceMin: 500_000 }, 0).priceMin).toBe(500_000);
  });
});
