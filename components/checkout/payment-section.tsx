'use client';

import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { CardFields } from '@/components/ui/card-fields';
import { CARD_FIELDS } from '@/contract/card';
import type { AnyTranslate } from '@/lib/i18n/config';
import type { CountryCode } from '@/lib/site';
import { CheckoutStep } from './checkout-step';
import { useCheckoutFields } from './field';
import { PaymentChoices } from './payment-choices';

/** The country's payment choices, with the card's fields under them while card is chosen. */
export function PaymentSection({
  options,
  country,
  paidInFull = false,
  giftCard,
  t,
}: {
  options: readonly string[];
  country: CountryCode;
  /** A gift card pays it all: no method to choose, no card to type. */
  paidInFull?: boolean;
  /** The gift card's fields, first in the step: a card may pay part or all of the order. */
  giftCard?: ReactNode;
  t: AnyTranslate;
}) {
  const { form, errorOf } = useCheckoutFields(country, t);
  const [method, cardNumber, cardExpiry, cardCvc, cardHolder] = useWatch({
    control: form.control,
    name: ['method', 'cardNumber', 'cardExpiry', 'cardCvc', 'cardHolder'],
  });
  return (
    <CheckoutStep id="checkout-payment" title={t('checkout:payment.title')}>
      {giftCard}
      {paidInFull ? (
        <>
          <p data-testid="paid-by-gift-card">{t('checkout:payment.paidByGiftCard')}</p>
          {/* The order still names a method, as the form's data: no card is charged. */}
          <input type="hidden" name="method" value={method} />
        </>
      ) : (
        <>
          <PaymentChoices
            options={options}
            value={method}
            onChange={(option) => form.setValue('method', option)}
            t={t}
          />
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
        </>
      )}
    </CheckoutStep>
  );
}
