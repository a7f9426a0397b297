'use client';

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
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
            <FacetOption
              key={category.slug}
              type="radio"
              name="category"
              value={category.slug}
              checked={state.category === category.slug}
              focus={`category:${category.slug}`}
              label={category.name}
              count={category.count}
              onChange={() => go(withChange(state, { category: category.slug }))}
            />
          ))}
        </fieldset>
      ) : null}

      {!hideBrands && facets.brands.length > 0 ? (
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t('filters.brands')}</legend>
          {facets.brands.length > SEARCHABLE_FROM ? (
            <SearchField
              className={styles.facetSearch}
              label={t('filters.searchBrands')}
              value={brandTerm}
              autoComplete="off"
              onChange={setBrandTerm}
            />
          ) : null}
          <div className={styles.scroll}>
            {brands.map((brand) => (
              <FacetOption
                key={brand.slug}
                type="checkbox"
                name="brands"
                value={brand.slug}
                checked={state.brands.includes(brand.slug)}
                focus={`brand:${brand.slug}`}
                label={brand.name}
                count={brand.count}
                onChange={() => go(withChange(state, { brands: toggle(state.brands, brand.slug) }))}
              />
            ))}
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
          <PriceField
            name="price_min"
            label={t('filters.priceMin', { currency: facets.currency })}
            value={priceMin}
            onChange={setPriceMin}
          />
          <PriceField
            name="price_max"
            label={t('filters.priceMax', { currency: facets.currency })}
            value={priceMax}
            onChange={setPriceMax}
          />
          <Button type="submit" variant="secondary" data-listing-focus="price">
            {t('filters.apply')}
          </Button>
        </div>
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('filters.others')}</legend>
        <FacetOption
          type="checkbox"
          name="on_sale"
          value="1"
          checked={state.onSale}
          focus="on-sale"
          label={t('filters.onSale')}
          count={facets.onSale}
          onChange={() => go(withChange(state, { onSale: !state.onSale }))}
        />
        {facets.others.map((other) => (
          <FacetOption
            key={other.key}
            type="checkbox"
            name="others"
            value={other.key}
            checked={state.others.includes(other.key)}
            focus={`other:${other.key}`}
            label={t(`filters.other.${other.key}`)}
            count={other.count}
            onChange={() => go(withChange(state, { others: toggle(state.others, other.key) }))}
          />
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

/** One choice of a facet, with how many products it leaves; `focus` names it for the focus kept across changes. */
function FacetOption({
  type,
  name,
  value,
  checked,
  focus,
  label,
  count,
  onChange,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  focus: string;
  label: string;
  count: number;
  onChange: () => void;
}) {
  const dead = isDead(count, checked);
  return (
    <label className={styles.option} data-disabled={dead}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        data-listing-focus={focus}
        disabled={dead}
        onChange={onChange}
      />
      <span>{label}</span>
      <span className={styles.count}>{count}</span>
    </label>
  );
}

/** One bound of the price range, digits only. */
function PriceField({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        name={name}
        inputMode="numeric"
        pattern="[0-9]*"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </label>
  );
}
