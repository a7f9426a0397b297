'use client';

import { CLICK_AND_COLLECT_HOLD_DAYS } from '@/contract/orders';
import { keepTypedBeforeScript } from '@/lib/forms/typed-before-script';
import type { AnyTranslate } from '@/lib/i18n/config';
import type { CountryCode } from '@/lib/site';
import { PICKUP_TIMES, type DeliveryType } from './checkout-state';
import { CheckoutStep } from './checkout-step';
import styles from './checkout.module.css';
import { useCheckoutFields } from './field';

export interface PickupStore {
  slug: string;
  name: string;
  address: string;
}

/**
 * Home delivery or click and collect; for click and collect, the store, day and hour of pickup.
 * Home delivery is shown but not offered when a line of the bag is click and collect only.
 */
export function DeliverySection({
  deliveryType,
  collectOnly,
  stores,
  earliest,
  country,
  t,
}: {
  deliveryType: DeliveryType;
  collectOnly: boolean;
  stores: readonly PickupStore[];
  earliest: string;
  country: CountryCode;
  t: AnyTranslate;
}) {
  const { field, bind, form } = useCheckoutFields(country, t);
  // A choice made before the page's script arrived (a slow phone) is the form's once it has.
  const keepChosen = keepTypedBeforeScript((chosen) => {
    if (chosen === 'delivery' || chosen === 'click_and_collect') form.setValue('deliveryType', chosen);
  });
  return (
    <CheckoutStep id="checkout-delivery" title={t('checkout:delivery.title')}>
      <fieldset className={styles.choices}>
        <legend className={styles.label}>{t('checkout:delivery.legend')}</legend>
        {(['delivery', 'click_and_collect'] as const).map((type) => (
          <label key={type} className={styles.choice} data-disabled={(type === 'delivery' && collectOnly) || undefined}>
            <input
              ref={keepChosen}
              type="radio"
              name="deliveryType"
              value={type}
              checked={deliveryType === type}
              disabled={type === 'delivery' && collectOnly}
              onChange={() => form.setValue('deliveryType', type)}
            />
            <span>
              {type === 'delivery' ? t('checkout:delivery.home') : t('checkout:delivery.clickAndCollect')}
              {type === 'click_and_collect' ? (
                <span className={styles.hint}>
                  {t('checkout:delivery.clickAndCollectHint', { days: CLICK_AND_COLLECT_HOLD_DAYS })}
                </span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      {collectOnly ? <p className={styles.note}>{t('checkout:delivery.clickAndCollectOnly')}</p> : null}
      {deliveryType === 'click_and_collect' ? (
        stores.length === 0 ? (
          <p className={styles.note}>{t('checkout:delivery.noStores')}</p>
        ) : (
          <div className={styles.grid}>
            {field('storeSlug', t('checkout:delivery.store'), (props) => (
              <select {...props} {...bind('storeSlug')} className={styles.input} data-testid="store-select">
                <option value="">{t('checkout:delivery.storePlaceholder')}</option>
                {stores.map((s) => (
                  <option key={s.slug} value={s.slug}>
                    {s.name} — {s.address}
                  </option>
                ))}
              </select>
            ))}
            {field('pickupDate', t('checkout:delivery.pickupDate'), (props) => (
              <input {...props} {...bind('pickupDate')} type="date" min={earliest} className={styles.input} />
            ))}
            {field('pickupTime', t('checkout:delivery.pickupTime'), (props) => (
              <select {...props} {...bind('pickupTime')} className={styles.input}>
                <option value="">—</option>
                {PICKUP_TIMES.map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            ))}
          </div>
        )
      ) : null}
    </CheckoutStep>
  );
}
