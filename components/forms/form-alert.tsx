'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { runtimeKeys, type AnyTranslate } from '@/lib/i18n/config';
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
  className,
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
  /** The look of the place it is shown in (a dark footer, a prompt), instead of the form's box. */
  className?: string;
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
      className={className ?? (status ? styles.status : styles.alert)}
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

/**
 * A form action's refusal, named by its `errorKey`: a key of the form's own namespace (`own`), or
 * an `errors` key the page picked for the browser (`known`), any other showing as `generic`.
 * Nothing without a key.
 */
export function FormErrorAlert({
  errorKey,
  known,
  own,
  answer,
  id,
  children,
}: {
  errorKey: string | null | undefined;
  known: readonly string[];
  /** The form's own keys start with `prefix` (as `reset.`) and are translated with `t`. */
  own?: { prefix: string; t: AnyTranslate };
  answer: unknown;
  id?: string;
  children?: ReactNode;
}) {
  const { t: tError } = useTranslation('errors');
  if (!errorKey) return null;
  const title =
    own && errorKey.startsWith(own.prefix)
      ? runtimeKeys(own.t)(errorKey)
      : runtimeKeys(tError)(known.includes(errorKey) ? errorKey : 'generic');
  return (
    <FormAlert id={id} answer={answer} title={title}>
      {children}
    </FormAlert>
  );
}
