'use client';

import { useWatch } from 'react-hook-form';
import { CardFields } from '@/components/ui/card-fields';
import { CARD_FIELDS } from '@/lib/api/contract/card';
import { runtimeKeys, type AnyTranslate } from '@/lib/i18n/config';
import { bnplProviderName, type CountryCode } from '@/lib/site';
import { CheckoutStep } from './checkout-step';
import styles from './checkout.module.css';
import { useCheckoutFields } from './field';

/**
 * The country's payment choices (methods, then buy now pay later providers, as `bnpl:<provider>`),
 * with the card's fields under them while card is chosen.
 */
export function PaymentSection({
  options,
  country,
  t,
}: {
  options: readonly string[];
  country: CountryCode;
  t: AnyTranslate;
}) {
  const { form, errorOf } = useCheckoutFields(country, t);
  const [method, cardNumber, cardExpiry, cardCvc, cardHolder] = useWatch({
    control: form.control,
    name: ['method', 'cardNumber', 'cardExpiry', 'cardCvc', 'cardHolder'],
  });
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
                checked={method === option}
                onChange={() => form.setValue('method', option)}
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
      {method === 'card' ? (
        <CardFields
          values={{ cardNumber, cardExpiry, cardCvc, cardHolder }}
          errors={Object.fromEntries(CARD_FIELDS.map((name) => [name, errorOf(name)]))}
          onChange={(name, value) => {
            form.setValue(name, value);
            form.clearErrors(name);
          }}
          register={(name) => form.register(name).ref}
          t={t}
        />
      ) : null}
    </CheckoutStep>
  );
}
