import { useId, type ComponentProps } from 'react';
import styles from './text-field.module.css';

/**
 * A labelled input with its validation message linked through aria-describedby; the message
 * appears only when `error` is set, and the input is marked invalid with it.
 */
export function TextField({
  label,
  error,
  id,
  ...input
}: Omit<ComponentProps<'input'>, 'aria-invalid' | 'aria-describedby'> & { label: string; error?: string | null }) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const errorId = `${inputId}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
