'use client';

import Cookies from 'js-cookie';
import type { Language } from '@/lib/site';
import { browserPreferenceCookieOptions, encodeLanguageCookie, LANGUAGE_COOKIE } from '@/lib/routing/cookies';
import { withLanguage } from '@/lib/routing/language-query';
import styles from './language-switcher.module.css';

/**
 * Switching reloads the page in the new language, dropping `language` from the query
 * when the new language is the country's default. The cookie is written first so that the
 * default language sticks once the query no longer carries it.
 */
export function LanguageSwitcher({
  current,
  defaultLang,
  options,
  label,
  switchTo,
}: {
  current: Language;
  defaultLang: Language;
  options: Array<{ lang: Language; name: string }>;
  label: string;
  /** "Switch language to {{language}}", spoken but not shown around the name. */
  switchTo: string;
}) {
  function choose(lang: Language) {
    if (lang === current) return;
    Cookies.set(LANGUAGE_COOKIE, encodeLanguageCookie(lang), browserPreferenceCookieOptions());
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
              className={styles.option}
              aria-current={option.lang === current ? 'true' : undefined}
              onClick={() => choose(option.lang)}
            >
              {/* The accessible name is the visible name, with the action spelled out for other languages. */}
              {option.lang === current ? (
                <span lang={option.lang}>{option.name}</span>
              ) : (
                <SwitchName template={switchTo} name={option.name} lang={option.lang} />
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SwitchName({ template, name, lang }: { template: string; name: string; lang: Language }) {
  const [before = '', after = ''] = template.split('{{language}}');
  return (
    <>
      {before ? <span className="visually-hidden">{before}</span> : null}
      <span lang={lang}>{name}</span>
      {after ? <span className="visually-hidden">{after}</span> : null}
    </>
  );
}
