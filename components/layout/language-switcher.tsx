'use client';

import Cookies from 'js-cookie';
import type { Language } from '@/lib/site';
import { withLanguage } from '@/lib/routing/language-query';
import styles from './language-switcher.module.css';

/**
 * Spec §4: switching reloads the page in the new language, dropping `language` from the query
 * when the new language is the country's default. The cookie is written first so that the
 * default language sticks once the query no longer carries it.
 */
export function LanguageSwitcher({
  current,
  defaultLang,
  options,
  label,
}: {
  current: Language;
  defaultLang: Language;
  options: Array<{ lang: Language; name: string; short: string; switchLabel: string }>;
  label: string;
}) {
  function choose(lang: Language) {
    if (lang === current) return;
    Cookies.set('language', `lng_${lang}`, { expires: 365, path: '/', sameSite: 'lax' });
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    window.location.replace(withLanguage(here, lang, defaultLang));
  }

  return (
    <nav aria-label={label} className={styles.switcher}>
      <ul className={styles.list}>
        {options.map((option) => (
          <li key={option.lang}>
            <button
              type="button"
              lang={option.lang}
              className={styles.option}
              aria-current={option.lang === current ? 'true' : undefined}
              aria-label={option.lang === current ? option.name : option.switchLabel}
              onClick={() => choose(option.lang)}
            >
              <span className={styles.full}>{option.name}</span>
              <span className={styles.short} aria-hidden="true">
                {option.short}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
