'use client';

import { useEffect, useId } from 'react';
import { FormAlert } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { useActionForm } from '@/components/forms/use-action-form';
import { TextField } from '@/components/ui/text-field';
import { EMPTY_FORM_STATE, type FieldSpec, type SandboxFormState } from './form-state';
import styles from './sandbox.module.css';

const noFields = () => ({});

/**
 * A sandbox helper's form: posts to its server action (with or without JavaScript), then shows
 * the translated outcome next to the fields, which keep what was typed. The fields are checked by
 * the action alone: their rules (`action-inputs.ts`) and messages are the server's, translated there.
 */
export function SandboxForm({
  action,
  fields,
  submit,
  pending: pendingLabel,
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
  const { state, formAction, pending, onSubmit } = useActionForm<Record<string, never>, SandboxFormState>(
    action,
    EMPTY_FORM_STATE,
    { defaultValues: noFields },
  );
  const statusId = useId();
  // An answer that names the next page (the order just made): the page goes there, busy meanwhile.
  useEffect(() => {
    if (state.next) window.location.assign(state.next);
  }, [state]);
  const value = (field: FieldSpec) => state.values?.[field.name] ?? field.defaultValue ?? '';
  return (
    <form
      action={formAction}
      onSubmit={onSubmit}
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
        <FormSubmit
          pending={pending || Boolean(state.next)}
          label={submit}
          pendingLabel={pendingLabel}
          variant={variant}
          block={false}
          keepFocus
        />
      </div>
      {state.message ? (
        <FormAlert
          id={statusId}
          answer={state}
          status={state.status !== 'error'}
          className={state.status === 'error' ? styles.error : styles.ok}
          testId={testId ? `${testId}-status` : undefined}
          title={state.message}
        />
      ) : null}
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
