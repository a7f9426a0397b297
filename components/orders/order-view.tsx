'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { Order, OrderPageVariant } from '@/contract';
import { isApiError } from '@/lib/api/errors';
import { orderQueryOptions } from '@/lib/api/orders';
import { useApiClient } from '@/components/data/api-client';
import { withLanguage } from '@/lib/routing/language-query';
import type { BnplProvider, CountryCode, Language, PaymentMethod } from '@/lib/site';
import styles from './orders.module.css';
import { KNOWN_REASONS, RETRYABLE, type T, headingOf, orderErrorMessage, orderPath, storeName } from './order-status';
import { PaymentInstruction } from './payment-instruction';
import { RefreshButton } from './refresh-button';
import { RetryPayment } from './retry-payment';
import { OrderDetails } from './order-details';
import type { OrderSite } from './order-site';
import { runtimeKeys } from '@/lib/i18n/config';

/**
 * One order in the variant its state calls for: confirmation, payment pending, payment
 * failed (with a retry where allowed) or payment instructions (PromptPay QR, virtual account).
 * When the state moves on, the address follows.
 */
export function OrderView({
  orderId,
  variant,
  country,
  lang,
  defaultLang,
  methods,
  bnplProviders,
}: OrderSite & {
  orderId: number;
  /** The variant in the address, if any. */
  variant: OrderPageVariant | null;
  lang: Language;
}) {
  const { t } = useTranslation(['orders', 'bag', 'errors']);
  const client = useApiClient();
  const router = useRouter();
  const query = useQuery(orderQueryOptions(client, orderId));
  const order = query.data;

  useEffect(() => {
    if (order && variant && order.pageVariant !== variant) {
      router.replace(withLanguage(orderPath(order), lang, defaultLang));
    }
  }, [order, variant, router, lang, defaultLang]);

  if (query.isError) {
    // Another member's order is, to this shopper, an order that does not exist.
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return (
      <div className={styles.stack} data-testid={missing ? 'order-not-found' : 'order-error'}>
        <OrderHeading text={missing ? t('orders:notFound.heading') : t('orders:title')} />
        <p role="alert" className={styles.error}>
          {missing ? t('orders:errors.not_found') : orderErrorMessage(query.error, t)}
        </p>
        <div className={styles.actions}>
          <ButtonLink href={withLanguage('/orders', lang, defaultLang)} variant="secondary">
            {t('orders:actions.allOrders')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (!order) {
    return (
      <div aria-busy="true" className={styles.stack}>
        <OrderHeading text={variant ? headingOf(variant, null, t) : t('orders:title')} />
        <span className="visually-hidden" role="status">
          {t('orders:loading')}
        </span>
        <Skeleton width="60%" height="2.5rem" />
        <Skeleton width="100%" height="12rem" />
        <Skeleton width="100%" height="20rem" />
      </div>
    );
  }

  const foreign = order.country.toLowerCase() !== country;
  return (
    <div className={styles.stack}>
      <OrderHeading text={headingOf(order.pageVariant, order.status, t)} focus />
      {foreign ? (
        <p className={styles.storeNote} data-testid="order-store">
          {t('orders:details.placedIn', { store: storeName(order.country, lang) })}
        </p>
      ) : null}
      <Banner order={order} t={t} country={country} lang={lang} methods={methods} bnplProviders={bnplProviders} />
      {order.guestEmail && order.pageVariant === 'confirmation' ? (
        <GuestJoin order={order} email={order.guestEmail} t={t} lang={lang} defaultLang={defaultLang} />
      ) : null}
      <OrderDetails order={order} t={t} country={country} lang={lang} defaultLang={defaultLang} />
      <div className={styles.actions}>
        {/* A guest has no list of orders: their way back to one is its number and e-mail address. */}
        <ButtonLink
          href={withLanguage(order.guestEmail ? '/order-status' : '/orders', lang, defaultLang)}
          variant="secondary"
        >
          {order.guestEmail ? t('orders:guest.findAnother') : t('orders:actions.allOrders')}
        </ButtonLink>
        <ButtonLink href={withLanguage('/', lang, defaultLang)} variant="primary">
          {t('orders:actions.continue')}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * A guest's order offers Beauty Pass: joining with the order's address takes the order in, with
 * the points it earned (the API does it when the address is confirmed).
 */
function GuestJoin({
  order,
  email,
  t,
  lang,
  defaultLang,
}: {
  order: Order;
  email: string;
  t: T;
  lang: Language;
  defaultLang: Language;
}) {
  const points = order.costSummary.pointsEarned;
  const signUp = `/sign_up?${new URLSearchParams({ email }).toString()}`;
  return (
    <section className={styles.join} aria-labelledby="guest-join-heading" data-testid="guest-join">
      <h2 id="guest-join-heading">
        {points > 0 ? t('orders:guest.joinHeading', { count: points }) : t('orders:guest.join')}
      </h2>
      <p>{points > 0 ? t('orders:guest.joinBody', { email }) : t('orders:guest.joinBodyNoPoints', { email })}</p>
      <div>
        <ButtonLink href={withLanguage(signUp, lang, defaultLang)} variant="accent">
          {t('orders:guest.join')}
        </ButtonLink>
      </div>
    </section>
  );
}

/**
 * The page's one h1. After a client-side arrival (placing an order, paying again) the focus would
 * be left on nothing; it moves here so a screen reader announces what happened.
 */
function OrderHeading({ text, focus = false }: { text: string; focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, [focus, text]);
  return (
    <h1 id="order-heading" ref={ref} tabIndex={-1} className={styles.heading} data-testid="order-heading">
      {text}
    </h1>
  );
}

function Banner({
  order,
  t,
  country,
  lang,
  methods,
  bnplProviders,
}: {
  order: Order;
  t: T;
  country: CountryCode;
  lang: Language;
  methods: readonly PaymentMethod[];
  bnplProviders: readonly BnplProvider[];
}) {
  const number = order.number;
  switch (order.pageVariant) {
    case 'confirmation':
      return (
        <BannerSection tone="ok" testId="order-confirmation">
          <p>
            {order.status === 'fraud_check_pending'
              ? t('orders:confirmation.review', { number })
              : t('orders:confirmation.body', { number })}
          </p>
        </BannerSection>
      );
    case 'payment_pending':
      return (
        <BannerSection testId="order-pending">
          <p>{t('orders:pending.body', { number })}</p>
          <RefreshButton order={order} label={t('orders:pending.check')} busy={t('orders:pending.checking')} />
        </BannerSection>
      );
    case 'payment_instruction':
      return <PaymentInstruction order={order} t={t} country={country} lang={lang} />;
    case 'payment_failed':
      return (
        <BannerSection tone="bad" testId="order-failed">
          <p>
            {order.status === 'payment_blocked'
              ? t('orders:failed.blocked')
              : order.status === 'cancelled'
                ? t('orders:failed.cancelled')
                : order.status === 'payment_expired'
                  ? t('orders:failed.expired')
                  : t('orders:failed.body', { number })}
          </p>
          {order.payment.failureReason ? (
            <p className={styles.muted}>
              {t('orders:failed.reason', {
                reason: KNOWN_REASONS.has(order.payment.failureReason)
                  ? runtimeKeys(t)(`orders:failed.reasons.${order.payment.failureReason}`)
                  : t('orders:failed.reasons.other'),
              })}
            </p>
          ) : null}
          {RETRYABLE.has(order.status) ? (
            <RetryPayment order={order} t={t} methods={methods} bnplProviders={bnplProviders} />
          ) : (
            <p className={styles.muted}>{t('orders:failed.notRetryable')}</p>
          )}
        </BannerSection>
      );
  }
}

/** The banner under the order's heading, which labels it; `tone` colours a good or a bad outcome. */
function BannerSection({ tone, testId, children }: { tone?: 'ok' | 'bad'; testId: string; children: ReactNode }) {
  return (
    <section
      className={tone ? `${styles.banner} ${styles[tone]}` : styles.banner}
      aria-labelledby="order-heading"
      data-testid={testId}
    >
      {children}
    </section>
  );
}
