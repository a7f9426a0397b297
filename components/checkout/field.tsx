'use client';

import { useId, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { CreateOrderRequest } from '@/contract/orders';
import { messageKey } from '@/lib/forms/issue-keys';
import type { AnyTranslate } from '@/lib/i18n/config';
import type { CountryCode } from '@/lib/site';
import { exampleOf } from './checkout-helpers';
import { VALIDATION_KEYS, type CheckoutValues } from './checkout-state';
import styles from './checkout.module.css';

/** The fields typed into (every one but the "save this address" box). */
export type TextField = Exclude<keyof CheckoutValues, 'saveAddress'>;

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

/**
 * The checkout form as a section sees it: `bind` ties an input to its field (what the shopper
 * types there takes its message away until the next try), `errorOf` is the key of a field's
 * message, and `field` renders a field with it, naming the country's example where the message asks.
 */
export function useCheckoutFields(country: CountryCode, t: AnyTranslate) {
  const form = useFormContext<CheckoutValues, unknown, CreateOrderRequest>();
  const { register, clearErrors, getValues, formState } = form;
  const errorOf = (name: keyof CheckoutValues) => messageKey(formState.errors[name]?.message, VALIDATION_KEYS);
  return {
    form,
    errorOf,
    // The value is in the server's HTML too, and comes back when a field shows again.
    bind: (name: TextField) => ({
      ...register(name, { onChange: () => clearErrors(name) }),
      defaultValue: getValues(name),
    }),
    field(name: keyof CheckoutValues, label: string, input: FieldInput) {
      const key = errorOf(name);
      return (
        <Field
          name={name}
          label={label}
          error={key ? t(`checkout:validation.${key}`, { example: exampleOf(name, country) }) : ''}
          input={input}
        />
      );
    },
  };
}
