'use client';

import { useRouter } from 'next/navigation';
import { useId, useOptimistic, useState, useTransition, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { EMPTY_LISTING_STATE, type ListingState, type OtherKey } from '@/lib/catalogue/listing-state';
import { activeFilterCount, listingHref, withChange, type ListingLocation } from './listing-state';
import { carryFiltersOpen, useListingContinuity } from './listing-continuity';
import styles from './listing-filters.module.css';
import { useHydrated } from '@/lib/api/hooks';
import { runtimeKeys } from '@/lib/i18n/config';

export interface FacetOption {
  slug: string;
  name: string;
  count: number;
}

export interface ListingFacets {
  brands: FacetOption[];
  categories: FacetOption[];
  onSale: number;
  others: Array<{ key: OtherKey; count: number }>;
  currency: string;
}

/**
 * Pushes a new listing state into the URL; the server renders the new results. Until they arrive
 * the controls already show the shopper's choice (optimistic state).
 */
function useListingNavigation(location: ListingLocation, state: ListingState, filtersOpen = false) {
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

/** Lists longer than this get a search box of their own. */
const SEARCHABLE_FROM = 8;

/** An option that would leave no results cannot be chosen (a chosen one can still be cleared). */
const isDead = (count: number, chosen: boolean) => count === 0 && !chosen;

/**
 * The filters as one GET form whose fields carry the listing's own query keys: with the script each
 * change is applied as it is made (the price with its Apply button); before or without it, Apply
 * sends the whole form to the listing's address, which the proxy reads like any other listing URL.
 */
function FilterPanel({
  state,
  facets,
  location,
  go,
  hideBrands,
}: {
  state: ListingState;
  facets: ListingFacets;
  location: ListingLocation;
  go: (state: ListingState) => void;
  hideBrands: boolean;
}) {
  const { t } = useTranslation('catalogue');
  const hydrated = useHydrated();
  const [priceMin, setPriceMin] = useState(state.priceMin?.toString() ?? '');
  const [priceMax, setPriceMax] = useState(state.priceMax?.toString() ?? '');
  const [brandTerm, setBrandTerm] = useState('');
  const term = brandTerm.trim().toLocaleLowerCase();
  const matches = (name: string) => name.toLocaleLowerCase().includes(term);
  // A chosen brand stays in view whatever is typed, so it can always be unticked.
  const brands = term ? facets.brands.filter((b) => matches(b.name) || state.brands.includes(b.slug)) : facets.brands;
  const noMatch = term !== '' && !facets.brands.some((b) => matches(b.name));

  const toggle = <T extends string>(values: readonly T[], value: T): T[] =>
    values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    const toNumber = (v: string) => (/^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : undefined);
    go(withChange(state, { priceMin: toNumber(priceMin), priceMax: toNumber(priceMax) }));
  };

  // A GET form's address loses its query: what the listing keeps (the search term, the language)
  // and its sort travel as hidden fields.
  const kept: Record<string, string | undefined> = { ...location.keep, sort: state.sort };
  if (location.lang !== location.defaultLang) kept.language = location.lang;

  return (
    <form className={styles.panel} method="get" action={location.basePath} onSubmit={applyPrice}>
      {Object.entries(kept).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {facets.categories.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('filters.categories')}</legend>
          <label className={styles.option}>
            <input
              type="radio"
              name="category"
              value=""
              checked={!state.category}
              data-listing-focus="category:"
              onChange={() => go(withChange(state, { category: undefined }))}
            />
            <span>{t('filters.allCategories')}</span>
          </label>
          {facets.categories.map((category) => (
            <label
              key={category.slug}
              className={styles.option}
              data-disabled={isDead(category.count, state.category === category.slug)}
            >
              <input
                type="radio"
                name="category"
                value={category.slug}
                checked={state.category === category.slug}
                data-listing-focus={`category:${category.slug}`}
                disabled={isDead(category.count, state.category === category.slug)}
                onChange={() => go(withChange(state, { category: category.slug }))}
              />
              <span>{category.name}</span>
              <span className={styles.count}>{category.count}</span>
            </label>
          ))}
        </fieldset>
      ) : null}

      {!hideBrands && facets.brands.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('filters.brands')}</legend>
          {facets.brands.length > SEARCHABLE_FROM ? (
            <label className={styles.facetSearch}>
              <span className="visually-hidden">{t('filters.searchBrands')}</span>
              <input
                type="search"
                value={brandTerm}
                placeholder={t('filters.searchBrands')}
                autoComplete="off"
                onChange={(event) => setBrandTerm(event.target.value)}
              />
            </label>
          ) : null}
          <div className={styles.scroll}>
            {brands.map((brand) => {
              const checked = state.brands.includes(brand.slug);
              return (
                <label key={brand.slug} className={styles.option} data-disabled={isDead(brand.count, checked)}>
                  <input
                    type="checkbox"
                    name="brands"
                    value={brand.slug}
                    checked={checked}
                    data-listing-focus={`brand:${brand.slug}`}
                    disabled={isDead(brand.count, checked)}
                    onChange={() => go(withChange(state, { brands: toggle(state.brands, brand.slug) }))}
                  />
                  <span>{brand.name}</span>
                  <span className={styles.count}>{brand.count}</span>
                </label>
              );
            })}
            {noMatch ? (
              <p className={styles.noMatch} role="status">
                {t('filters.noBrandMatch', { term: brandTerm.trim() })}
              </p>
            ) : null}
          </div>
        </fieldset>
      ) : null}

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filters.price')}</legend>
        <div className={styles.price}>
          <label className={styles.field}>
            <span>{t('filters.priceMin', { currency: facets.currency })}</span>
            <input
              name="price_min"
              inputMode="numeric"
              pattern="[0-9]*"
              value={priceMin}
              onChange={(e) => setPriceMin(e.target.value)}
            />
          </label>
          <label className={styles.field}>
            <span>{t('filters.priceMax', { currency: facets.currency })}</span>
            <input
              name="price_max"
              inputMode="numeric"
              pattern="[0-9]*"
              value={priceMax}
              onChange={(e) => setPriceMax(e.target.value)}
            />
          </label>
          <Button type="submit" variant="secondary" data-listing-focus="price">
            {t('filters.apply')}
          </Button>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filters.others')}</legend>
        <label className={styles.option} data-disabled={isDead(facets.onSale, state.onSale)}>
          <input
            type="checkbox"
            name="on_sale"
            value="1"
            checked={state.onSale}
            data-listing-focus="on-sale"
            disabled={isDead(facets.onSale, state.onSale)}
            onChange={() => go(withChange(state, { onSale: !state.onSale }))}
          />
          <span>{t('filters.onSale')}</span>
          <span className={styles.count}>{facets.onSale}</span>
        </label>
        {facets.others.map((other) => (
          <label
            key={other.key}
            className={styles.option}
            data-disabled={isDead(other.count, state.others.includes(other.key))}
          >
            <input
              type="checkbox"
              name="others"
              value={other.key}
              checked={state.others.includes(other.key)}
              data-listing-focus={`other:${other.key}`}
              disabled={isDead(other.count, state.others.includes(other.key))}
              onChange={() => go(withChange(state, { others: toggle(state.others, other.key) }))}
            />
            <span>{t(`filters.other.${other.key}`)}</span>
            <span className={styles.count}>{other.count}</span>
          </label>
        ))}
      </fieldset>
      {hydrated ? null : (
        <Button type="submit" block>
          {t('filters.applyAll')}
        </Button>
      )}
    </form>
  );
}

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
