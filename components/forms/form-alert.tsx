'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import styles from './form-alert.module.css';

/**
 * What a form answers above its fields: a refusal (`role="alert"`) or a result (`role="status"`).
 * It takes the focus when it appears and again whenever `answer` changes (each new answer of the
 * server, even with the same words), so that a keyboard or screen-reader user lands on it.
 */
export function FormAlert({
  title,
  children,
  answer,
  status = false,
  testId,
  id,
}: {
  title: ReactNode;
  /** Help under the title: `FormAlertHelp` paragraphs, a list. */
  children?: ReactNode;
  /** Changes with every answer the form gets. */
  answer?: unknown;
  /** A result, not a refusal. */
  status?: boolean;
  testId?: string;
  /** For a form's `aria-describedby`. */
  id?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [answer]);
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={-1}
      role={status ? 'status' : 'alert'}
      className={status ? styles.status : styles.alert}
      data-testid={testId}
    >
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  );
}

export function FormAlertHelp({ children }: { children: ReactNode }) {
  return <p className={styles.help}>{children}</p>;
}
