'use client';

import type { AnyTranslate } from '@/lib/i18n/config';
import { hasPostalCodes, MOBILE_RULES, POSTAL_CODE_RULES, type CountryCode } from '@/lib/site';
import type { CheckoutForm, CheckoutValues, DeliveryType } from './checkout-state';
import { CheckoutStep } from './checkout-step';
import styles from './checkout.module.css';
import { fieldRenderer } from './field';

/**
 * The recipient: name and mobile always, the address too for home delivery (with a postal code in
 * the countries that have them). The mobile is national, after the country's calling code.
 */
export function AddressSection({
  form: { values, errors, set, register },
  deliveryType,
  country,
  callingCode,
  t,
}: {
  form: CheckoutForm;
  deliveryType: DeliveryType;
  country: CountryCode;
  callingCode: string;
  t: AnyTranslate;
}) {
  const field = fieldRenderer(errors, country, t);
  const textInput = (name: keyof CheckoutValues, extra: Record<string, string> = {}) =>
    function renderTextInput(props: { id: string }) {
      return (
        <input
          {...props}
          {...extra}
          ref={register(name)}
          className={styles.input}
          value={values[name]}
          onChange={(e) => set(name, e.target.value)}
        />
      );
    };

  return (
    <CheckoutStep
      id="checkout-address"
      title={deliveryType === 'delivery' ? t('checkout:address.title') : t('checkout:address.contactTitle')}
    >
      <div className={styles.grid}>
        {field('name', t('checkout:address.name'), textInput('name', { autoComplete: 'name' }))}
        {deliveryType === 'delivery' ? (
          <>
            {field('line1', t('checkout:address.line1'), textInput('line1', { autoComplete: 'address-line1' }))}
            {field('line2', t('checkout:address.line2'), textInput('line2', { autoComplete: 'address-line2' }))}
            {field('city', t('checkout:address.city'), textInput('city', { autoComplete: 'address-level2' }))}
            {hasPostalCodes(country)
              ? field(
                  'postalCode',
                  t('checkout:address.postalCode'),
                  textInput('postalCode', {
                    autoComplete: 'postal-code',
                    inputMode: 'numeric',
                    placeholder: POSTAL_CODE_RULES[country]?.example ?? '',
                  }),
                )
              : null}
          </>
        ) : null}
        {field('phone', t('checkout:address.mobile'), (props) => (
          <div className={styles.phone}>
            <span className={styles.callingCode} aria-label={t('checkout:address.callingCode', { code: callingCode })}>
              +{callingCode}
            </span>
            <input
              {...props}
              ref={register('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={MOBILE_RULES[country].example}
              className={styles.input}
              value={values.phone}
              onChange={(e) => set('phone', e.target.value)}
            />
          </div>
        ))}
      </div>
    </CheckoutStep>
  );
}
