'use client';

import { useRouter } from 'next/navigation';
import { useOptimistic, useTransition } from 'react';
import type { ListingState } from '@/lib/catalogue/listing-state';
import { listingHref, type ListingLocation } from './listing-state';
import { carryFiltersOpen } from './listing-continuity';

/**
 * Pushes a new listing state into the URL; the server renders the new results. Until they arrive
 * the controls already show the shopper's choice (optimistic state).
 */
export function useListingNavigation(location: ListingLocation, state: ListingState, filtersOpen = false) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(state);
  const go = (next: ListingState) => {
    carryFiltersOpen(location.basePath, filtersOpen);
    startTransition(() => {
      setShown(next);
      router.push(listingHref(location, next), { scroll: false });
    });
  };
  return { go, pending, shown };
}
