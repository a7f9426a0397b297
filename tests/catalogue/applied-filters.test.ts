import { describe, expect, it } from 'vitest';
import { appliedFilterChips } from '@/components/catalogue/applied-filters';
import type { ListingFacets } from '@/components/catalogue/listing-facets';
import { listingHref, type ListingLocation } from '@/components/catalogue/listing-state';
import { EMPTY_LISTING_STATE } from '@/lib/catalogue/listing-state';
import { getTranslator } from '@/lib/i18n/server';

const facets: ListingFacets = {
  brands: [{ slug: 'milk-makeup', name: 'Milk Makeup', count: 2 }],
  categories: [{ slug: 'lips', name: 'Lips', count: 9 }],
  onSale: 3,
  others: [{ key: 'new', count: 1 }],
  currency: '฿',
};
const location: ListingLocation = { basePath: '/categories/makeup', keep: {}, lang: 'th', defaultLang: 'th' };

describe('applied filter chips', () => {
  it('names each applied filter and links to the listing without it', async () => {
    const t = await getTranslator('en', 'catalogue');
    const state = {
      ...EMPTY_LISTING_STATE,
      brands: ['milk-makeup'],
      category: 'lips',
      priceMin: 100,
      onSale: true,
      others: ['new' as const],
      sort: 'newest' as const,
    };
    const chips = appliedFilterChips(state, facets, t);
    expect(chips.map((c) => c.label)).toEqual(['Lips', 'Milk Makeup', 'From ฿100', 'On sale', 'New']);
    const hrefs = chips.map((c) => listingHref(location, c.without));
    expect(hrefs[1]).toBe('/categories/makeup?category=lips&price_min=100&on_sale=1&others=new&sort=newest');
    expect(hrefs[2]).toBe('/categories/makeup?brands=milk-makeup&category=lips&on_sale=1&others=new&sort=newest');
  });

  it('writes a price range in the page’s language', async () => {
    const t = await getTranslator('th', 'catalogue');
    const [chip] = appliedFilterChips({ ...EMPTY_LISTING_STATE, priceMax: 500 }, facets, t);
    expect(chip?.label).toBe('ไม่เกิน ฿500');
    expect(appliedFilterChips(EMPTY_LISTING_STATE, facets, t)).toEqual([]);
  });
});
