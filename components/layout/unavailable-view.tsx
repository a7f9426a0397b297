import type { Metadata } from 'next';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage } from '@/lib/site';
import { pageLocale } from './page-locale';
import { ErrorScreen, statusActionStyles } from './status-screen';

/** The title of the error screen the proxy answers with 503, never indexed. */
export async function unavailableMetadata(): Promise<Metadata> {
  const { lang } = await pageLocale();
  const t = await getTranslator(lang, 'common');
  return { title: t('error.title'), robots: { index: false } };
}

/**
 * The error screen, rendered on the server for a page that cannot be shown while the API is down:
 * the same words as the route groups' error screen, and a retry that works without JavaScript (an
 * empty link is the address the shopper asked for).
 */
export async function UnavailableView() {
  const { country, lang } = await pageLocale();
  const t = await getTranslator(lang, 'common');
  return (
    <ErrorScreen
      title={t('error.title')}
      body={t('error.body')}
      retry={
        <a href="" className={statusActionStyles.primary}>
          {t('error.retry')}
        </a>
      }
      home={
        <a href={withLanguage('/', lang, defaultLanguage(country))} className={statusActionStyles.secondary}>
          {t('error.home')}
        </a>
      }
    />
  );
}
