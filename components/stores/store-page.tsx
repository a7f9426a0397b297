import { PageHeader } from '@/components/ui/page-header';
import { ArrowIcon } from '@/components/ui/arrow-icon';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import type { Store } from '@/lib/api/stores';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { STORE_HOURS_MESSAGES } from './messages';
import { directionsUrl } from './opening-hours';
import { StoreOpenState } from './store-open-state';
import styles from './stores.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

const WEEK = [1, 2, 3, 4, 5, 6, 0];

/** `/store-locations/{slug}`: the store's details and weekly hours; `activities` are its tabs. */
export async function StorePage({
  store,
  country,
  lang,
  activities,
}: {
  store: Store;
  country: CountryCode;
  lang: Language;
  activities: ReactNode;
}) {
  const [t, messages] = await Promise.all([getTranslator(lang, 'happening'), pickMessages(lang, STORE_HOURS_MESSAGES)]);
  return (
    <article className={styles.page} aria-labelledby="store-heading">
      <Link className={styles.back} href={withLanguage('/store-locations', lang, defaultLanguage(country))}>
        <ArrowIcon direction="left" size={14} /> {t('stores.back')}
      </Link>
      <PageHeader
        id="store-heading"
        title={store.name}
        intro={
          <TranslationsProvider lang={lang} resources={messages}>
            <StoreOpenState store={store} />
          </TranslationsProvider>
        }
        classes={styles}
      />
      <div className={styles.storeLayout}>
        <section aria-label={t('stores.tabsLabel')}>{activities}</section>
        <aside className={styles.facts} aria-labelledby="store-facts">
          <h2 id="store-facts">{t('stores.details')}</h2>
          <dl>
            <dt>{t('stores.address')}</dt>
            <dd>
              {store.address}, {store.city} {store.postalCode}
              <br />
              <a href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
                {t('stores.directions')}
              </a>
            </dd>
            <dt>{t('stores.phone')}</dt>
            <dd>
              <a href={`tel:${store.phone.replace(/\s+/g, '')}`}>{store.phone}</a>
            </dd>
            <dt>{t('stores.email')}</dt>
            <dd>
              <a href={`mailto:${store.email}`}>{store.email}</a>
            </dd>
          </dl>
          <h2>{t('stores.weeklyHours')}</h2>
          <table className={styles.week}>
            <tbody>
              {WEEK.map((day) => {
                const hours = store.openingHours.find((entry) => entry.day === day);
                return (
                  <tr key={day}>
                    <th scope="row">{runtimeKeys(t)(`stores.days.${day}`)}</th>
                    <td>{hours ? `${hours.opens}–${hours.closes}` : t('stores.closedToday')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className={styles.zoneNote}>{t('stores.timeZoneNote', { zone: store.timeZone })}</p>
        </aside>
      </div>
    </article>
  );
}
