import { PageHeader } from '@/components/ui/page-header';
import { getTranslator, pickMessages } from '@/lib/i18n/server';
import { TranslationsProvider } from '@/components/i18n/translations-provider';
import { listStores } from '@/lib/api/stores';
import { defaultLanguage, type CountryCode, type Language } from '@/lib/site';
import { STORE_LOCATOR_MESSAGES } from './messages';
import { StoreLocator } from './store-locator';
import styles from './stores.module.css';

/** `/store-locations`: every store of the country, filtered and sorted in the browser. */
export async function StoreLocatorPage({ country, lang }: { country: CountryCode; lang: Language }) {
  const [stores, t, messages] = await Promise.all([
    listStores(country, lang),
    getTranslator(lang, 'happening'),
    pickMessages(lang, STORE_LOCATOR_MESSAGES),
  ]);
  return (
    <section className={styles.page} aria-labelledby="stores-heading">
      <PageHeader id="stores-heading" title={t('stores.title')} intro={t('stores.intro')} classes={styles} />
      <TranslationsProvider lang={lang} resources={messages}>
        <StoreLocator
          stores={stores}
          lang={lang}
          defaultLang={defaultLanguage(country)}
          offerLabels={{
            beautyServices: t('activities.kinds.service'),
            beautyClasses: t('activities.kinds.class'),
            storeEvents: t('activities.kinds.event'),
          }}
        />
      </TranslationsProvider>
    </section>
  );
}
