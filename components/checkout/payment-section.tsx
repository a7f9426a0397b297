'use client';

import { CardFields } from '@/components/ui/card-fields';
import { runtimeKeys, type AnyTranslate } from '@/lib/i18n/config';
import { bnplProviderName } from '@/lib/site';
import type { CheckoutForm } from './checkout-state';
import { CheckoutStep } from './checkout-step';
import styles from './checkout.module.css';

/**
 * The country's payment choices (methods, then buy now pay later providers, as `bnpl:<provider>`),
 * with the card's fields under them while card is chosen.
 */
export function PaymentSection({
  form: { values, errors, set, register },
  options,
  t,
}: {
  form: CheckoutForm;
  options: readonly string[];
  t: AnyTranslate;
}) {
  return (
    <CheckoutStep id="checkout-payment" title={t('checkout:payment.title')}>
      <fieldset className={styles.choices}>
        <legend className={styles.label}>{t('checkout:payment.legend')}</legend>
        {options.map((option) => {
          const provider = option.startsWith('bnpl:') ? bnplProviderName(option.slice(5)) : null;
          return (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="method"
                value={option}
                checked={values.method === option}
                onChange={() => set('method', option)}
              />
              <span>
                {provider ? t('checkout:payment.bnpl', { provider }) : runtimeKeys(t)(`checkout:payment.${option}`)}
                {option === 'promptpay_qr' ? <span className={styles.hint}>{t('checkout:payment.qrHint')}</span> : null}
                {option === 'virtual_account' ? (
                  <span className={styles.hint}>{t('checkout:payment.vaHint')}</span>
                ) : null}
                {provider ? <span className={styles.hint}>{t('checkout:payment.bnplHint', { provider })}</span> : null}
              </span>
            </label>
          );
        })}
      </fieldset>
      {values.method === 'card' ? (
        <CardFields
          values={values}
          errors={errors}
          onChange={(name, value) => set(name, value)}
          register={(name) => register(name)}
          t={t}
        />
      ) : null}
    </CheckoutStep>
  );
}
