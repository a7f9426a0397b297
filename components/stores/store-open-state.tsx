'use client';

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { useHydrated } from '@/components/data/hooks';
import type { Store } from '@/lib/api/stores';
import { runtimeKeys } from '@/lib/i18n/config';
import { openingState, type OpeningState } from './opening-hours';

/** While closed, when the store opens again (in its zone), or that it is closed today. */
function nextOpening({ next }: OpeningState, t: TFunction<'happening'>): string {
  if (!next) return t('stores.closedToday');
  if (next.inDays === 0) return t('stores.opensToday', { time: next.opens });
  if (next.inDays === 1) return t('stores.opensTomorrow', { time: next.opens });
  return t('stores.opensOn', { day: runtimeKeys(t)(`stores.days.${next.day}`), time: next.opens });
}

/** Today's hours while the store is open; while it is closed, when it opens next. */
export function openingLine(state: OpeningState, t: TFunction<'happening'>): string {
  return state.open && state.today
    ? t('stores.todayHours', { opens: state.today.opens, closes: state.today.closes })
    : nextOpening(state, t);
}

/** Open now and today's hours, or closed now and when it opens, in the store's zone, once the page is live. */
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
      {openingLine(state, t)}
    </span>
  );
}
