// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { ListingFacets } from '@/components/catalogue/listing-facets';
import { ListingFilters } from '@/components/catalogue/listing-filters';
import { MenuDrawer } from '@/components/layout/menu-drawer';
import { EMPTY_LISTING_STATE } from '@/lib/catalogue/listing-state';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import catalogueTh from '@/locales/th/catalogue.json';
import { Providers } from '../catalogue/providers';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }), usePathname: () => '/' }));

const facets: ListingFacets = {
  brands: [{ slug: 'milk-makeup', name: 'Milk Makeup', count: 2 }],
  categories: [],
  onSale: 0,
  others: [],
  currency: 'S$',
};
const location = { basePath: '/categories/makeup', keep: {}, lang: 'en', defaultLang: 'en' } as const;

const labels = (open: string) => ({
  open,
  title: open,
  close: 'Close',
  loading: '…',
  failed: 'Failed',
  retry: 'Retry',
});

/** The page as it arrives, before any script: what the server sent, put in a document. */
function beforeScripts(html: string) {
  document.body.innerHTML = html;
  return document.body;
}

describe('the phone menu and Filters before scripts run', () => {
  it('lead to the footer navigation and to the filters, in English and Thai', () => {
    beforeScripts(renderToString(<MenuDrawer labels={labels('Menu')} loadCategories={async () => null} />));
    expect(screen.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '#footer-shop');
    beforeScripts(renderToString(<MenuDrawer labels={labels('เมนู')} loadCategories={async () => null} />));
    expect(screen.getByRole('link', { name: 'เมนู' })).toHaveAttribute('href', '#footer-shop');

    beforeScripts(
      renderToString(
        <Providers>
          <ListingFilters state={EMPTY_LISTING_STATE} facets={facets} location={location} />
        </Providers>,
      ),
    );
    const filters = screen.getByRole('link', { name: 'Filters' });
    expect(filters).toHaveAttribute('href', '#listing-filters');
    expect(document.getElementById('listing-filters')).toHaveAccessibleName('Filters');

    beforeScripts(
      renderToString(
        <TranslationsProvider lang="th" resources={{ catalogue: catalogueTh }}>
          <ListingFilters
            state={{ ...EMPTY_LISTING_STATE, brands: ['milk-makeup'] }}
            facets={facets}
            location={{ ...location, lang: 'th', defaultLang: 'th' }}
          />
        </TranslationsProvider>,
      ),
    );
    expect(screen.getByRole('link', { name: 'ตัวกรอง (1)' })).toHaveAttribute('href', '#listing-filters');
  });

  it('are buttons that open their dialogs once the script runs', () => {
    document.body.innerHTML = '';
    render(<MenuDrawer labels={labels('Menu')} loadCategories={async () => null} />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-haspopup', 'dialog');
    render(
      <Providers>
        <ListingFilters state={EMPTY_LISTING_STATE} facets={facets} location={location} />
      </Providers>,
    );
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('link', { name: 'Filters' })).not.toBeInTheDocument();
  });
});
