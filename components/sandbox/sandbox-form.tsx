'use client';

import { useActionState, useId } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { EMPTY_FORM_STATE, type FieldSpec, type SandboxFormState } from './form-state';
import styles from './sandbox.module.css';

/**
 * A sandbox helper's form: posts to its server action (with or without JavaScript), then shows
 * the translated outcome next to the fields, which keep what was typed.
 */
export function SandboxForm({
  action,
  fields,
  submit,
  pending,
  variant = 'primary',
  testId,
  inline = false,
}: {
  action: (previous: SandboxFormState, form: FormData) => Promise<SandboxFormState>;
  fields: readonly FieldSpec[];
  submit: string;
  pending: string;
  variant?: 'primary' | 'secondary' | 'accent';
  testId?: string;
  inline?: boolean;
}) {
  const [state, formAction, isPending] = useActionState(action, EMPTY_FORM_STATE);
  const statusId = useId();
  const value = (field: FieldSpec) => state.values?.[field.name] ?? field.defaultValue ?? '';
  return (
    <form
      action={formAction}
      className={inline ? styles.inlineForm : styles.form}
      data-testid={testId}
      aria-describedby={state.message ? statusId : undefined}
      noValidate
    >
      {fields.map((field) => {
        const error = state.fieldErrors?.[field.name];
        // A field's key changes with each answer, so a kept value is shown again after a re-render.
        const key = `${field.name}:${value(field)}:${state.status ?? ''}`;
        switch (field.type) {
          case 'hidden':
            return <input key={field.name} type="hidden" name={field.name} value={value(field)} />;
          case 'select':
            return <SelectField key={key} field={field} defaultValue={value(field)} error={error} />;
          case 'checkbox':
            return (
              <label key={key} className={styles.checkbox}>
                <input
                  type="checkbox"
                  name={field.name}
                  defaultChecked={value(field) === 'on' || value(field) === 'true'}
                />
                <span>{field.label}</span>
              </label>
            );
          default:
            return (
              <TextField
                key={key}
                label={field.label}
                name={field.name}
                type={field.type}
                inputMode={field.type === 'number' ? 'numeric' : undefined}
                defaultValue={field.type === 'password' ? undefined : value(field)}
                autoComplete={field.autoComplete ?? 'off'}
                error={error}
              />
            );
        }
      })}
      <div className={styles.formActions}>
        <Button type="submit" variant={variant} busy={isPending}>
          {isPending ? pending : submit}
        </Button>
      </div>
      <p
        id={statusId}
        role={state.status === 'error' ? 'alert' : 'status'}
        className={state.status === 'error' ? styles.error : styles.ok}
        data-testid={testId ? `${testId}-status` : undefined}
      >
        {state.message ?? ''}
      </p>
    </form>
  );
}

function SelectField({ field, defaultValue, error }: { field: FieldSpec; defaultValue: string; error?: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      <select
        id={id}
        name={field.name}
        defaultValue={defaultValue}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
