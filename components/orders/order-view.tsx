'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CostSummary, type PointsTense } from '@/components/bag/cost-summary';
import { Button, ButtonLink } from '@/components/ui/button';
import { CardFields, EMPTY_CARD } from '@/components/ui/card-fields';
import { QrCode, qrPngDataUrl } from '@/components/ui/qr-code';
import { Skeleton } from '@/components/ui/skeleton';
import { newIdempotencyKey } from '@/lib/api/cart';
import type { Order, OrderPageVariant, PaymentInput } from '@/lib/api/contract';
import { cardFormErrors, cardPayment, type CardField, type CardForm } from '@/lib/api/contract/card';
import { domainErrorKey, isApiError, type DomainErrors } from '@/lib/api/errors';
import { enquireQrPayment, orderQueryOptions, retryPayment } from '@/lib/api/orders';
import { useApiClient } from '@/lib/api/react';
import { withLanguage } from '@/lib/routing/language-query';
import {
  formatDate,
  formatDateTime,
  formatMoneyIn,
  type BnplProvider,
  type CountryCode,
  type Language,
  type PaymentMethod,
} from '@/lib/site';
import styles from './orders.module.css';

type T = (key: string, options?: Record<string, unknown>) => string;

const BNPL_NAMES: Record<string, string> = { afterpay: 'Afterpay', klarna: 'Klarna', atome: 'Atome' };
const KNOWN_REASONS = new Set(['card_declined', 'insufficient_funds', 'blocked_by_fraud_screening']);
const RETRYABLE = new Set(['payment_failed', 'payment_failed_with_inventory', 'payment_expired']);
/** The order page's failures: its own codes, then the shared ones. */
export const ORDER_ERRORS: DomainErrors = {
  namespace: 'orders',
  codes: new Set(['payment_not_retryable', 'not_promptpay_order', 'payment_method_not_available', 'out_of_stock']),
};

export function methodLabel(method: string, t: T): string {
  if (method.startsWith('bnpl:'))
    return t('orders:methods.bnpl', { provider: BNPL_NAMES[method.slice(5)] ?? method.slice(5) });
  return t(`orders:methods.${method}`);
}

function orderErrorMessage(error: unknown, t: T): string {
  return t(domainErrorKey(error, ORDER_ERRORS));
}

/** Points are earned when an order is paid (docs/payments.md). */
export function pointsTenseOf(status: Order['status']): PointsTense {
  switch (status) {
    case 'paid':
      return 'past';
    case 'fraud_check_pending':
    case 'payment_pending':
    case 'payment_failed_with_inventory':
    case 'payment_failed':
    case 'payment_expired':
      return 'onPayment';
    case 'payment_blocked':
    case 'cancelled':
      return 'none';
  }
}

/** Path of the page that shows an order in its state. */
export function orderPath(order: Pick<Order, 'id' | 'pageVariant'>): string {
  return `/orders/${order.id}/${order.pageVariant}`;
}

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
}: {
  orderId: number;
  /** The variant in the address, if any. */
  variant: OrderPageVariant | null;
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
  methods: readonly PaymentMethod[];
  bnplProviders: readonly BnplProvider[];
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
      <OrderDetails order={order} t={t} country={country} lang={lang} defaultLang={defaultLang} />
      <div className={styles.actions}>
        <ButtonLink href={withLanguage('/orders', lang, defaultLang)} variant="secondary">
          {t('orders:actions.allOrders')}
        </ButtonLink>
        <ButtonLink href={withLanguage('/', lang, defaultLang)} variant="primary">
          {t('orders:actions.continue')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The store an order was placed in, named in the shopper's language ("Singapore", "สิงคโปร์"). */
export function storeName(orderCountry: string, lang: Language): string {
  const region = orderCountry.toUpperCase();
  try {
    return new Intl.DisplayNames(lang === 'zh' ? 'zh-Hant' : lang, { type: 'region' }).of(region) ?? region;
  } catch {
    return region;
  }
}

/** What happened, in the page's main heading: "Thank you for your order", "Your payment didn't go through"… */
function headingOf(variant: OrderPageVariant, status: Order['status'] | null, t: T): string {
  switch (variant) {
    case 'confirmation':
      return status === 'fraud_check_pending'
        ? t('orders:confirmation.reviewHeading')
        : t('orders:confirmation.heading');
    case 'payment_pending':
      return t('orders:pending.heading');
    case 'payment_instruction':
      return t('orders:instruction.heading');
    case 'payment_failed':
      return status === 'cancelled' ? t('orders:failed.cancelledHeading') : t('orders:failed.heading');
  }
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
        <section
          className={`${styles.banner} ${styles.ok}`}
          aria-labelledby="order-heading"
          data-testid="order-confirmation"
        >
          <p>
            {order.status === 'fraud_check_pending'
              ? t('orders:confirmation.review', { number })
              : t('orders:confirmation.body', { number })}
          </p>
        </section>
      );
    case 'payment_pending':
      return (
        <section className={styles.banner} aria-labelledby="order-heading" data-testid="order-pending">
          <p>{t('orders:pending.body', { number })}</p>
          <RefreshButton order={order} label={t('orders:pending.check')} busy={t('orders:pending.checking')} />
        </section>
      );
    case 'payment_instruction':
      return <PaymentInstruction order={order} t={t} country={country} lang={lang} />;
    case 'payment_failed':
      return (
        <section
          className={`${styles.banner} ${styles.bad}`}
          aria-labelledby="order-heading"
          data-testid="order-failed"
        >
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
                  ? t(`orders:failed.reasons.${order.payment.failureReason}`)
                  : t('orders:failed.reasons.other'),
              })}
            </p>
          ) : null}
          {RETRYABLE.has(order.status) ? (
            <RetryPayment order={order} t={t} methods={methods} bnplProviders={bnplProviders} />
          ) : (
            <p className={styles.muted}>{t('orders:failed.notRetryable')}</p>
          )}
        </section>
      );
  }
}

function RefreshButton({ order, label, busy }: { order: Order; label: string; busy: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = orderQueryOptions(client, order.id).queryKey;
  const [checking, setChecking] = useState(false);
  return (
    <Button
      variant="secondary"
      busy={checking}
      onClick={async () => {
        setChecking(true);
        await queryClient.invalidateQueries({ queryKey: key, exact: true });
        setChecking(false);
      }}
    >
      {checking ? busy : label}
    </Button>
  );
}

function useCountdown(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, new Date(until).getTime() - now) : null;
}

const QR_POLL_MS = 5000;

/** Bank channels a virtual-account transfer can be made from, each with its own steps. */
const VA_CHANNELS = ['atm', 'mobile', 'internet'] as const;
const VA_STEPS = 4;

function PaymentInstruction({ order, t, country, lang }: { order: Order; t: T; country: CountryCode; lang: Language }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = orderQueryOptions(client, order.id).queryKey;
  const [message, setMessage] = useState('');
  const [copied, setCopied] = useState(false);
  const qr = order.payment.qr;
  const va = order.payment.virtualAccount;
  const expiresAt = qr?.expiresAt ?? va?.expiresAt ?? null;
  const left = useCountdown(expiresAt);
  const expired = left === 0;
  const time = expiresAt ? formatDateTime(expiresAt, country, lang) : '';
  const amount = formatMoneyIn(order.payment.amount, country, lang);

  const enquire = useMutation({
    mutationFn: () => enquireQrPayment(client, order.id),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer.order);
      setMessage(answer.status === 'pending' ? t('orders:instruction.stillPending') : '');
    },
    onError: (error) => setMessage(orderErrorMessage(error, t)),
  });

  // The QR status check runs by itself while the code is valid.
  // An expired code is paid again on the same order with a fresh QR code; one key per click.
  const renew = useMutation({
    mutationFn: () => retryPayment(client, order.id, { method: 'promptpay_qr' }, newIdempotencyKey()),
    onSuccess: (next) => {
      queryClient.setQueryData(key, next);
      setMessage('');
    },
    onError: (error) => setMessage(orderErrorMessage(error, t)),
  });

  const { mutate: check, isPending: checking } = enquire;
  const checkingRef = useRef(checking);
  useEffect(() => {
    checkingRef.current = checking;
  }, [checking]);
  useEffect(() => {
    if (!qr || expired) return;
    const timer = window.setInterval(() => {
      if (!checkingRef.current) check();
    }, QR_POLL_MS);
    return () => window.clearInterval(timer);
  }, [qr, expired, check]);

  // "Copied" says so for a few seconds, then the button reads "Copy" again.
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 4000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
      setMessage(t('orders:instruction.copyFailed'));
    }
  };

  // A phone cannot scan its own screen: the shopper saves the code and opens it in the banking app.
  const saveQr = async () => {
    if (!qr) return;
    const link = document.createElement('a');
    link.href = await qrPngDataUrl(qr.payload);
    link.download = `promptpay-${order.number}.png`;
    document.body.append(link);
    link.click();
    link.remove();
  };

  const facts = (
    <dl className={styles.facts}>
      <div>
        <dt>{t('orders:instruction.amount')}</dt>
        <dd className={styles.payAmount} data-testid="pay-amount">
          {amount}
        </dd>
      </div>
      <div>
        <dt>{t('orders:instruction.deadline')}</dt>
        <dd data-testid="pay-deadline">{time}</dd>
      </div>
      <div>
        <dt>{t('orders:details.number')}</dt>
        <dd>{order.number}</dd>
      </div>
    </dl>
  );

  return (
    <section className={styles.banner} aria-labelledby="order-banner" data-testid="order-instruction">
      <h2 id="order-banner">{qr ? t('orders:instruction.qrHeading') : t('orders:instruction.vaHeading')}</h2>
      {qr ? (
        <p>{t('orders:instruction.qrBody', { number: order.number })}</p>
      ) : (
        <p>{t('orders:instruction.vaBody', { amount, number: order.number })}</p>
      )}
      {expired ? (
        <div className={styles.expired} role="alert">
          <p>
            <strong>{t('orders:instruction.expired')}</strong>
          </p>
          <p>{t('orders:instruction.expiredBody')}</p>
          {qr ? (
            <Button variant="secondary" busy={renew.isPending} onClick={() => renew.mutate()} data-testid="qr-renew">
              {renew.isPending ? t('orders:instruction.checking') : t('orders:instruction.newQr')}
            </Button>
          ) : (
            <RefreshButton
              order={order}
              label={t('orders:instruction.check')}
              busy={t('orders:instruction.checking')}
            />
          )}
        </div>
      ) : qr ? (
        <>
          <div className={styles.qrLayout}>
            <QrCode value={qr.payload} label={t('orders:instruction.qrImage', { number: order.number })} />
            <div className={styles.stack}>
              {facts}
              <Button variant="primary" onClick={() => void saveQr()} data-testid="qr-save">
                {t('orders:instruction.saveQr')}
              </Button>
              <p className={styles.muted}>{t('orders:instruction.saveQrHint')}</p>
            </div>
          </div>
          <details className={styles.payloadDetails}>
            <summary>{t('orders:instruction.qrCode')}</summary>
            <p className={styles.code} data-testid="qr-payload">
              {qr.payload}
            </p>
          </details>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              busy={enquire.isPending}
              onClick={() => enquire.mutate()}
              data-testid="qr-check"
            >
              {enquire.isPending ? t('orders:instruction.checking') : t('orders:instruction.check')}
            </Button>
          </div>
        </>
      ) : va ? (
        <>
          <div className={styles.vaBox}>
            <p className={styles.vaBank}>
              {t('orders:instruction.bank')}: <strong>{va.bank}</strong>
            </p>
            <p className={styles.vaLabel} id="va-number-label">
              {t('orders:instruction.accountNumber')}
            </p>
            <div className={styles.vaRow}>
              <output className={styles.vaNumber} aria-labelledby="va-number-label" data-testid="va-number">
                {va.accountNumber.replace(/(\d{4})(?=\d)/g, '$1 ')}
              </output>
              <Button variant="secondary" onClick={() => void copy(va.accountNumber)} data-testid="va-copy">
                {copied ? t('orders:instruction.copied') : t('orders:instruction.copyNumber')}
              </Button>
            </div>
            <p className="visually-hidden" role="status" aria-live="polite">
              {copied ? t('orders:instruction.copiedNumber') : ''}
            </p>
          </div>
          {facts}
          <div className={styles.channels}>
            <h3>{t('orders:instruction.howToPay')}</h3>
            {VA_CHANNELS.map((channel, index) => (
              <details
                key={channel}
                className={styles.channel}
                open={index === 0}
                data-testid={`va-channel-${channel}`}
              >
                <summary>{t(`orders:instruction.channels.${channel}.title`, { bank: va.bank })}</summary>
                <ol>
                  {Array.from({ length: VA_STEPS }, (_, step) => (
                    <li key={step}>
                      {t(`orders:instruction.channels.${channel}.step${step + 1}`, {
                        bank: va.bank,
                        number: va.accountNumber,
                        amount,
                      })}
                    </li>
                  ))}
                </ol>
              </details>
            ))}
          </div>
          <div className={styles.actions}>
            <RefreshButton
              order={order}
              label={t('orders:instruction.check')}
              busy={t('orders:instruction.checking')}
            />
          </div>
        </>
      ) : null}
      <p role="status" aria-live="polite" className={styles.muted}>
        {message}
      </p>
    </section>
  );
}

function RetryPayment({
  order,
  t,
  methods,
  bnplProviders,
}: {
  order: Order;
  t: T;
  methods: readonly PaymentMethod[];
  bnplProviders: readonly BnplProvider[];
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const options = [...methods, ...bnplProviders.map((p) => `bnpl:${p}`)];
  const [method, setMethod] = useState(
    options.includes(order.payment.method) ? order.payment.method : (options[0] ?? 'card'),
  );
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<Partial<Record<CardField, string>>>({});
  const [error, setError] = useState('');
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const retry = useMutation({
    mutationFn: ({ payment, key }: { payment: PaymentInput; key: string }) =>
      retryPayment(client, order.id, payment, key),
    onSuccess: (next) => {
      attempt.current = null;
      setCard(EMPTY_CARD);
      queryClient.setQueryData(orderQueryOptions(client, order.id).queryKey, next);
    },
    onError: (e) => setError(orderErrorMessage(e, t)),
  });

  return (
    <form
      className={styles.retry}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (retry.isPending) return;
        if (method === 'card') {
          const found = cardFormErrors(card);
          setCardErrors(found);
          if (Object.keys(found).length > 0) {
            setError(t('checkout:validation.summary'));
            return;
          }
        }
        setError('');
        const payment: PaymentInput = method === 'card' ? { method, ...cardPayment(card) } : { method };
        const body = JSON.stringify(payment);
        if (!attempt.current || attempt.current.body !== body) attempt.current = { body, key: newIdempotencyKey() };
        retry.mutate({ payment, key: attempt.current.key });
      }}
    >
      <label className={styles.label}>
        {t('checkout:payment.legend')}
        <select className={styles.input} value={method} onChange={(e) => setMethod(e.target.value)}>
          {options.map((o) => (
            <option key={o} value={o}>
              {methodLabel(o, t)}
            </option>
          ))}
        </select>
      </label>
      {method === 'card' ? (
        <CardFields
          values={card}
          errors={cardErrors}
          t={t}
          onChange={(field, value) => {
            setCard((prev) => ({ ...prev, [field]: value }));
            if (cardErrors[field]) {
              const rest = { ...cardErrors, [field]: undefined };
              setCardErrors(rest);
              if (!Object.values(rest).some(Boolean)) setError('');
            }
          }}
        />
      ) : null}
      <p role="alert" className={styles.error}>
        {error}
      </p>
      <Button type="submit" busy={retry.isPending} data-testid="retry-payment">
        {retry.isPending ? t('orders:failed.retrying') : t('orders:failed.retry')}
      </Button>
    </form>
  );
}

function OrderDetails({
  order,
  t,
  country,
  lang,
  defaultLang,
}: {
  order: Order;
  t: T;
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
}) {
  const day = (iso: string) => formatDate(iso.length === 10 ? `${iso}T00:00:00` : iso, country, lang);
  const d = order.delivery;
  const recipient = d.recipient;
  return (
    <section className={styles.details} aria-labelledby="order-details">
      <h2 id="order-details">{t('orders:details.title')}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('orders:details.number')}</dt>
          <dd data-testid="order-number">{order.number}</dd>
        </div>
        <div>
          <dt>{t('orders:details.date')}</dt>
          <dd>{day(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('orders:details.paymentMethod')}</dt>
          <dd>
            {order.payment.cardLast4
              ? t('orders:details.card', { last4: order.payment.cardLast4 })
              : methodLabel(order.payment.method, t)}
          </dd>
        </div>
        <div>
          <dt>{t('orders:details.deliveryOption')}</dt>
          <dd>{d.type === 'delivery' ? t('orders:details.delivery') : t('orders:details.clickAndCollect')}</dd>
        </div>
        {d.type === 'delivery' ? (
          <>
            <div>
              <dt>{t('orders:details.estimatedDelivery')}</dt>
              <dd>
                {day(d.estimatedDelivery.from)} – {day(d.estimatedDelivery.to)}
              </dd>
            </div>
            <div>
              <dt>{t('orders:details.shippingAddress')}</dt>
              <dd>
                {[d.address.line1, d.address.line2, `${d.address.city} ${d.address.postalCode}`]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </div>
          </>
        ) : (
          <>
            <div>
              <dt>{t('orders:details.collectionAddress')}</dt>
              <dd>
                {d.store.name}, {d.store.address}
              </dd>
            </div>
            <div>
              <dt>{t('orders:details.pickup')}</dt>
              <dd>
                {t('orders:details.pickupAt', { date: day(d.pickupDate), time: d.pickupTime })}
                <span className={styles.pickupMessage} data-testid="pickup-message">
                  {d.pickupMessage}
                </span>
                {d.holdUntil ? <span>{t('orders:details.heldUntil', { date: day(d.holdUntil) })}</span> : null}
              </dd>
            </div>
          </>
        )}
        {recipient ? (
          <>
            <div>
              <dt>{t('orders:details.recipient')}</dt>
              <dd>{recipient.name}</dd>
            </div>
            <div>
              <dt>{t('orders:details.mobile')}</dt>
              <dd>
                +{recipient.mobile.callingCode} {recipient.mobile.phoneNumber}
              </dd>
            </div>
          </>
        ) : null}
        {order.promoCode ? (
          <div>
            <dt>{t('orders:details.promo')}</dt>
            <dd>{order.promoCode}</dd>
          </div>
        ) : null}
      </dl>
      <h3>{t('orders:details.items')}</h3>
      <ul className={styles.lines}>
        {order.lines.map((line) => (
          <li key={`${line.type}-${line.variantId}`}>
            <span>
              <span className={styles.brand}>{line.brand.name}</span> {line.name}
              <span className={styles.muted}>
                {' '}
                · {line.variantName} · {t('orders:details.quantity', { count: line.quantity })}
              </span>
              {/* A paid order's products can be reviewed; the review page says when one already is. */}
              {order.status === 'paid' && line.type === 'product' ? (
                <Link
                  className={styles.reviewLink}
                  href={withLanguage(`/account/reviews/new?product_id=${line.productId}`, lang, defaultLang)}
                >
                  {t('orders:details.writeReview')}
                </Link>
              ) : null}
            </span>
            <span>
              {line.type === 'product'
                ? formatMoneyIn(line.price, country, lang)
                : line.pointsCost !== null
                  ? t('orders:details.points', { count: line.pointsCost })
                  : t('orders:details.free')}
            </span>
          </li>
        ))}
      </ul>
      <CostSummary
        summary={order.costSummary}
        country={country}
        lang={lang}
        bnplProviders={[]}
        t={t}
        pointsTense={pointsTenseOf(order.status)}
      />
    </section>
  );
}
