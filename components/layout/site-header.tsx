import { Link } from '@/components/ui/link';
import { Suspense, type ReactNode } from 'react';
import { BagEntry } from '@/components/bag/bag-entry';
import { BAG_ENTRY_MESSAGES } from '@/components/bag/messages';
import { CategoryNav } from '@/components/catalogue/category-nav';
import { loadDrawerCategories } from '@/components/catalogue/menu-actions';
import { SEARCH_BOX_MESSAGES } from '@/components/search/messages';
import { SearchBox } from '@/components/search/search-box';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import {
  COUNTRIES,
  COUNTRY_CODES,
  defaultLanguage,
  formatMoney,
  getCountry,
  type CountryCode,
  type Language,
} from '@/lib/site';
import { CountryLanguageSwitcher } from './country-language-switcher';
import { CountrySwitcher } from './country-switcher';
import { LanguageQueryKeeper } from './language-query-keeper';
import { Logo } from './logo';
import { MenuDrawer } from './menu-drawer';
import styles from './site-header.module.css';

export async function SiteHeader({
  country,
  lang,
  accountSlot,
  drawerAccountSlot,
}: {
  country: CountryCode;
  lang: Language;
  accountSlot?: ReactNode;
  /** The account entries shown in the phone menu drawer. */
  drawerAccountSlot?: ReactNode;
}) {
  const [t, tc, searchMessages, bagMessages] = await Promise.all([
    getTranslator(lang, 'common'),
    getTranslator(lang, 'content'),
    pickMessages(lang, SEARCH_BOX_MESSAGES),
    pickMessages(lang, BAG_ENTRY_MESSAGES),
  ]);
  const site = getCountry(country);
  const defaultLang = defaultLanguage(country);
  const countries = COUNTRY_CODES.map((code) => ({ code, name: COUNTRIES[code].name, domain: COUNTRIES[code].domain }));

  const promo = t('header.promo', { amount: formatMoney(site.freeShippingThreshold, country, lang) });
  const languageSwitcher =
    site.languages.length > 1 ? <CountryLanguageSwitcher country={country} lang={lang} t={t} /> : null;

  return (
    <header className={styles.header}>
      <p className={styles.promo}>{promo}</p>
      <div className={styles.bar}>
        <div className={styles.lead}>
          <MenuDrawer
            labels={{
              open: tc('header.menu'),
              title: tc('header.menu'),
              close: tc('header.closeMenu'),
              loading: tc('header.loadingCategories'),
              failed: tc('header.categoriesFailed'),
              retry: tc('header.retryCategories'),
            }}
            loadCategories={loadDrawerCategories.bind(null, country, lang)}
            after={
              <>
                {languageSwitcher}
                <p className={styles.drawerPromo}>{promo}</p>
              </>
            }
          >
            {drawerAccountSlot}
          </MenuDrawer>
          <Link href={withLanguage('/', lang, defaultLang)} className={styles.logo}>
            <Logo />
          </Link>
        </div>
        <div className={styles.search}>
          <TranslationsProvider lang={lang} resources={searchMessages}>
            <SearchBox lang={lang} defaultLang={defaultLang} />
          </TranslationsProvider>
        </div>
        <div className={styles.utility} role="group" aria-label={t('header.utilityNav')}>
          {languageSwitcher ? <div className={styles.wideOnly}>{languageSwitcher}</div> : null}
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
          <div className={styles.wideOnly}>{accountSlot}</div>
          <Link
            href={withLanguage('/wishlist', lang, defaultLang)}
            className={`${styles.iconLink} ${styles.wideOnly}`}
            aria-label={tc('header.wishlist')}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.3 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.7 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
            </svg>
          </Link>
          <TranslationsProvider lang={lang} resources={bagMessages}>
            <BagEntry lang={lang} defaultLang={defaultLang} />
          </TranslationsProvider>
        </div>
      </div>
      {/* Part of the page itself, not a Suspense boundary: a large boundary would be revealed late. */}
      <CategoryNav country={country} lang={lang} />
      <Suspense fallback={null}>
        <LanguageQueryKeeper lang={lang} defaultLang={defaultLang} />
      </Suspense>
    </header>
  );
}
