'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBag } from '@/components/bag/use-bag';
import { Skeleton } from '@/components/ui/skeleton';
import { trackCommerce } from '@/lib/analytics/data-layer';
import { newIdempotencyKey } from '@/lib/api/cart';
import { domainErrorKey } from '@/lib/api/errors';
import { useUserProfile } from '@/lib/api/hooks';
import { readFraudToken } from '@/lib/fraud';
import { createOrder, orderQueryOptions } from '@/lib/api/orders';
import { useApiClient } from '@/lib/api/react';
import { withLanguage } from '@/lib/routing/language-query';
import { tomorrow, type BnplProvider, type CountryCode, type Language, type PaymentMethod } from '@/lib/site';
import { AddressSection } from './address-section';
import { CHECKOUT_ERRORS, commerceLines, memberContact } from './checkout-helpers';
import {
  EMPTY_VALUES,
  FIELD_ORDER,
  paymentOptions,
  toOrderRequest,
  validateCheckout,
  type CheckoutForm,
  type CheckoutValues,
  type FieldErrors,
} from './checkout-state';
import styles from './checkout.module.css';
import { DeliverySection, type PickupStore } from './delivery-section';
import { OrderReview } from './order-review';
import { PaymentSection } from './payment-section';
import layout from '@/components/ui/summary-layout.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

/**
 * Checkout for members: delivery or click and collect, address and contact, payment, review and
 * place order. One checkout attempt is one idempotency key: a double click or a retry after a lost
 * answer sends the same key and the API answers with the same order.
 */
export function CheckoutView({
  country,
  lang,
  defaultLang,
  callingCode,
  methods,
  bnplProviders,
  stores,
}: {
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
  callingCode: string;
  methods: readonly PaymentMethod[];
  bnplProviders: readonly BnplProvider[];
  stores: readonly PickupStore[];
}) {
  const { t } = useTranslation(['checkout', 'bag', 'errors']);
  const router = useRouter();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const bag = useBag();
  const profile = useUserProfile();
  const options = useMemo(() => paymentOptions(methods, bnplProviders), [methods, bnplProviders]);
  const [values, setValues] = useState<CheckoutValues>(() => ({
    ...EMPTY_VALUES,
    ...memberContact(profile, callingCode),
    method: options[0] ?? 'card',
  }));
  const [placed, setPlaced] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [placing, setPlacing] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const fieldRefs = useRef<Partial<Record<keyof CheckoutValues, HTMLElement | null>>>({});
  const earliest = useMemo(() => tomorrow(), []);

  const cart = bag.data?.data;
  const checkoutTracked = useRef(false);
  useEffect(() => {
    if (!cart || checkoutTracked.current || cart.lineItems.length === 0) return;
    checkoutTracked.current = true;
    trackCommerce('begin_checkout', commerceLines(cart.lineItems), { value: cart.costSummary.total });
  }, [cart]);
  const collectOnly = cart?.lineItems.some((l) => l.clickAndCollectOnly) ?? false;
  const deliveryType = collectOnly ? 'click_and_collect' : values.deliveryType;
  const current = { ...values, deliveryType };

  // The member's name and mobile fill the contact fields once known, unless the shopper typed there.
  const [prefilledFrom, setPrefilledFrom] = useState(profile);
  if (profile !== prefilledFrom) {
    setPrefilledFrom(profile);
    const contact = memberContact(profile, callingCode);
    setValues((prev) => ({ ...prev, name: prev.name || contact.name || '', phone: prev.phone || contact.phone || '' }));
  }

  const set = <K extends keyof CheckoutValues>(field: K, value: CheckoutValues[K]) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (errors[field]) {
      const rest = { ...errors, [field]: undefined };
      setErrors(rest);
      // The summary goes once nothing it pointed at is wrong any more.
      if (!Object.values(rest).some(Boolean)) setFormError('');
    }
  };
  const register = (field: keyof CheckoutValues) => (el: HTMLElement | null) => {
    fieldRefs.current[field] = el;
  };

  const submit = async () => {
    if (inFlight.current) return;
    const found = validateCheckout(current, earliest, country, callingCode);
    setErrors(found);
    const first = FIELD_ORDER.find((f) => found[f]);
    if (first) {
      setFormError(t('checkout:validation.summary'));
      fieldRefs.current[first]?.focus();
      return;
    }
    const body = toOrderRequest(current, callingCode);
    const serialized = JSON.stringify(body);
    // Same body as the last unanswered attempt → same key; a changed form is a new attempt.
    if (!attempt.current || attempt.current.body !== serialized)
      attempt.current = { body: serialized, key: newIdempotencyKey() };
    const key = attempt.current.key;
    inFlight.current = true;
    setPlacing(true);
    setFormError('');
    try {
      const order = await createOrder(client, { ...body, fraudToken: readFraudToken() }, key);
      // The card details leave the page with the order: nothing of the form stays mounted (or in
      // memory) while the router keeps this page around after moving on.
      setPlaced(true);
      setValues((prev) => ({ ...prev, cardNumber: '', cardExpiry: '', cardCvc: '', cardHolder: '' }));
      queryClient.setQueryData(orderQueryOptions(client, order.id).queryKey, order);
      if (cart)
        trackCommerce('purchase', commerceLines(cart.lineItems), {
          value: order.payment.amount,
          transactionId: order.number,
        });
      void queryClient.invalidateQueries({ queryKey: ['bag'] });
      void queryClient.invalidateQueries({ queryKey: ['bag-count'] });
      router.push(withLanguage(`/orders/${order.id}/${order.pageVariant}`, lang, defaultLang));
    } catch (error) {
      inFlight.current = false;
      setPlacing(false);
      setFormError(runtimeKeys(t)(domainErrorKey(error, CHECKOUT_ERRORS)));
    }
  };

  if (placed) {
    return (
      <p role="status" className={styles.note}>
        {t('checkout:review.placing')}
      </p>
    );
  }
  if (!bag.data) {
    return (
      <div className={layout.layout} aria-busy="true">
        <span className="visually-hidden" role="status">
          {t('checkout:loading')}
        </span>
        <Skeleton width="100%" height="40rem" />
        <Skeleton width="100%" height="24rem" />
      </div>
    );
  }
  if (!cart || cart.lineItems.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{t('checkout:empty')}</p>
        <Link href={withLanguage('/cart', lang, defaultLang)}>{t('checkout:backToBag')}</Link>
      </div>
    );
  }

  const form: CheckoutForm = { values, errors, set, register };

  return (
    <form
      className={layout.layout}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={layout.main}>
        <DeliverySection
          form={form}
          deliveryType={deliveryType}
          collectOnly={collectOnly}
          stores={stores}
          earliest={earliest}
          country={country}
          t={t}
        />
        <AddressSection form={form} deliveryType={deliveryType} country={country} callingCode={callingCode} t={t} />
        <PaymentSection form={form} options={options} t={t} />
      </div>
      <OrderReview
        cart={cart}
        country={country}
        lang={lang}
        defaultLang={defaultLang}
        formError={formError}
        placing={placing}
        t={t}
      />
    </form>
  );
}
