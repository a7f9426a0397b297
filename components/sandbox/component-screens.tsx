import { Link } from '@/components/ui/link';
import { BagSection } from '@/components/bag/bag-section';
import { BagSkeleton } from '@/components/bag/bag-view';
import { Listing } from '@/components/catalogue/listing';
import { ContentBlocks } from '@/components/content/content-blocks';
import { ActivityGrid, StoreActivityTabs } from '@/components/happening/activity-lists';
import { CountryLanguageSwitcher } from '@/components/layout/country-language-switcher';
import { ORDER_VIEW_MESSAGES } from '@/components/orders/messages';
import { StorePage } from '@/components/stores/store-page';
import { Skeleton } from '@/components/ui/skeleton';
import { pageTypeSchema } from '@/contract/content';
import { EMPTY_LISTING_STATE } from '@/lib/catalogue/listing-state';
import { getContentEntry } from '@/lib/api/content';
import { listActivities } from '@/lib/api/happening-catalogue';
import { listStores } from '@/lib/api/stores';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import {
  COUNTRIES,
  COUNTRY_CODES,
  defaultLanguage,
  getCountry,
  regionName,
  type CountryCode,
  type Language,
} from '@/lib/site';
import { NotificationPanel } from './notification-panel';
import { OrderLoading } from './order-loading';
import { SandboxPanel, SandboxTable } from './sandbox-panel';
import styles from './sandbox.module.css';

/*
 * Sandbox pages that put the shop's own components on the page, in a named state, so QA can look
 * at each without finding a product, an order or a store that happens to be in it.
 */

function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <SandboxPanel id={id} title={title} className={styles.section}>
      <div className={styles.stage}>{children}</div>
    </SandboxPanel>
  );
}

export async function NotificationScreen({ lang }: { lang: Language }) {
  const t = await getTranslator(lang, 'sandbox');
  const kind = (type: 'success' | 'info' | 'warning' | 'error') => ({
    button: t(`notification.${type}.button`),
    title: t(`notification.${type}.title`),
    text: t(`notification.${type}.text`),
  });
  return (
    <SandboxPanel id="notification-fire" title={t('notification.heading')} lead={t('notification.lead')}>
      <NotificationPanel
        labels={{
          success: kind('success'),
          info: kind('info'),
          warning: kind('warning'),
          error: kind('error'),
          all: t('notification.all'),
          kept: t('notification.kept'),
        }}
      />
    </SandboxPanel>
  );
}

export async function LoadersScreen({ lang }: { lang: Language }) {
  const [t, bag, messages] = await Promise.all([
    getTranslator(lang, 'sandbox'),
    getTranslator(lang, 'bag'),
    pickMessages(lang, ORDER_VIEW_MESSAGES),
  ]);
  return (
    <>
      <Part id="loader-skeleton" title={t('loaders.skeleton')}>
        <div className={styles.section}>
          <Skeleton width="40%" height="1.5rem" />
          <Skeleton width="100%" height="1rem" />
          <Skeleton width="80%" height="1rem" />
          <Skeleton width="12rem" height="12rem" />
        </div>
      </Part>
      <Part id="loader-bag" title={t('loaders.bag')}>
        <BagSkeleton label={bag('loading')} />
      </Part>
      <Part id="loader-order" title={t('loaders.order')}>
        <TranslationsProvider lang={lang} resources={messages}>
          <OrderLoading lang={lang} />
        </TranslationsProvider>
      </Part>
      <p className={styles.note}>{t('loaders.noSpinner')}</p>
    </>
  );
}

export async function LanguageScreen({ country, lang }: { country: CountryCode; lang: Language }) {
  const [t, common] = await Promise.all([getTranslator(lang, 'sandbox'), getTranslator(lang, 'common')]);
  const site = getCountry(country);
  return (
    <>
      <Part id="language-switcher" title={t('language.switcher', { country: regionName(country, lang) })}>
        {site.languages.length > 1 ? (
          <CountryLanguageSwitcher country={country} lang={lang} t={common} />
        ) : (
          <p>{t('language.single', { country: regionName(country, lang) })}</p>
        )}
      </Part>
      <SandboxPanel id="language-all" title={t('language.every')} className={styles.section}>
        <SandboxTable columns={[t('language.country'), t('language.languages')]}>
          {COUNTRY_CODES.map((code) => (
            <tr key={code}>
              <td>
                {regionName(code, lang)} ({code.toUpperCase()})
              </td>
              <td>
                <span className={styles.row}>
                  {COUNTRIES[code].languages.map((language) => (
                    <Link
                      key={language}
                      href={`/sandbox/language?country_code=${code}&language=${language}`}
                      lang={language}
                      hrefLang={language}
                      data-testid={`language-${code}-${language}`}
                    >
                      {common(`languageNames.${language}`)}
                    </Link>
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </SandboxTable>
      </SandboxPanel>
    </>
  );
}

export async function CartScreen({ country, lang }: { country: CountryCode; lang: Language }) {
  const [t, bag] = await Promise.all([getTranslator(lang, 'sandbox'), getTranslator(lang, 'bag')]);
  return (
    <>
      <p className={styles.note}>{t('cart.lead')}</p>
      <Part id="cart-live" title={t('cart.live')}>
        <BagSection country={country} lang={lang} />
      </Part>
      <Part id="cart-loading" title={t('cart.loading')}>
        <BagSkeleton label={bag('loading')} />
      </Part>
    </>
  );
}

export async function HappeningScreen({ country, lang }: { country: CountryCode; lang: Language }) {
  const t = await getTranslator(lang, 'sandbox');
  const activities = await listActivities(country, lang).catch(() => null);
  return (
    <Part id="happening-cards" title={t('happening.cards')}>
      {activities === null ? (
        <p className={styles.error}>{t('errors.unavailable')}</p>
      ) : (
        <ActivityGrid activities={activities.slice(0, 6)} country={country} lang={lang} />
      )}
    </Part>
  );
}

export async function StoreLocationScreen({ country, lang }: { country: CountryCode; lang: Language }) {
  const t = await getTranslator(lang, 'sandbox');
  const stores = await listStores(country, lang).catch(() => null);
  const store = stores?.[0];
  if (!store) return <p className={styles.note}>{t('storeLocation.none')}</p>;
  return (
    <div className={styles.stage}>
      <StorePage
        store={store}
        country={country}
        lang={lang}
        activities={<StoreActivityTabs store={store.slug} country={country} lang={lang} />}
      />
    </div>
  );
}

export async function FilterModalScreen({ country, lang }: { country: CountryCode; lang: Language }) {
  const t = await getTranslator(lang, 'sandbox');
  return (
    <>
      <p className={styles.note}>{t('filterModal.lead')}</p>
      <h2 id="filter-results" className={styles.sectionTitle}>
        {t('filterModal.results')}
      </h2>
      <Listing
        country={country}
        lang={lang}
        state={EMPTY_LISTING_STATE}
        scope={{}}
        basePath="/sandbox/filter-modal"
        headingId="filter-results"
      />
    </>
  );
}

export async function ContentfulScreen({
  country,
  lang,
  entry,
}: {
  country: CountryCode;
  lang: Language;
  entry: Promise<string[]>;
}) {
  const t = await getTranslator(lang, 'sandbox');
  const [typeSegment, id] = await entry;
  const pageType = pageTypeSchema.safeParse(typeSegment);
  const link = (path: string) => withLanguage(path, lang, defaultLanguage(country));
  const examples = [
    ['homepage', 'home'],
    ['pages', 'summer-glow'],
    ['brands', 'fenty-beauty'],
  ] as const;
  const found =
    pageType.success && id ? await getContentEntry(country, lang, pageType.data, id).catch(() => null) : null;
  return (
    <>
      <SandboxPanel id="contentful-how" title={t('contentful.how')}>
        <p className={styles.mono}>
          /sandbox/contentful/{'{homepage|pages|brands}'}/{'{id}'}
        </p>
        <ul className={styles.row}>
          {examples.map(([type, example]) => (
            <li key={type}>
              <Link href={link(`/sandbox/contentful/${type}/${example}`)}>{`${type}/${example}`}</Link>
            </li>
          ))}
        </ul>
      </SandboxPanel>
      {typeSegment === undefined ? null : !pageType.success ? (
        <p className={styles.error}>{t('contentful.badType', { type: typeSegment })}</p>
      ) : !id ? (
        <p className={styles.note}>{t('contentful.needId')}</p>
      ) : !found ? (
        <p className={styles.note} data-testid="contentful-missing">
          {t('contentful.missing', { type: pageType.data, id })}
        </p>
      ) : (
        <div className={styles.stage} data-testid="contentful-entry">
          <ContentBlocks blocks={found.blocks} country={country} lang={lang} heroIsTitle={false} />
        </div>
      )}
    </>
  );
}
