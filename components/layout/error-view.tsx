'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadOnChunkError } from '@/lib/app-shell/chunk-reload';
import { reportError } from '@/lib/monitoring';
import { ErrorScreen, statusActionStyles } from './status-screen';

/** The error screen of a route group: translated, with a retry that re-renders the segment. */
export function ErrorView({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { t } = useTranslation('common');
  const router = useRouter();

  useEffect(() => {
    console.error(error);
    // A chunk of an older build: reload once (state kept) rather than show this screen.
    if (reloadOnChunkError(error)) return;
    reportError(error, { source: 'error-screen', level: 'error' });
  }, [error]);

  return (
    <ErrorScreen
      title={t('error.title')}
      body={t('error.body')}
      retry={
        <button
          type="button"
          className={statusActionStyles.primary}
          onClick={() =>
            startTransition(() => {
              router.refresh();
              reset();
            })
          }
        >
          {t('error.retry')}
        </button>
      }
      home={
        <Link href="/" className={statusActionStyles.secondary}>
          {t('error.home')}
        </Link>
      }
    />
  );
}
