import type { Metadata } from 'next';
import { pageWords, unindexed } from './page-locale';
import { ErrorScreen, statusActionStyles } from './status-screen';

/** The title of the error screen the proxy answers with 503, never indexed. */
export async function unavailableMetadata(): Promise<Metadata> {
  const { t } = await pageWords('common');
  return unindexed(t('error.title'));
}

/**
 * The error screen, rendered on the server for a page that cannot be shown while the API is down:
 * the same words as the route groups' error screen, and a retry that works without JavaScript (an
 * empty link is the address the shopper asked for).
 */
export async function UnavailableView() {
  const { t, href } = await pageWords('common');
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
        <a href={href('/')} className={statusActionStyles.secondary}>
          {t('error.home')}
        </a>
      }
    />
  );
}
