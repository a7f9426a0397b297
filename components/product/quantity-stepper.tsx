'use client';

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { keepTypedBeforeScript } from '@/lib/forms/typed-before-script';
import { MAX_QUANTITY } from './purchase-variant';
import styles from './product-purchase.module.css';

export function QuantityStepper({
  value,
  onChange,
  max = MAX_QUANTITY,
  form,
}: {
  value: number;
  onChange: (value: number) => void;
  max?: number;
  /** The id of the form the quantity is posted with, when it is not inside it. */
  form?: string;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  const clamp = (n: number) => Math.min(max, Math.max(1, Number.isFinite(n) ? Math.trunc(n) : 1));
  return (
    <div className={styles.quantity}>
      <label htmlFor={id} className={styles.label}>
        {t('quantity.label')}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          aria-label={t('quantity.decrease')}
          disabled={value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          −
        </button>
        <input
          // A quantity typed before the page's script arrived (a slow phone) is kept once it has.
          ref={keepTypedBeforeScript((typed) => onChange(clamp(Number(typed))))}
          id={id}
          type="number"
          name="quantity"
          form={form}
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(clamp(Number(event.target.value)))}
        />
        <button
          type="button"
          aria-label={t('quantity.increase')}
          disabled={value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          +
        </button>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {max < MAX_QUANTITY ? t('quantity.maxStock', { count: max }) : t('quantity.max')}
      </p>
    </div>
  );
}
