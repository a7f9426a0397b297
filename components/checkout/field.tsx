'use client';

import { useId, type ReactNode } from 'react';
import type { AnyTranslate } from '@/lib/i18n/config';
import type { CountryCode } from '@/lib/site';
import { exampleOf } from './checkout-helpers';
import type { CheckoutValues, FieldErrors } from './checkout-state';
import styles from './checkout.module.css';

type FieldInput = (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;

/** A labelled input with its message under it, linked to the input while there is one. */
function Field({ name, label, error, input }: { name: string; label: string; error: string; input: FieldInput }) {
  const id = useId();
  return (
    <div className={styles.field} data-field={name}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {input({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}) })}
      <p id={`${id}-error`} className={styles.fieldError}>
        {error}
      </p>
    </div>
  );
}

/** Renders a checkout field with what is wrong with it, naming the country's example where the message asks. */
export function fieldRenderer(errors: FieldErrors, country: CountryCode, t: AnyTranslate) {
  return function field(name: keyof CheckoutValues, label: string, input: FieldInput) {
    return (
      <Field
        name={name}
        label={label}
        error={errors[name] ? t(`checkout:validation.${errors[name]}`, { example: exampleOf(name, country) }) : ''}
        input={input}
      />
    );
  };
}
