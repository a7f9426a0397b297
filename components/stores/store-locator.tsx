'use client';

import { openingLine } from './store-open-state';
import { Link } from '@/components/ui/link';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { SearchField } from '@/components/ui/search-field';
import { useHydrated } from '@/components/data/hooks';
import type { Store } from '@/lib/api/stores';
import { withLanguage } from '@/lib/routing/language-query';
import type { Language } from '@/lib/site';
import { directionsUrl, distanceKm, matchesStore, openingState } from './opening-hours';
import styles from './stores.module.css';

type Offer = 'all' | 'beautyServices' | 'beautyClasses' | 'storeEvents';
type Position = { lat: number; lng: number };

/**
 * The store list with its filters. Open-now and today's hours depend on the moment, so they are
 * computed in the browser (in each store's zone) once the page has hydrated; the shopper's position
 * for "near me" never leaves the browser.
 */
export function StoreLocator({
  stores,
  lang,
  defaultLang,
  offerLabels,
}: {
  stores: Store[];
  lang: Language;
  defaultLang: Language;
  offerLabels: Record<Exclude<Offer, 'all'>, string>;
}) {
  const { t } = useTranslation('happening');
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [offer, setOffer] = useState<Offer>('all');
  const [position, setPosition] = useState<Position | null>(null);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'denied'>('idle');

  const shown = useMemo(() => {
    const list = stores
      .filter((store) => matchesStore(store, text))
      .filter((store) => offer === 'all' || store.offers[offer] > 0)
      .map((store) => ({
        store,
        distance: position ? distanceKm(position, { lat: store.latitude, lng: store.longitude }) : null,
      }));
    if (position) list.sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
    return list;
  }, [stores, text, offer, position]);

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setLocating('denied');
      return;
    }
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (found) => {
        setPosition({ lat: found.coords.latitude, lng: found.coords.longitude });
        setLocating('idle');
      },
      () => setLocating('denied'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  // The clock is read only in the browser: the server's HTML is cached and must not depend on it.
  const now = hydrated ? new Date() : null;
  const offers: Offer[] = ['all', 'beautyServices', 'beautyClasses', 'storeEvents'];
  return (
    <div className={styles.locator}>
      <div className={styles.tools}>
        <SearchField className={styles.search} label={t('stores.search')} value={text} onChange={setText} />
        <button type="button" className={styles.nearMe} onClick={locate} aria-busy={locating === 'busy'}>
          {locating === 'busy' ? t('stores.locating') : t('stores.nearMe')}
        </button>
      </div>
      <div className={styles.chips} role="group" aria-label={t('stores.filterLabel')}>
        {offers.map((entry) => (
          <button
            key={entry}
            type="button"
            className={styles.chip}
            aria-pressed={offer === entry}
            onClick={() => setOffer(entry)}
          >
            {entry === 'all' ? t('stores.filterAll') : offerLabels[entry]}
          </button>
        ))}
      </div>
      {locating === 'denied' ? (
        <p className={styles.notice} role="status">
          {t('stores.locationDenied')}
        </p>
      ) : null}
      <p className={styles.count} aria-live="polite">
        {t('stores.count', { count: shown.length })}
      </p>
      {shown.length === 0 ? <p className={styles.notice}>{t('stores.noMatch')}</p> : null}
      <ul className={styles.list}>
        {shown.map(({ store, distance }) => {
          const state = now ? openingState(store, now) : null;
          return (
            <li key={store.id} className={styles.card} data-testid="store-card">
              <div className={styles.cardHead}>
                <h2 className={styles.cardTitle}>
                  <Link href={withLanguage(`/store-locations/${store.slug}`, lang, defaultLang)}>{store.name}</Link>
                </h2>
                <span className={styles.state} data-open={state?.open ?? undefined}>
                  {state ? (
                    <Badge tone={state.open ? 'inverse' : 'neutral'}>
                      {state.open ? t('stores.openNow') : t('stores.closedNow')}
                    </Badge>
                  ) : null}
                </span>
              </div>
              <p className={styles.address}>
                {store.address}, {store.city} {store.postalCode}
              </p>
              <p className={styles.hours}>
                {state ? openingLine(state, t) : '\u00a0'}
                {distance !== null ? (
                  <span className={styles.distance}> · {t('stores.distance', { km: distance.toFixed(1) })}</span>
                ) : null}
              </p>
              <ul className={styles.offers}>
                {(['beautyServices', 'beautyClasses', 'storeEvents'] as const)
                  .filter((kind) => store.offers[kind] > 0)
                  .map((kind) => (
                    <li key={kind}>{offerLabels[kind]}</li>
                  ))}
              </ul>
              <div className={styles.actions}>
                <Link
                  className={styles.primaryLink}
                  href={withLanguage(`/store-locations/${store.slug}`, lang, defaultLang)}
                >
                  {t('stores.details')}
                </Link>
                <a
                  className={styles.secondaryLink}
                  href={directionsUrl(store)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('stores.directions')}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
