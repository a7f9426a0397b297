'use client';

import { useId, type ReactNode } from 'react';
import {
  CARD_BRAND_NAMES,
  cardBrand,
  cardRules,
  formatCardNumber,
  formatExpiry,
  type CardField,
  type CardForm,
} from '@/contract/card';
import { runtimeKeys, type AnyTranslate } from '@/lib/i18n/config';
import { keepTypedBeforeScript } from '@/lib/forms/typed-before-script';
import styles from './card-fields.module.css';

type T = AnyTranslate;

export const EMPTY_CARD: CardForm = { cardNumber: '', cardExpiry: '', cardCvc: '', cardHolder: '' };

/** Each field's text as the form keeps it, from what was typed (`previous`: the field's last value). */
const FORMATS: Record<CardField, (typed: string, previous: string) => string> = {
  cardNumber: (typed) => formatCardNumber(typed),
  cardExpiry: (typed, previous) => formatExpiry(typed, previous),
  cardCvc: (typed) => typed.replace(/\D/g, '').slice(0, 4),
  cardHolder: (typed) => typed,
};

/**
 * Card number, expiry, CVC and cardholder name, formatted as typed (number grouped as on the card,
 * `MM/YY`), with the brand named as soon as the first digits tell it. Errors are issue keys of the
 * shared card schema, shown under their field and linked to it. Labels come from `checkout:payment`.
 */
export function CardFields({
  values,
  errors,
  onChange,
  register,
  t,
}: {
  values: CardForm;
  errors: Partial<Record<CardField, string>>;
  onChange: (field: CardField, value: string) => void;
  register?: (field: CardField) => (el: HTMLInputElement | null) => void;
  t: T;
}) {
  const id = useId();
  const change = (name: CardField, typed: string) => onChange(name, FORMATS[name](typed, values[name]));
  const brand = cardBrand(values.cardNumber);
  const { cvc } = cardRules(brand);
  const field = (name: CardField) => {
    const error = errors[name];
    return {
      id: `${id}-${name}`,
      name,
      // The card typed before the page's script is handed to the form as if typed after (formatted),
      // before a form that registers the fields (the checkout's) writes its own value into them.
      ref: (element: HTMLInputElement | null) => {
        keepTypedBeforeScript((typed) => change(name, typed))(element);
        register?.(name)(element);
      },
      className: styles.input,
      value: values[name],
      ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` } : {}),
    };
  };
  const message = (name: CardField) => (
    <p id={`${id}-${name}-error`} className={styles.error}>
      {errors[name] ? runtimeKeys(t)(`checkout:validation.${errors[name]}`, { digits: cvc }) : ''}
    </p>
  );
  // A field labelled `checkout:payment.<name>`, its message under it.
  const labelled = (name: CardField, input: ReactNode, wide = false) => (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {runtimeKeys(t)(`checkout:payment.${name}`)}
      </label>
      {input}
      {message(name)}
    </div>
  );

  return (
    <div className={styles.card} data-testid="card-fields">
      <div className={`${styles.field} ${styles.wide}`}>
        {/* The brand sits beside the label, not over the field: a phone's field has no room to spare. */}
        <div className={styles.labelRow}>
          <label htmlFor={`${id}-cardNumber`} className={styles.label}>
            {t('checkout:payment.cardNumber')}
          </label>
          <span id={`${id}-brand`} className={styles.brand} data-testid="card-brand" data-brand={brand}>
            {brand === 'unknown' ? '' : CARD_BRAND_NAMES[brand]}
          </span>
        </div>
        <div className={styles.numberRow}>
          <input
            {...field('cardNumber')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 5678 9012 3456"
            maxLength={23}
            aria-describedby={
              [brand === 'unknown' ? '' : `${id}-brand`, errors.cardNumber ? `${id}-cardNumber-error` : '']
                .filter(Boolean)
                .join(' ') || undefined
            }
            onChange={(e) => change('cardNumber', e.target.value)}
          />
        </div>
        {message('cardNumber')}
      </div>
      {labelled(
        'cardExpiry',
        <input
          {...field('cardExpiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('checkout:payment.cardExpiryPlaceholder')}
          maxLength={5}
          onChange={(e) => change('cardExpiry', e.target.value)}
        />,
      )}
      {labelled(
        'cardCvc',
        <input
          {...field('cardCvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          placeholder={'•'.repeat(cvc)}
          onChange={(e) => change('cardCvc', e.target.value)}
        />,
      )}
      {labelled(
        'cardHolder',
        <input
          {...field('cardHolder')}
          autoComplete="cc-name"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(e) => change('cardHolder', e.target.value)}
        />,
        true,
      )}
    </div>
  );
}
