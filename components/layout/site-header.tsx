import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { COUNTRIES, COUNTRY_CODES, defaultLanguage, formatMoney, getCountry, type CountryCode, type Language } from '@/lib/site';
import { CountrySwitcher } from './country-switcher';
import { LanguageQueryKeeper } from './language-query-keeper';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import styles from './site-header.module.css';

export async function SiteHeader({
  country,
  lang,
  accountSlot,
}: {
  country: CountryCode;
  lang: Language;
  accountSlot?: ReactNode;
}) {
  const t = await getTranslator(lang, 'common');
  const site = getCountry(country);
  const defaultLang = defaultLanguage(country);
  const countries = COUNTRY_CODES.map((code) => ({ code, name: COUNTRIES[code].name, domain: COUNTRIES[code].domain }));

  return (
    <header className={styles.header}>
      <p className={styles.promo}>{t('header.promo', { amount: formatMoney(site.freeShippingThreshold, country, lang) })}</p>
      <div className={styles.bar}>
        <Link href={withLanguage('/', lang, defaultLang)} className={styles.logo} aria-label={t('header.homeLabel')}>
          <Logo />
        </Link>
        <div className={styles.utility} role="group" aria-label={t('header.utilityNav')}>
          {site.languages.length > 1 ? (
            <LanguageSwitcher
              current={lang}
              defaultLang={defaultLang}
              label={t('language.label')}
              options={site.languages.map((l) => ({
                lang: l,
                name: t(`languageNames.${l}`),
                switchLabel: t('language.switchTo', { language: t(`languageNames.${l}`) }),
              }))}
            />
          ) : null}
          <CountrySwitcher
            current={country}
            countries={countries}
            labels={{
              button: t('country.button', { country: '{{country}}' }),
              title: t('country.title'),
              intro: t('country.intro'),
              close: t('country.close'),
              current: t('country.current'),
            }}
          />
          {accountSlot}
        </div>
      </div>
      <LanguageQueryKeeper lang={lang} defaultLang={defaultLang} />
    </header>
  );
}
