'use client';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingState } from '@/lib/catalogue/listing-state';
import { withChange, type ListingLocation } from './listing-state';
import { useListingNavigation } from './use-listing-navigation';
import styles from './listing-filters.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

export function SortSelect({
  state,
  location,
  options,
}: {
  state: ListingState;
  location: ListingLocation;
  options: string[];
}) {
  const { t } = useTranslation('catalogue');
  const { go, shown } = useListingNavigation(location, state);
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
        data-listing-focus="sort"
        value={shown.sort ?? options[0]}
        onChange={(event) => go(withChange(shown, { sort: event.target.value as ListingState['sort'] }))}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {runtimeKeys(t)(`sort.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
