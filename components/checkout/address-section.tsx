'use client';

import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link } from '@/components/ui/link';
import type { SavedAddress } from '@/contract/orders';
import type { AnyTranslate } from '@/lib/i18n/config';
import { hasPostalCodes, MOBILE_RULES, POSTAL_CODE_RULES, type CountryCode } from '@/lib/site';
import { savedAddressValues, type CheckoutValues, type DeliveryType } from './checkout-state';
import { CheckoutStep } from './checkout-step';
import styles from './checkout.module.css';
import { useCheckoutFields, type TextField } from './field';
import { EMAIL_INPUT } from '@/lib/forms/email-input';

const ADDRESS_FIELDS = ['line1', 'line2', 'city', 'postalCode'] as const;

function oneLine(address: SavedAddress): string {
  return [address.line1, address.line2, `${address.city} ${address.postalCode}`.trim()].filter(Boolean).join(', ');
}

/**
 * The addresses the member kept from earlier orders, one tap each, and "A new address". Choosing
 * one fills the address fields, which stay editable; the choice shown is the kept address the
 * fields hold, so editing them turns it into a new address.
 */
function SavedAddresses({ saved, t }: { saved: readonly SavedAddress[]; t: AnyTranslate }) {
  const form = useFormContext<CheckoutValues>();
  const id = useId();
  const typed = useWatch({ control: form.control, name: ADDRESS_FIELDS });
  const same = (address: SavedAddress) =>
    ADDRESS_FIELDS.every((name, index) => (typed[index] ?? '').trim() === savedAddressValues(address)[name]);
  const chosen = saved.find(same);
  const fill = (values: Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>) => {
    for (const name of ADDRESS_FIELDS) form.setValue(name, values[name] ?? '', { shouldDirty: true });
    form.clearErrors([...ADDRESS_FIELDS]);
  };
  return (
    <fieldset className={styles.choices} data-testid="saved-addresses">
      <legend className={styles.label}>{t('checkout:address.savedTitle')}</legend>
      {saved.map((address) => (
        <label key={address.id} className={styles.choice}>
          <input
            type="radio"
            name={`${id}-saved`}
            checked={chosen?.id === address.id}
            onChange={() => fill(savedAddressValues(address))}
          />
          <span>{oneLine(address)}</span>
        </label>
      ))}
      <label className={styles.choice}>
        <input
          type="radio"
          name={`${id}-saved`}
          checked={!chosen}
          onChange={() => {
            fill({});
            form.setFocus('line1');
          }}
        />
        <span>{t('checkout:address.newAddress')}</span>
      </label>
    </fieldset>
  );
}

/**
 * The recipient: name and mobile always, the address too for home delivery (with a postal code in
 * the countries that have them), picked from the member's kept addresses or typed and kept for next
 * time. The mobile is national, after the country's calling code.
 */
export function AddressSection({
  deliveryType,
  country,
  callingCode,
  saved = [],
  guest = null,
  t,
}: {
  deliveryType: DeliveryType;
  country: CountryCode;
  callingCode: string;
  saved?: readonly SavedAddress[];
  /** A guest's checkout: their e-mail address first, and the way to sign in instead. */
  guest?: { signInHref: string } | null;
  t: AnyTranslate;
}) {
  const { field, bind, form } = useCheckoutFields(country, t);
  const textInput = (name: TextField, extra: Record<string, string> = {}) =>
    function renderTextInput(props: { id: string }) {
      return <input {...props} {...extra} {...bind(name)} className={styles.input} />;
    };

  return (
    <CheckoutStep
      id="checkout-address"
      title={deliveryType === 'delivery' ? t('checkout:address.title') : t('checkout:address.contactTitle')}
    >
      <div className={styles.grid}>
        {guest ? (
          <>
            <p className={styles.hint} data-testid="guest-sign-in">
              {t('checkout:guest.member')} <Link href={guest.signInHref}>{t('checkout:guest.signIn')}</Link>
            </p>
            {field('email', t('checkout:guest.email'), (props) => (
              <>
                <input
                  {...props}
                  {...bind('email')}
                  {...EMAIL_INPUT}
                  aria-describedby={[props['aria-describedby'], `${props.id}-hint`].filter(Boolean).join(' ')}
                  className={styles.input}
                />
                <span id={`${props.id}-hint`} className={styles.hint}>
                  {t('checkout:guest.emailHint')}
                </span>
              </>
            ))}
          </>
        ) : null}
        {field('name', t('checkout:address.name'), textInput('name', { autoComplete: 'name' }))}
        {deliveryType === 'delivery' && saved.length > 0 ? <SavedAddresses saved={saved} t={t} /> : null}
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
            {guest ? null : (
              <label className={styles.saveAddress}>
                <input
                  type="checkbox"
                  {...form.register('saveAddress')}
                  defaultChecked={form.getValues('saveAddress')}
                />
                <span>{t('checkout:address.save')}</span>
              </label>
            )}
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
        <details className={styles.registration} open={form.getValues('registrationName') !== '' || undefined}>
          <summary>{t('checkout:registration.toggle')}</summary>
          <p className={styles.hint}>{t('checkout:registration.hint')}</p>
          {field(
            'registrationName',
            t('checkout:registration.name'),
            textInput('registrationName', { autoComplete: 'organization' }),
          )}
          {field('registrationNumber', t('checkout:registration.number'), textInput('registrationNumber'))}
        </details>
      </div>
    </CheckoutStep>
  );
}
