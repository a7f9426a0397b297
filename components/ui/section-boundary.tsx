'use client';

import { unstable_rethrow, useRouter } from 'next/navigation';
import { startTransition, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { reloadOnChunkError } from '@/lib/app-shell/chunk-reload';
import { reportError } from '@/lib/monitoring';
import { Button } from './button';
import styles from './section-boundary.module.css';

/**
 * One independent part of a page (a member's list, a rail, a streamed panel) that fails alone: the
 * rest of the page stays, and this part says so in the page's language with a retry that asks the
 * server again. `quiet` gives a small part (an icon's state) a fallback of its own instead.
 */
export function SectionBoundary({ children, quiet }: { children: ReactNode; quiet?: ReactNode }) {
  return (
    <ErrorBoundary
      onError={(error) => {
        if (isNavigation(error)) return;
        // A chunk of an older build: reload once (state kept) rather than show a failure.
        if (reloadOnChunkError(error)) return;
        reportError(error, { source: 'section', level: 'error' });
      }}
      fallbackRender={(props) => {
        // A redirect or not-found thrown inside is Next's to handle, above this boundary.
        unstable_rethrow(props.error);
        return quiet === undefined ? <SectionError {...props} /> : quiet;
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

function SectionError({ resetErrorBoundary }: FallbackProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  return (
    <div className={styles.failed} role="alert">
      <p>{t('error.section')}</p>
      <Button
        variant="secondary"
        onClick={() =>
          startTransition(() => {
            router.refresh();
            resetErrorBoundary();
          })
        }
      >
        {t('error.retry')}
      </Button>
    </div>
  );
}

function isNavigation(error: unknown): boolean {
  try {
    unstable_rethrow(error);
    return false;
  } catch {
    return true;
  }
}
