'use client';

import { useQueryClient } from '@tanstack/react-query';
import Image from 'next/image';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BAG_ERRORS } from '@/components/bag/bag-state';
import { CostSummary } from '@/components/bag/cost-summary';
import { useBag } from '@/components/bag/use-bag';
import { Button } from '@/components/ui/button';
import { CardFields } from '@/components/ui/card-fields';
import { Skeleton } from '@/components/ui/skeleton';
import { keepPlaceholders, TextWithLinks } from '@/components/ui/text-with-links';
import { lineToItem, trackCommerce } from '@/lib/analytics/data-layer';
import type { LineItem } from '@/lib/api/contract/cart';
import { newIdempotencyKey } from '@/lib/api/cart';
import { LEGAL_TERMS_HREF } from '@/lib/api/contract/content-pages';
import { CLICK_AND_COLLECT_HOLD_DAYS, ORDER_ERROR_CODES } from '@/lib/api/contract/orders';
import { domainErrorKey, type DomainErrors } from '@/lib/api/errors';
import { useUserProfile } from '@/lib/api/hooks';
import { readFraudToken } from '@/lib/fraud';
import { createOrder, orderQueryOptions } from '@/lib/api/orders';
import { useApiClient } from '@/lib/api/react';
import { withLanguage } from '@/lib/routing/language-query';
import {
  bnplProviderName,
  formatMoneyIn,
  hasPostalCodes,
  MOBILE_RULES,
  POSTAL_CODE_RULES,
  tomorrow,
  type BnplProvider,
  type CountryCode,
  type Language,
  type PaymentMethod,
} from '@/lib/site';
import {
  EMPTY_VALUES,
  FIELD_ORDER,
  PICKUP_TIMES,
  paymentOptions,
  toOrderRequest,
  validateCheckout,
  type CheckoutValues,
  type FieldErrors,
} from './checkout-state';
import styles from './checkout.module.css';
import layout from '@/components/ui/summary-layout.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

export interface PickupStore {
  slug: string;
  name: string;
  address: string;
}

/** Checkout's failures: its own codes, then the bag's messages (a bag change can fail here too). */
export const CHECKOUT_ERRORS: DomainErrors = {
  namespace: 'checkout',
  codes: new Set<string>([
    ORDER_ERROR_CODES.paymentMethodNotAvailable,
    ORDER_ERROR_CODES.storeNotAvailable,
    ORDER_ERROR_CODES.pickupDateNotAvailable,
    ORDER_ERROR_CODES.clickAndCollectOnly,
    'out_of_stock_in_bag',
    'empty_bag',
    'out_of_stock',
  ]),
  fallback: BAG_ERRORS,
};

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

  const field = (
    name: keyof CheckoutValues,
    label: string,
    input: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode,
  ) => (
    <Field
      name={name}
      label={label}
      error={errors[name] ? t(`checkout:validation.${errors[name]}`, { example: exampleOf(name, country) }) : ''}
      input={input}
    />
  );

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
    <form
      className={layout.layout}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={layout.main}>
        <section className={styles.step} aria-labelledby="checkout-delivery">
          <h2 id="checkout-delivery" className={styles.stepTitle}>
            {t('checkout:delivery.title')}
          </h2>
          <fieldset className={styles.choices}>
            <legend className={styles.label}>{t('checkout:delivery.legend')}</legend>
            {(['delivery', 'click_and_collect'] as const).map((type) => (
              <label
                key={type}
                className={styles.choice}
                data-disabled={(type === 'delivery' && collectOnly) || undefined}
              >
                <input
                  type="radio"
                  name="deliveryType"
                  value={type}
                  checked={deliveryType === type}
                  disabled={type === 'delivery' && collectOnly}
                  onChange={() => set('deliveryType', type)}
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
                  <select
                    {...props}
                    ref={register('storeSlug')}
                    className={styles.input}
                    value={values.storeSlug}
                    onChange={(e) => set('storeSlug', e.target.value)}
                    data-testid="store-select"
                  >
                    <option value="">{t('checkout:delivery.storePlaceholder')}</option>
                    {stores.map((s) => (
                      <option key={s.slug} value={s.slug}>
                        {s.name} — {s.address}
                      </option>
                    ))}
                  </select>
                ))}
                {field('pickupDate', t('checkout:delivery.pickupDate'), (props) => (
                  <input
                    {...props}
                    ref={register('pickupDate')}
                    type="date"
                    min={earliest}
                    className={styles.input}
                    value={values.pickupDate}
                    onChange={(e) => set('pickupDate', e.target.value)}
                  />
                ))}
                {field('pickupTime', t('checkout:delivery.pickupTime'), (props) => (
                  <select
                    {...props}
                    ref={register('pickupTime')}
                    className={styles.input}
                    value={values.pickupTime}
                    onChange={(e) => set('pickupTime', e.target.value)}
                  >
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
        </section>

        <section className={styles.step} aria-labelledby="checkout-address">
          <h2 id="checkout-address" className={styles.stepTitle}>
            {deliveryType === 'delivery' ? t('checkout:address.title') : t('checkout:address.contactTitle')}
          </h2>
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
                <span
                  className={styles.callingCode}
                  aria-label={t('checkout:address.callingCode', { code: callingCode })}
                >
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
        </section>

        <section className={styles.step} aria-labelledby="checkout-payment">
          <h2 id="checkout-payment" className={styles.stepTitle}>
            {t('checkout:payment.title')}
          </h2>
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
                    {option === 'promptpay_qr' ? (
                      <span className={styles.hint}>{t('checkout:payment.qrHint')}</span>
                    ) : null}
                    {option === 'virtual_account' ? (
                      <span className={styles.hint}>{t('checkout:payment.vaHint')}</span>
                    ) : null}
                    {provider ? (
                      <span className={styles.hint}>{t('checkout:payment.bnplHint', { provider })}</span>
                    ) : null}
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
        </section>
      </div>

      <aside className={`${layout.aside} ${styles.review}`} aria-labelledby="checkout-review">
        <h2 id="checkout-review" className={styles.stepTitle}>
          {t('checkout:review.title')}
        </h2>
        <p className={styles.hint}>{t('checkout:review.items', { count: cart.itemsCount })}</p>
        <ul className={styles.lines}>
          {cart.lineItems.map((line) => (
            <li key={line.id}>
              <Image unoptimized src={line.imageUrl} alt="" width={48} height={48} />
              <span>
                <span className={styles.brand}>{line.brand.name}</span> {line.name} × {line.quantity}
              </span>
              <span>
                {line.type === 'product'
                  ? formatMoneyIn(line.price, country, lang)
                  : line.pointsCost !== null
                    ? t('bag:line.points', { count: line.pointsCost })
                    : t('bag:line.free')}
              </span>
            </li>
          ))}
        </ul>
        <CostSummary summary={cart.costSummary} country={country} lang={lang} bnplProviders={[]} t={t} />
        <div role="alert" className={styles.formError} data-testid="checkout-error">
          {formError}
        </div>
        <Button
          type="submit"
          block
          busy={placing}
          aria-disabled={!cart.canCheckout || undefined}
          data-testid="place-order"
        >
          {placing ? t('checkout:review.placing') : t('checkout:review.place')}
        </Button>
        <p className={styles.hint} data-testid="checkout-terms">
          {/* In a new tab, so the shopper's details stay in the form. */}
          <TextWithLinks
            template={t('checkout:review.terms', keepPlaceholders('terms', 'privacy'))}
            parts={{
              terms: (
                <a href={withLanguage(LEGAL_TERMS_HREF, lang, defaultLang)} target="_blank" rel="noopener">
                  {t('checkout:review.termsLink')}
                </a>
              ),
              privacy: (
                <a href={withLanguage('/privacy', lang, defaultLang)} target="_blank" rel="noopener">
                  {t('checkout:review.privacyLink')}
                </a>
              ),
            }}
          />
        </p>
        <Link href={withLanguage('/cart', lang, defaultLang)} className={styles.back}>
          {t('checkout:backToBag')}
        </Link>
      </aside>
    </form>
  );
}

/** The member's name and a mobile number of this country, to start the contact fields with. */
function memberContact(
  profile:
    { firstName: string; lastName: string; mobile: { callingCode: string; phoneNumber: string } | null } | undefined,
  callingCode: string,
): { name?: string; phone?: string } {
  if (!profile) return {};
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  const phone = profile.mobile?.callingCode === callingCode ? profile.mobile.phoneNumber : undefined;
  return { ...(name ? { name } : {}), ...(phone ? { phone } : {}) };
}

function exampleOf(name: keyof CheckoutValues, country: CountryCode): string {
  if (name === 'postalCode') return POSTAL_CODE_RULES[country]?.example ?? '';
  if (name === 'phone') return MOBILE_RULES[country].example;
  return '';
}

function Field({
  name,
  label,
  error,
  input,
}: {
  name: string;
  label: string;
  error: string;
  input: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.field} data-field={name}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {input({ id, ...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}) })}
      <p id={`${id}-error`} className={styles.fieldError}>
        {error}
      </p>
    </div>
  );
}

/** Paid lines (not samples, gifts or rewards) as commerce items. */
function commerceLines(lines: readonly LineItem[]) {
  return lines.filter((line) => line.type === 'product').map((line) => lineToItem(line, line.quantity));
}
