'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBag } from '@/components/bag/use-bag';
import { Skeleton } from '@/components/ui/skeleton';
import { trackCommerce } from '@/lib/analytics/data-layer';
import { invalidateBag, newIdempotencyKey, pricedBagQueryOptions } from '@/lib/api/bag';
import { CARD_FIELDS } from '@/contract/card';
import type { CreateOrderRequest } from '@/contract/orders';
import { domainErrorKey } from '@/lib/api/errors';
import { useSessionEnded, useUserProfile } from '@/components/data/hooks';
import { readFraudToken } from '@/lib/fraud';
import { createOrder, orderListQueryOptions, orderQueryOptions, savedAddressesQueryOptions } from '@/lib/api/orders';
import { useApiClient } from '@/components/data/api-client';
import { withLanguage } from '@/lib/routing/language-query';
import { SignedOutBag } from '@/components/bag/empty-bag';
import { GiftCardPanel, useGiftCardForm } from '@/components/bag/gift-card-form';
import { Button } from '@/components/ui/button';
import {
  formatMoneyIn,
  tomorrow,
  type BnplProvider,
  type CountryCode,
  type Language,
  type PaymentMethod,
} from '@/lib/site';
import { rememberCardHolder } from '@/components/orders/card-holder';
import { AddressSection } from './address-section';
import { CHECKOUT_ERRORS, commerceLines, memberContact } from './checkout-helpers';
import {
  checkoutSchema,
  EMPTY_VALUES,
  FIELD_ORDER,
  paymentOptions,
  savedAddressValues,
  type CheckoutValues,
} from './checkout-state';
import styles from './checkout.module.css';
import { DeliverySection, type PickupStore } from './delivery-section';
import { OrderReview } from './order-review';
import { PaymentSection } from './payment-section';
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
  const router = useRouter();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const bag = useBag();
  const sessionEnded = useSessionEnded();
  const profile = useUserProfile();
  const options = useMemo(() => paymentOptions(methods, bnplProviders), [methods, bnplProviders]);
  const [placed, setPlaced] = useState(false);
  // Kept apart from the form's submitting state: a second press while an order is on its way ends
  // at once, and must not end the first one's.
  const [placing, setPlacing] = useState(false);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const earliest = useMemo(() => tomorrow(), []);
  const giftCard = useGiftCardForm(country, lang);
  const giftCardFormId = useId();

  const cart = bag.data?.data;
  const checkoutTracked = useRef(false);
  useEffect(() => {
    if (!cart || checkoutTracked.current || cart.lineItems.length === 0) return;
    checkoutTracked.current = true;
    trackCommerce('begin_checkout', commerceLines(cart.lineItems), { value: cart.costSummary.total });
  }, [cart]);
  const collectOnly = cart?.lineItems.some((l) => l.clickAndCollectOnly) ?? false;

  // A gift card that pays the whole total (as the bag is priced for delivery) leaves nothing to pay by card.
  const paidInFull = cart?.costSummary.total.amount === 0 && cart.costSummary.giftCardAmount.amount > 0;
  const resolver = useMemo(
    () =>
      zodResolver(checkoutSchema({ country, callingCode, earliest, collectOnly, guest: guest !== null, paidInFull })),
    [country, callingCode, earliest, collectOnly, guest, paidInFull],
  );
  // The addresses the member kept: the last used one is in the form from the first paint.
  const saved = useQuery({ ...savedAddressesQueryOptions(client), enabled: guest === null }).data;
  // Messages stay until the next try, except on a field the shopper changes (see `bind`).
  const form = useForm<CheckoutValues, unknown, CreateOrderRequest>({
    resolver,
    defaultValues: {
      ...EMPTY_VALUES,
      ...memberContact(profile, callingCode),
      ...savedAddressValues(saved?.[0]),
      method: options[0] ?? 'card',
    },
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { setValue, getValues, setFocus, setError, formState } = form;
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

  const place = async (body: CreateOrderRequest) => {
    if (inFlight.current) return;
    const serialized = JSON.stringify(body);
    // Same body as the last unanswered attempt → same key; a changed form is a new attempt.
    if (!attempt.current || attempt.current.body !== serialized)
      attempt.current = { body: serialized, key: newIdempotencyKey() };
    const key = attempt.current.key;
    inFlight.current = true;
    setPlacing(true);
    try {
      const order = await createOrder(client, { ...body, fraudToken: readFraudToken() }, key);
      // The card's number, expiry and code leave the page with the order: none stays mounted (or in
      // memory) while the router keeps this page around. Only the name on the card is kept, for
      // paying the order again if the card is declined.
      setPlaced(true);
      if (body.payment.method === 'card') rememberCardHolder(order.id, getValues('cardHolder'));
      for (const name of CARD_FIELDS) setValue(name, '');
      queryClient.setQueryData(orderQueryOptions(client, order.id).queryKey, order);
      if (!guest) void queryClient.invalidateQueries({ queryKey: orderListQueryOptions(client).queryKey, exact: true });
      if (cart)
        trackCommerce('purchase', commerceLines(cart.lineItems), {
          value: order.payment.amount,
          transactionId: order.number,
        });
      invalidateBag(queryClient);
      router.push(withLanguage(`/orders/${order.id}/${order.pageVariant}`, lang, defaultLang));
    } catch (error) {
      inFlight.current = false;
      setPlacing(false);
      setError('root.order', { message: runtimeKeys(t)(domainErrorKey(error, CHECKOUT_ERRORS)) });
    }
  };
  const focusFirstWrong = (found: FieldErrors<CheckoutValues>) => {
    const first = FIELD_ORDER.find((name) => found[name]);
    if (!first) return;
    setFocus(first);
    // In the middle of the screen, clear of the phone's bar at its foot, with its label above it.
    const field = document.activeElement;
    if (field instanceof HTMLElement && field !== document.body) field.scrollIntoView?.({ block: 'center' });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => void form.handleSubmit(place, focusFirstWrong)(event);

  // The summary goes once nothing it pointed at is wrong any more.
  const { root, ...fieldErrors } = formState.errors;
  const formError =
    root?.order?.message ?? (Object.keys(fieldErrors).length > 0 ? t('checkout:validation.summary') : '');

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
      <form className={layout.layout} method="post" noValidate onSubmit={onSubmit}>
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
            <Button type="submit" busy={placing} aria-disabled={!cart.canCheckout || undefined}>
              {placing ? t('checkout:review.placing') : t('checkout:review.place')}
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
          placing={placing}
          t={t}
        />
      </form>
      {/* The gift card's own form: forms cannot nest, so its fields above belong to it by id. */}
      <form id={giftCardFormId} action={giftCard.formAction} onSubmit={giftCard.onSubmit} noValidate />
    </FormProvider>
  );
}
