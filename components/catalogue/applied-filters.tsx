import { Link } from '@/components/ui/link';
import type { getTranslator } from '@/lib/i18n/server';
import type { ListingFacets } from './listing-facets';
import { EMPTY_LISTING_STATE, type ListingState } from '@/lib/catalogue/listing-state';
import { listingHref, withChange, type ListingLocation } from './listing-state';
import styles from './applied-filters.module.css';

type T = Awaited<ReturnType<typeof getTranslator>>;

interface Chip {
  key: string;
  label: string;
  without: ListingState;
}

/** Each applied filter as a chip whose link removes it, and one link that removes them all. */
export function appliedFilterChips(state: ListingState, facets: ListingFacets, t: T): Chip[] {
  const nameOf = (options: ListingFacets['brands'], slug: string) => options.find((o) => o.slug === slug)?.name ?? slug;
  const chips: Chip[] = [];
  if (state.category) {
    chips.push({
      key: `category-${state.category}`,
      label: nameOf(facets.categories, state.category),
      without: withChange(state, { category: undefined }),
    });
  }
  for (const brand of state.brands) {
    chips.push({
      key: `brand-${brand}`,
      label: nameOf(facets.brands, brand),
      without: withChange(state, { brands: state.brands.filter((b) => b !== brand) }),
    });
  }
  if (state.priceMin !== undefined || state.priceMax !== undefined) {
    const min = `${facets.currency}${state.priceMin ?? ''}`;
    const max = `${facets.currency}${state.priceMax ?? ''}`;
    chips.push({
      key: 'price',
      label:
        state.priceMax === undefined
          ? t('filters.priceFrom', { min })
          : state.priceMin === undefined
            ? t('filters.priceUpTo', { max })
            : t('filters.priceBetween', { min, max }),
      without: withChange(state, { priceMin: undefined, priceMax: undefined }),
    });
  }
  if (state.onSale) {
    chips.push({ key: 'on-sale', label: t('filters.onSale'), without: withChange(state, { onSale: false }) });
  }
  for (const other of state.others) {
    chips.push({
      key: `other-${other}`,
      label: t(`filters.other.${other}`),
      without: withChange(state, { others: state.others.filter((o) => o !== other) }),
    });
  }
  return chips;
}

/** Plain links, rendered on the server: they work before (and without) the page's script. */
export function AppliedFilters({
  state,
  facets,
  location,
  t,
}: {
  state: ListingState;
  facets: ListingFacets;
  location: ListingLocation;
  t: T;
}) {
  const chips = appliedFilterChips(state, facets, t);
  if (chips.length === 0) return null;
  return (
    <div className={styles.bar} data-testid="applied-filters">
      <ul className={styles.chips} aria-label={t('filters.applied')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link href={listingHref(location, chip.without)} className={styles.chip} scroll={false}>
              <span className="visually-hidden">{t('filters.remove')} </span>
              {chip.label}
              <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
                <path d="M2 2l8 8M10 2l-8 8" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <Link
          href={listingHref(location, { ...EMPTY_LISTING_STATE, sort: state.sort })}
          className={styles.clear}
          scroll={false}
        >
          {t('filters.clear')}
        </Link>
      ) : null}
    </div>
  );
}
