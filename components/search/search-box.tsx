'use client';

import { useQuery } from '@tanstack/react-query';
import { StoreImage } from '@/components/ui/store-image';
import { useRouter } from 'next/navigation';
import { useCombobox } from 'downshift';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiClient } from '@/components/data/api-client';
import { fetchPopularQueries, fetchSuggestions } from '@/lib/api/search-suggestions';
import { withLanguage } from '@/lib/routing/language-query';
import type { Language } from '@/lib/site';
import { addRecentSearch, clearRecentSearches, readRecentSearches } from './recent-searches';
import styles from './search-box.module.css';

export const SUGGEST_DEBOUNCE_MS = 200;
const MIN_QUERY_LENGTH = 2;

interface Option {
  id: string;
  label: string;
  detail?: string;
  imageUrl?: string;
  /** A query to search for, or a page to open. */
  action: { kind: 'query'; query: string } | { kind: 'href'; href: string };
}

interface Group {
  key: string;
  title: string;
  options: Option[];
}

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The header search: a combobox (ARIA 1.2) with suggestions as the shopper types, and recent and
 * popular searches before. Arrow keys move through the options, Enter opens one (or searches),
 * Escape closes the list.
 */
export function SearchBox({ lang, defaultLang }: { lang: Language; defaultLang: Language }) {
  const { t } = useTranslation('search');
  const router = useRouter();
  const client = useApiClient();
  const id = useId();
  const [value, setValue] = useState('');
  const [recent, setRecent] = useState<string[]>([]);
  const [touched, setTouched] = useState(false);

  const term = value.trim();
  const debounced = useDebounced(term, SUGGEST_DEBOUNCE_MS);
  const suggest = debounced.length >= MIN_QUERY_LENGTH;

  const suggestions = useQuery({
    queryKey: queryKeys.catalogue(client.country, client.lang, 'suggestions', debounced),
    queryFn: ({ signal }) => fetchSuggestions(client, debounced, signal),
    enabled: suggest,
    staleTime: 60_000,
    retry: false,
  });
  const popular = useQuery({
    queryKey: queryKeys.catalogue(client.country, client.lang, 'popular-queries'),
    queryFn: ({ signal }) => fetchPopularQueries(client, signal),
    enabled: touched,
    staleTime: 5 * 60_000,
    retry: false,
  });

  const href = (path: string) => withLanguage(path, lang, defaultLang);

  const groups: Group[] = useMemo(() => {
    if (term.length >= MIN_QUERY_LENGTH) {
      const data = suggestions.data;
      if (!data || data.query !== debounced) return [];
      return [
        {
          key: 'brands',
          title: t('brands'),
          options: data.brands
            .slice(0, 4)
            .map((b) => ({ id: `b-${b.id}`, label: b.name, action: { kind: 'href', href: `/brands/${b.slug}` } })),
        },
        {
          key: 'categories',
          title: t('categories'),
          options: data.categories
            .slice(0, 4)
            .map((c) => ({ id: `c-${c.id}`, label: c.name, action: { kind: 'href', href: `/categories/${c.path}` } })),
        },
        {
          key: 'products',
          title: t('products'),
          options: data.products.slice(0, 5).map((p) => ({
            id: `p-${p.id}`,
            label: p.name,
            detail: p.brandName,
            imageUrl: p.imageUrl,
            action: { kind: 'href', href: `/products/${p.slug}` },
          })),
        },
      ].filter((g) => g.options.length > 0) as Group[];
    }
    const out: Group[] = [];
    if (recent.length > 0)
      out.push({
        key: 'recent',
        title: t('recent'),
        options: recent.map((q) => ({ id: `r-${q}`, label: q, action: { kind: 'query', query: q } })),
      });
    if (popular.data && popular.data.length > 0)
      out.push({
        key: 'popular',
        title: t('popular'),
        options: popular.data.slice(0, 8).map((q) => ({ id: `q-${q}`, label: q, action: { kind: 'query', query: q } })),
      });
    return out;
  }, [term, debounced, suggestions.data, recent, popular.data, t]);

  const flat = groups.flatMap((g) => g.options);
  const menuId = `${id}-menu`;
  // Off the field once the shopper has chosen: the phone's keyboard closes.
  const leaveField = () => (document.activeElement as HTMLElement | null)?.blur();

  const search = (query: string) => {
    const q = query.trim();
    if (!q) return;
    setRecent(addRecentSearch(q));
    closeMenu();
    setValue(q);
    leaveField();
    router.push(href(`/search?q=${encodeURIComponent(q)}`));
  };

  const choose = (option: Option) => {
    if (option.action.kind === 'query') {
      search(option.action.query);
      return;
    }
    if (term) setRecent(addRecentSearch(term));
    closeMenu();
    leaveField();
    router.push(href(option.action.href));
  };

  // Downshift keeps the combobox's state and ARIA (keys, active option, outside clicks); an option
  // is chosen by Enter or a click only, never by leaving the field, and choosing one leaves the
  // typed words as they were. With no option active, Enter submits the form: a search.
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, openMenu, closeMenu } =
    useCombobox<Option>({
      id,
      menuId,
      items: flat,
      itemToString: (option) => option?.label ?? '',
      itemToKey: (option) => option?.id,
      inputValue: value,
      selectedItem: null,
      onInputValueChange: ({ inputValue }) => setValue(inputValue),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) choose(selectedItem);
      },
      stateReducer: (state, { type, changes }) => {
        switch (type) {
          case useCombobox.stateChangeTypes.InputBlur:
            return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
          // The list opens as the field takes the focus; the click that gave it stays open.
          case useCombobox.stateChangeTypes.InputClick:
            return { ...changes, isOpen: true };
          case useCombobox.stateChangeTypes.InputKeyDownEnter:
          case useCombobox.stateChangeTypes.ItemClick:
          case useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem:
            return { ...changes, inputValue: state.inputValue };
          default:
            return changes;
        }
      },
    });
  const expanded = isOpen && flat.length > 0;

  let index = -1;
  const status =
    term.length >= MIN_QUERY_LENGTH
      ? suggestions.isFetching
        ? t('loading')
        : isOpen && flat.length === 0 && suggestions.data
          ? t('noSuggestions')
          : isOpen
            ? t(flat.length === 1 ? 'resultsCount_one' : 'resultsCount_other', { count: flat.length })
            : ''
      : '';

  return (
    <form
      role="search"
      className={styles.form}
      action={href('/search')}
      onSubmit={(event) => {
        event.preventDefault();
        search(value);
      }}
    >
      <label {...getLabelProps({ className: 'visually-hidden' })}>{t('label')}</label>
      <div className={styles.field}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <input
          {...getInputProps({
            name: 'q',
            type: 'search',
            autoComplete: 'off',
            enterKeyHint: 'search',
            maxLength: 100,
            placeholder: t('placeholder'),
            className: styles.input,
            onFocus: () => {
              setTouched(true);
              setRecent(readRecentSearches());
              openMenu();
            },
            onKeyDown: (event) => {
              // Enter with no option active searches for the words typed.
              if (event.key !== 'Enter' || highlightedIndex >= 0 || event.nativeEvent.isComposing) return;
              (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                true;
              event.preventDefault();
              search(value);
            },
          })}
          role="combobox"
          aria-controls={menuId}
          aria-expanded={expanded}
          data-testid="search-input"
        />
        <button type="submit" className={styles.submit}>
          <span className="visually-hidden">{t('submit')}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M5 12h13M13 6l6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
      <div className={styles.popup} hidden={!expanded}>
        <ul {...getMenuProps({ 'aria-label': t('suggestions'), className: styles.listbox })}>
          {groups.map((group) => (
            <li key={group.key} role="presentation">
              <ul role="group" aria-labelledby={`${id}-g-${group.key}`} className={styles.group}>
                <li role="presentation" id={`${id}-g-${group.key}`} className={styles.groupTitle}>
                  {group.title}
                </li>
                {group.options.map((option) => {
                  index += 1;
                  const mine = index;
                  return (
                    <li
                      key={option.id}
                      {...getItemProps({ item: option, index: mine, className: styles.option })}
                      data-testid="search-option"
                    >
                      {option.imageUrl ? (
                        <StoreImage src={option.imageUrl} alt="" width={40} height={40} className={styles.thumb} />
                      ) : null}
                      <span className={styles.optionText}>
                        {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
                        <span>{option.label}</span>
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
        {term.length < MIN_QUERY_LENGTH && recent.length > 0 ? (
          <button
            type="button"
            className={styles.clearRecent}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              clearRecentSearches();
              setRecent([]);
            }}
          >
            {t('clearRecent')}
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
    </form>
  );
}
