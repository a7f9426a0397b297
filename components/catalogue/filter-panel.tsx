'use client';

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { ListingState } from '@/lib/catalogue/listing-state';
import type { ListingFacets } from './listing-facets';
import { withChange, type ListingLocation } from './listing-state';
import styles from './listing-filters.module.css';
import { useHydrated } from '@/components/data/hooks';

/** Lists longer than this get a search box of their own. */
const SEARCHABLE_FROM = 8;

/** An option that would leave no results cannot be chosen (a chosen one can still be cleared). */
const isDead = (count: number, chosen: boolean) => count === 0 && !chosen;

/**
 * The filters as one GET form whose fields carry the listing's own query keys: with the script each
 * change is applied as it is made (the price with its Apply button); before or without it, Apply
 * sends the whole form to the listing's address, which the proxy reads like any other listing URL.
 */
export function FilterPanel({
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
