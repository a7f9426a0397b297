'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useEffect, useId, useMemo, useRef } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBag } from '@/components/bag/use-bag';
import { Skeleton } from '@/components/ui/skeleton';
import { trackCommerce } from '@/lib/analytics/data-layer';
import { pricedBagQueryOptions } from '@/lib/api/bag';
import { useSessionEnded, useUserProfile } from '@/components/data/hooks';
import { savedAddressesQueryOptions } from '@/lib/api/orders';
import { useApiClient } from '@/components/data/api-client';
import { withLanguage } from '@/lib/routing/language-query';
import { SignedOutBag } from '@/components/bag/empty-bag';
import { GiftCardPanel, useGiftCardForm } from '@/components/bag/gift-card-form';
import { Button } from '@/components/ui/button';
import { formatMoneyIn, type BnplProvider, type CountryCode, type Language, type PaymentMethod } from '@/lib/site';
import { AddressSection } from './address-section';
import { commerceLines, memberContact } from './checkout-helpers';
import { paymentOptions, savedAddressValues } from './checkout-state';
import styles from './checkout.module.css';
import { DeliverySection, type PickupStore } from './delivery-section';
import { OrderReview } from './order-review';
import { PaymentSection } from './payment-section';
import { useCheckoutForm } from './use-checkout-form';
import layout from '@/components/ui/summary-layout.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

/**
 * Checkout for members and guests (a guest gives an e-mail address): delivery or click and collect, address and contact, payment, review and
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
  guest = null,
}: {
  /** Checking out without an account, with the way to sign in instead. */
  guest?: { signInHref: string } | null;
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
  callingCode: string;
  methods: readonly PaymentMethod[];
  bnplProviders: readonly BnplProvider[];
  stores: readonly PickupStore[];
}) {
  const { t } = useTranslation(['checkout', 'bag', 'errors']);
  const client = useApiClient();
  const bag = useBag();
  const sessionEnded = useSessionEnded();
  const profile = useUserProfile();
  const options = useMemo(() => paymentOptions(methods, bnplProviders), [methods, bnplProviders]);
  const giftCard = useGiftCardForm(country, lang);
  const giftCardFormId = useId();

  const cart = bag.data?.data;
  const checkoutTracked = useRef(false);
  useEffect(() => {
    if (!cart || checkoutTracked.current || cart.lineItems.length === 0) return;
    checkoutTracked.current = true;
    trackCommerce('begin_checkout', commerceLines(cart.lineItems), { value: cart.costSummary.total });
  }, [cart]);

  // The addresses the member kept: the last used one is in the form from the first paint.
  const saved = useQuery({ ...savedAddressesQueryOptions(client), enabled: guest === null }).data;
  const { state, pending, formAction, onSubmit, earliest, collectOnly, paidInFull, placed, ...form } = useCheckoutForm({
    country,
    lang,
    defaultLang,
    callingCode,
    options,
    guest: guest !== null,
    cart,
    profile,
    saved,
  });
  const { setValue, getValues, formState } = form;
  const chosen = useWatch({ control: form.control, name: 'deliveryType' });
  const deliveryType = collectOnly ? 'click_and_collect' : chosen;
  // The bag is priced for delivery; an order collected in store ships nothing. Asked for as the
  // page opens (where a store can take it), so that choosing click and collect shows its total at once.
  const pickupPriced = useQuery({
    ...pricedBagQueryOptions(client, 'click_and_collect'),
    enabled: stores.length > 0 && (cart?.lineItems.length ?? 0) > 0,
  });
  const summary = deliveryType === 'click_and_collect' ? pickupPriced.data?.data.costSummary : cart?.costSummary;

  // The member's name and mobile fill the contact fields once known, unless the shopper typed there.
  useEffect(() => {
    const contact = memberContact(profile, callingCode);
    if (contact.name && !getValues('name')) setValue('name', contact.name);
    if (contact.phone && !getValues('phone')) setValue('phone', contact.phone);
  }, [profile, callingCode, getValues, setValue]);

  // Kept addresses that arrive after the first paint fill an address nobody has started typing.
  useEffect(() => {
    const last = savedAddressValues(saved?.[0]);
    if (!last.line1 || getValues('line1') || getValues('city')) return;
    for (const [name, value] of Object.entries(last)) setValue(name as keyof typeof last, value);
  }, [saved, getValues, setValue]);

  // The summary goes once nothing it pointed at is wrong any more; the answer's own refusal shows
  // until the next try.
  const fieldErrors = Object.keys(formState.errors).length > 0;
  const formError = fieldErrors
    ? t('checkout:validation.summary')
    : !pending && state.errorKey
      ? runtimeKeys(t)(state.errorKey)
      : '';

  if (placed) {
    return (
      <p role="status" className={styles.note}>
        {t('checkout:review.placing')}
      </p>
    );
  }
  if (sessionEnded) return <SignedOutBag returnTo="/checkout" lang={lang} defaultLang={defaultLang} t={t} />;
  if (!bag.data && bag.isError) {
    return (
      <div className={styles.empty}>
        <p role="alert">{t('checkout:loadFailed')}</p>
        <Button type="button" variant="secondary" onClick={() => void bag.refetch()}>
          {t('checkout:tryAgain')}
        </Button>
      </div>
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

  return (
    <FormProvider {...form}>
      {/* Posted, never sent by GET: a press of Enter before the script runs must not put the address
          or card in the URL. */}
      <form className={layout.layout} method="post" noValidate action={formAction} onSubmit={onSubmit}>
        <div className={layout.main}>
          <DeliverySection
            deliveryType={deliveryType}
            collectOnly={collectOnly}
            stores={stores}
            earliest={earliest}
            country={country}
            t={t}
          />
          <AddressSection
            deliveryType={deliveryType}
            country={country}
            callingCode={callingCode}
            saved={saved}
            guest={guest}
            t={t}
          />
          <PaymentSection
            options={options}
            country={country}
            paidInFull={paidInFull}
            giftCard={
              <GiftCardPanel cart={cart} country={country} lang={lang} control={giftCard} formId={giftCardFormId} />
            }
            t={t}
          />
          {/* On a phone the review comes after the form: the total and Place order stay at the foot of
              the screen while the shopper fills it in. */}
          <div className={styles.phoneBar} data-testid="checkout-bar">
            <p className={styles.phoneTotal}>
              <span>{t('bag:summary.total')}</span>{' '}
              {/* While the delivery just chosen is priced, the review says so; the bar shows no total. */}
              <strong>
                {summary ? formatMoneyIn(summary.total, country, lang) : <span aria-hidden="true">…</span>}
              </strong>
            </p>
            <Button type="submit" busy={pending} aria-disabled={!cart.canCheckout || undefined}>
              {pending ? t('checkout:review.placing') : t('checkout:review.place')}
            </Button>
          </div>
        </div>
        <OrderReview
          cart={cart}
          summary={summary}
          country={country}
          lang={lang}
          defaultLang={defaultLang}
          formError={formError}
          placing={pending}
          t={t}
        />
      </form>
      {/* The gift card's own form: forms cannot nest, so its fields above belong to it by id. */}
      <form id={giftCardFormId} action={giftCard.formAction} onSubmit={giftCard.onSubmit} noValidate />
    </FormProvider>
  );
}
