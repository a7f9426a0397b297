'use client';

import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useHydrated } from '@/lib/api/hooks';
import type { Store } from '@/lib/api/stores';
import { openingState } from './opening-hours';

/** Open now / closed now and today's hours, in the store's zone, computed once the page is live. */
export function StoreOpenState({ store }: { store: Pick<Store, 'openingHours' | 'timeZone'> }) {
  const { t } = useTranslation('happening');
  const hydrated = useHydrated();
  if (!hydrated) return <span aria-hidden="true">{'\u00a0'}</span>;
  const state = openingState(store, new Date());
  return (
    <span>
      <Badge tone={state.open ? 'inverse' : 'neutral'}>
        {state.open ? t('stores.openNow') : t('stores.closedNow')}
      </Badge>{' '}
      {state.today
        ? t('stores.todayHours', { opens: state.today.opens, closes: state.today.closes })
        : t('stores.closedToday')}
    </span>
  );
}
