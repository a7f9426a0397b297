import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import styles from './bag-view.module.css';

/**
 * The empty bag, the same markup whether the server knows at once that there is no bag or the
 * bag's lines have all been removed in the browser.
 */
export function EmptyBag({
  title,
  body,
  cta,
  href,
  children,
  alert = false,
}: {
  title: string;
  body: string;
  cta: string;
  href: string;
  /** The bag's live status line, when the browser owns the bag. */
  children?: ReactNode;
  /** Said at once by screen readers (the bag changed under the shopper's eyes). */
  alert?: boolean;
}) {
  return (
    <div className={styles.empty} data-testid="bag-empty">
      {children}
      <p className={styles.emptyTitle} role={alert ? 'alert' : undefined}>
        {title}
      </p>
      <p>{body}</p>
      <ButtonLink href={href} variant="primary">
        {cta}
      </ButtonLink>
    </div>
  );
}
