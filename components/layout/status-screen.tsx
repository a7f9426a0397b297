import type { ReactNode } from 'react';
import styles from './status-view.module.css';

/** Class names for the actions a status screen offers (a link or a button styled alike). */
export const statusActionStyles = { primary: styles.primary, secondary: styles.secondary } as const;

/**
 * The frame every status screen shares (404, the error boundary, the 503 answer): an optional code,
 * the heading that names the screen, a line of detail and the actions. Server or client alike.
 */
export function StatusScreen({
  id,
  title,
  code,
  detail,
  actions,
  alert = false,
}: {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  code?: string;
  /** A line of text, or a component that renders its own line (with `statusDetailClass`). */
  detail: ReactNode;
  actions: ReactNode;
  /** Announce the screen at once (an error), rather than as a page's content (404). */
  alert?: boolean;
}) {
  return (
    <section className={styles.view} role={alert ? 'alert' : undefined} aria-labelledby={id}>
      {code && (
        <p className={styles.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id={id} className={styles.title}>
        {title}
      </h1>
      {typeof detail === 'string' ? <p className={styles.detail}>{detail}</p> : detail}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

/** The detail line's class, for a detail rendered by another component (the 404's missing path). */
export const statusDetailClass = styles.detail;

/**
 * The error screen, for the route groups' error boundary and the 503 answer alike: announced at
 * once, with the caller's way to try again (a reset in the browser, a reload link on the server)
 * and to go home.
 */
export function ErrorScreen({
  title,
  body,
  retry,
  home,
}: {
  title: string;
  body: string;
  retry: ReactNode;
  home: ReactNode;
}) {
  return (
    <StatusScreen
      id="error-title"
      alert
      title={title}
      detail={body}
      actions={
        <>
          {retry}
          {home}
        </>
      }
    />
  );
}
