'use client';

import type { AnyTranslate } from '@/lib/i18n/config';
import { hasPostalCodes, MOBILE_RULES, POSTAL_CODE_RULES, type CountryCode } from '@/lib/site';
import type { CheckoutValues, DeliveryType } from './checkout-state';
import { CheckoutStep } from './checkout-step';
import styles from './checkout.module.css';
import { useCheckoutFields } from './field';

/**
 * The recipient: name and mobile always, the address too for home delivery (with a postal code in
 * the countries that have them). The mobile is national, after the country's calling code.
 */
export function AddressSection({
  deliveryType,
  country,
  callingCode,
  t,
}: {
  deliveryType: DeliveryType;
  country: CountryCode;
  callingCode: string;
  t: AnyTranslate;
}) {
  const { field, bind } = useCheckoutFields(country, t);
  const textInput = (name: keyof CheckoutValues, extra: Record<string, string> = {}) =>
    function renderTextInput(props: { id: string }) {
      return <input {...props} {...extra} {...bind(name)} className={styles.input} />;
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
              {...bind('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              placeholder={MOBILE_RULES[country].example}
              className={styles.input}
            />
          </div>
        ))}
      </div>
    </CheckoutStep>
  );
}
