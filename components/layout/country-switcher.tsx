'use client';

import Cookies from 'js-cookie';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { browserPreferenceCookieOptions, COUNTRY_COOKIE, LANGUAGE_COOKIE } from '@/lib/routing/cookies';
import { countryDestination } from '@/lib/routing/country-destination';
import styles from './country-switcher.module.css';

export interface CountryOption {
  code: string;
  /** The country's name in its own language. */
  name: string;
  domain: string;
}

/** The welcome mat: every storefront, each in its own name; choosing one goes there. */
export function CountrySwitcher({
  current,
  countries,
  labels,
}: {
  current: string;
  countries: CountryOption[];
  labels: { button: string; title: string; intro: string; close: string; current: string };
}) {
  const [open, setOpen] = useState(false);
  const currentName = countries.find((c) => c.code === current)?.name ?? current.toUpperCase();

  function choose(code: string) {
    if (code === current) {
      setOpen(false);
      return;
    }
    const destination = countryDestination(
      { protocol: window.location.protocol, host: window.location.host },
      code,
      countries,
    );
    const options = browserPreferenceCookieOptions();
    Cookies.set(COUNTRY_COOKIE, code, options);
    // A new country starts in its own default language.
    Cookies.remove(LANGUAGE_COOKIE, { path: '/', ...(options.domain ? { domain: options.domain } : {}) });
    window.location.assign(destination.url);
  }

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="country-switcher"
      >
        <span aria-hidden="true" className={styles.code}>
          {current.toUpperCase()}
        </span>
        <span className={styles.triggerText}>{labels.button.replace('{{country}}', currentName)}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={labels.title} closeLabel={labels.close}>
        <p className={styles.intro}>{labels.intro}</p>
        <ul className={styles.list}>
          {countries.map((country) => (
            <li key={country.code}>
              <button
                type="button"
                className={styles.option}
                aria-current={country.code === current ? 'true' : undefined}
                onClick={() => choose(country.code)}
              >
                <span className={styles.optionCode} aria-hidden="true">
                  {country.code.toUpperCase()}
                </span>
                <span className={styles.optionName}>{country.name}</span>
                {country.code === current ? <span className={styles.currentTag}>{labels.current}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
