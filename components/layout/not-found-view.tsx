import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';
import { getTranslator } from '@/lib/i18n/server';
import { withLanguage } from '@/lib/routing/language-query';
import { defaultLanguage } from '@/lib/site';
import { MissingPath } from './missing-path';
import { pageLocale } from './page-locale';
import { StatusScreen, statusDetailClass } from './status-screen';

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
    <StatusScreen
      id="not-found-title"
      code="404"
      title={t('notFound.title')}
      detail={<MissingPath template={t('notFound.path', { path: '{{path}}' })} className={statusDetailClass} />}
      actions={<ButtonLink href={withLanguage('/', lang, defaultLanguage(country))}>{t('notFound.home')}</ButtonLink>}
    />
  );
}
