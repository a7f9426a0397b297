import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage } from '@/lib/site';
import { MissingPath } from './missing-path';
import { pageLocale } from './page-locale';
import styles from './status-view.module.css';

/** The 404 page's title, never indexed; for the 404 page and for each `not-found` boundary. */
export async function notFoundMetadata(): Promise<Metadata> {
  const { lang } = await pageLocale();
  const t = await getTranslator(lang, 'common');
  return { title: t('notFound.metaTitle'), robots: { index: false } };
}

/** The 404 screen: the apology and the path that was asked for. */
export async function NotFoundView() {
  const { country, lang } = await pageLocale();
  const t = await getTranslator(lang, 'common');
  return (
    <section className={styles.view} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.title')}
      </h1>
      <MissingPath template={t('notFound.path', { path: '{{path}}' })} className={styles.detail} />
      <ButtonLink href={withLanguage('/', lang, defaultLanguage(country))}>{t('notFound.home')}</ButtonLink>
    </section>
  );
}
