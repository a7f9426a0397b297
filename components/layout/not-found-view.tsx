import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';
import { MissingPath } from './missing-path';
import { pageWords, unindexed } from './page-locale';
import { StatusScreen, statusDetailClass } from './status-screen';

/** The 404 page's title, never indexed; for the 404 page and for each `not-found` boundary. */
export async function notFoundMetadata(): Promise<Metadata> {
  const { t } = await pageWords('common');
  return unindexed(t('notFound.metaTitle'));
}

/** The 404 screen: the apology and the path that was asked for. */
export async function NotFoundView() {
  const { t, href } = await pageWords('common');
  return (
    <StatusScreen
      id="not-found-title"
      code="404"
      title={t('notFound.title')}
      detail={<MissingPath template={t('notFound.path', { path: '{{path}}' })} className={statusDetailClass} />}
      actions={<ButtonLink href={href('/')}>{t('notFound.home')}</ButtonLink>}
    />
  );
}
