'use client';

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { EMPTY_LISTING_STATE, type ListingState } from '@/lib/catalogue/listing-state';
import { FilterPanel } from './filter-panel';
import type { ListingFacets } from './listing-facets';
import { activeFilterCount, listingHref, type ListingLocation } from './listing-state';
import { useListingContinuity } from './listing-continuity';
import styles from './listing-filters.module.css';
import { useHydrated } from '@/components/data/hooks';
import { useListingNavigation } from './use-listing-navigation';

/**
 * Filters of a listing: a sidebar from 960px, a modal below. Every change is a new URL, so the
 * listing can be shared and the back button restores it. Until the script runs, the phone's Filters
 * button is a link to the sidebar, which its own address (`:target`) shows below 960px too.
 */
export function ListingFilters({
  state: current,
  facets,
  location,
  hideBrands = false,
  total,
}: {
  state: ListingState;
  facets: ListingFacets;
  location: ListingLocation;
  hideBrands?: boolean;
  /** Products matching the applied filters, for the filter modal's "see results" button. */
  total?: number;
}) {
  const { t } = useTranslation('catalogue');
  const [open, setOpen] = useState(useListingContinuity(location.basePath));
  const { go, pending, shown } = useListingNavigation(location, current, open);
  const state = shown;
  const count = activeFilterCount(state);
  const cleared: ListingState = { ...EMPTY_LISTING_STATE, sort: state.sort };
  const hydrated = useHydrated();
  const sidebarId = 'listing-filters';
  const openLabel = count > 0 ? t('filters.openWithCount', { count }) : t('filters.open');

  return (
    <>
      <div className={styles.mobileBar}>
        {hydrated ? (
          <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
            {openLabel}
          </Button>
        ) : (
          <a href={`#${sidebarId}`} className={buttonClassName({ variant: 'secondary' })}>
            {openLabel}
          </a>
        )}
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={t('filters.title')} closeLabel={t('filters.close')}>
        {open ? (
          <FilterPanel state={state} facets={facets} location={location} go={go} hideBrands={hideBrands} />
        ) : null}
        <div className={styles.modalActions}>
          {count > 0 ? (
            <Button variant="secondary" onClick={() => go(cleared)}>
              {t('filters.clear')}
            </Button>
          ) : null}
          <Button onClick={() => setOpen(false)} disabled={pending} data-testid="see-results">
            {total === undefined ? t('filters.showResults') : t('filters.seeResults', { count: total })}
          </Button>
        </div>
      </Modal>
      <aside id={sidebarId} className={styles.sidebar} aria-label={t('filters.title')}>
        <div className={styles.sidebarHead}>
          <h2 className={styles.title}>{t('filters.title')}</h2>
          {count > 0 ? (
            <button type="button" className={styles.clear} onClick={() => go(cleared)}>
              {t('filters.clear')}
            </button>
          ) : null}
        </div>
        <FilterPanel
          key={listingHref(location, current)}
          state={state}
          facets={facets}
          location={location}
          go={go}
          hideBrands={hideBrands}
        />
      </aside>
      <p className="visually-hidden" role="status" aria-live="polite">
        {pending ? t('filters.updating') : ''}
      </p>
    </>
  );
}
