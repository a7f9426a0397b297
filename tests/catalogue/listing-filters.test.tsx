// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingFacets } from '@/components/catalogue/listing-facets';
import { ListingFilters } from '@/components/catalogue/listing-filters';
import { SortSelect } from '@/components/catalogue/sort-select';
import type { ListingLocation } from '@/components/catalogue/listing-state';
import { EMPTY_LISTING_STATE } from '@/lib/catalogue/listing-state';
import { Providers } from './providers';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

beforeEach(() => {
  push.mockReset();
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const facets: ListingFacets = {
  brands: [
    { slug: 'fenty-beauty', name: 'Fenty Beauty', count: 4 },
    { slug: 'milk-makeup', name: 'Milk Makeup', count: 2 },
  ],
  categories: [{ slug: 'lips', name: 'Lips', count: 9 }],
  onSale: 3,
  others: [
    { key: 'new', count: 1 },
    { key: 'app_exclusive', count: 2 },
  ],
  currency: 'S$',
};
const location: ListingLocation = { basePath: '/categories/makeup', keep: {}, lang: 'en', defaultLang: 'en' };

function sidebar() {
  return screen.getByRole('complementary', { name: 'Filters' });
}

describe('ListingFilters', () => {
  it('puts a brand in the URL and starts again from page one', async () => {
    render(
      <Providers>
        <ListingFilters state={{ ...EMPTY_LISTING_STATE, page: 3 }} facets={facets} location={location} />
      </Providers>,
    );
    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: /Milk Makeup/ }));
    expect(push).toHaveBeenCalledWith('/categories/makeup?brands=milk-makeup', { scroll: false });
  });

  it('removes a checked brand, sets on-sale, a category, other flags and a price range', async () => {
    const state = { ...EMPTY_LISTING_STATE, brands: ['fenty-beauty', 'milk-makeup'] };
    render(
      <Providers>
        <ListingFilters state={state} facets={facets} location={{ ...location, lang: 'th', defaultLang: 'th' }} />
      </Providers>,
    );
    const panel = sidebar();
    await userEvent.click(within(panel).getByRole('checkbox', { name: /Fenty Beauty/ }));
    expect(push).toHaveBeenLastCalledWith('/categories/makeup?brands=milk-makeup', { scroll: false });
    await userEvent.click(within(panel).getByRole('checkbox', { name: /On sale/ }));
    expect(push).toHaveBeenLastCalledWith('/categories/makeup?brands=fenty-beauty%2Cmilk-makeup&on_sale=1', {
      scroll: false,
    });
    await userEvent.click(within(panel).getByRole('radio', { name: /Lips/ }));
    expect(push).toHaveBeenLastCalledWith('/categories/makeup?brands=fenty-beauty%2Cmilk-makeup&category=lips', {
      scroll: false,
    });
    await userEvent.click(within(panel).getByRole('checkbox', { name: /App exclusive/ }));
    expect(push).toHaveBeenLastCalledWith('/categories/makeup?brands=fenty-beauty%2Cmilk-makeup&others=app_exclusive', {
      scroll: false,
    });
    await userEvent.type(within(panel).getByLabelText('Min (S$)'), '10');
    await userEvent.type(within(panel).getByLabelText('Max (S$)'), '40{Enter}');
    expect(push).toHaveBeenLastCalledWith(
      '/categories/makeup?brands=fenty-beauty%2Cmilk-makeup&price_min=10&price_max=40',
      { scroll: false },
    );
  });

  it('clears every filter at once and shows the count on the mobile button', async () => {
    render(
      <Providers>
        <ListingFilters
          state={{ ...EMPTY_LISTING_STATE, brands: ['milk-makeup'], onSale: true }}
          facets={facets}
          location={location}
        />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    await userEvent.click(within(sidebar()).getByRole('button', { name: 'Clear all' }));
    expect(push).toHaveBeenLastCalledWith('/categories/makeup', { scroll: false });
  });

  it('opens the filters in a modal on small screens', async () => {
    render(
      <Providers>
        <ListingFilters state={EMPTY_LISTING_STATE} facets={facets} location={location} />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Fenty Beauty/ }));
    expect(push).toHaveBeenLastCalledWith('/categories/makeup?brands=fenty-beauty', { scroll: false });
  });

  it('hides the brand filter on a brand page', () => {
    render(
      <Providers>
        <ListingFilters state={EMPTY_LISTING_STATE} facets={facets} location={location} hideBrands />
      </Providers>,
    );
    expect(within(sidebar()).queryByRole('group', { name: 'Brands' })).toBeNull();
  });
});

describe('ListingFilters on long and thin facets', () => {
  const many: ListingFacets = {
    ...facets,
    brands: [
      ...[
        'Anastasia',
        'Benefit',
        'Clinique',
        'Dior',
        'Estée Lauder',
        'Fenty Beauty',
        'Glossier',
        'Huda',
        'Il Makiage',
      ].map((name) => ({ slug: name.toLowerCase().replace(/\W+/g, '-'), name, count: 3 })),
      { slug: 'milk-makeup', name: 'Milk Makeup', count: 0 },
    ],
    others: [
      { key: 'new', count: 0 },
      { key: 'app_exclusive', count: 2 },
    ],
  };

  it('searches inside a long brand list, keeping a chosen brand in view', async () => {
    render(
      <Providers>
        <ListingFilters state={{ ...EMPTY_LISTING_STATE, brands: ['dior'] }} facets={many} location={location} />
      </Providers>,
    );
    const panel = sidebar();
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Search brands' }), 'gl');
    const boxes = within(panel)
      .getAllByRole('checkbox')
      .map((b) => b.closest('label')!.textContent);
    expect(boxes.filter((text) => /Glossier|Dior/.test(text!))).toHaveLength(2);
    expect(within(panel).queryByRole('checkbox', { name: /Benefit/ })).toBeNull();
    await userEvent.clear(within(panel).getByRole('searchbox', { name: 'Search brands' }));
    await userEvent.type(within(panel).getByRole('searchbox', { name: 'Search brands' }), 'zzz');
    expect(within(panel).getByText('No brand matches “zzz”')).toBeInTheDocument();
  });

  it('shows options that would leave nothing as disabled, unless already chosen', () => {
    render(
      <Providers>
        <ListingFilters state={{ ...EMPTY_LISTING_STATE, others: ['new'] }} facets={many} location={location} />
      </Providers>,
    );
    const panel = sidebar();
    expect(within(panel).getByRole('checkbox', { name: /Milk Makeup/ })).toBeDisabled();
    expect(within(panel).getByRole('checkbox', { name: /Benefit/ })).toBeEnabled();
    // Chosen with a count of 0: it can still be unticked.
    expect(within(panel).getByRole('checkbox', { name: /New/ })).toBeEnabled();
  });

  it('tells on the filter modal’s button how many results there are', async () => {
    render(
      <Providers>
        <ListingFilters state={EMPTY_LISTING_STATE} facets={facets} location={location} total={42} />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Filters' })).getByRole('button', { name: 'See 42 results' }),
    ).toBeEnabled();
  });
});

describe('SortSelect', () => {
  it('puts the sort in the URL, keeping the search term', async () => {
    render(
      <Providers>
        <SortSelect
          state={{ ...EMPTY_LISTING_STATE, sort: 'relevance' }}
          location={{ ...location, basePath: '/search', keep: { q: 'lip' } }}
          options={['relevance', 'price_asc']}
        />
      </Providers>,
    );
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    expect(push).toHaveBeenCalledWith('/search?q=lip&sort=price_asc', { scroll: false });
  });
});
