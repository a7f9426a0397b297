'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CostSummary } from '@/components/bag/cost-summary';
import { Button, ButtonLink } from '@/components/ui/button';
import { QrCode } from '@/components/ui/qr-code';
import { Skeleton } from '@/components/ui/skeleton';
import { newIdempotencyKey } from '@/lib/api/cart';
import type { Order, OrderPageVariant, PaymentInput } from '@/lib/api/contract';
import { isApiError } from '@/lib/api/errors';
import { enquireQrPayment, orderQueryOptions, retryPayment } from '@/lib/api/orders';
import { useApiClient } from '@/lib/api/react';
import { withLanguage } from '@/lib/routing/language-query';
import { formatMoney, type BnplProvider, type CountryCode, type Language, type PaymentMethod } from '@/lib/site';
import styles from './orders.module.css';

type T = (key: string, options?: Record<string, unknown>) => string;

const BNPL_NAMES: Record<string, string> = { afterpay: 'Afterpay', klarna: 'Klarna', atome: 'Atome' };
const KNOWN_REASONS = new Set(['card_declined', 'insufficient_funds', 'blocked_by_fraud_screening']);
const RETRYABLE = new Set(['payment_failed', 'payment_failed_with_inventory', 'payment_expired']);
const ORDER_CODES = new Set([
  'payment_not_retryable',
  'not_promptpay_order',
  'payment_method_not_available',
  'out_of_stock',
]);

export function methodLabel(method: string, t: T): string {
  if (method.startsWith('bnpl:'))
    return t('orders:methods.bnpl', { provider: BNPL_NAMES[method.slice(5)] ?? method.slice(5) });
  return t(`orders:methods.${method}`);
}

function orderErrorMessage(error: unknown, t: T): string {
  if (isApiError(error)) {
    if (ORDER_CODES.has(error.code)) return t(`orders:errors.${error.code}`);
    if (error.kind === 'network') return t('errors:network');
    if (error.status >= 500) return t('errors:unavailable');
  }
  return t('orders:errors.generic');
}

/** Path of the page that shows an order in its state. */
export function orderPath(order: Pick<Order, 'id' | 'pageVariant'>): string {
  return `/orders/${order.id}/${order.pageVariant}`;
}

/**
 * One order in the variant its state calls for (spec §4): confirmation, payment pending, payment
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
    return (
      <p role="alert" className={styles.error}>
        {isApiError(query.error) && query.error.status === 404
          ? t('orders:errors.not_found')
          : orderErrorMessage(query.error, t)}
      </p>
    );
  }
  if (!order) {
    return (
      <div aria-busy="true" className={styles.stack}>
        <span className="visually-hidden" role="status">
          {t('orders:loading')}
        </span>
        <Skeleton width="60%" height="2.5rem" />
        <Skeleton width="100%" height="12rem" />
        <Skeleton width="100%" height="20rem" />
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      <Banner order={order} t={t} country={country} lang={lang} methods={methods} bnplProviders={bnplProviders} />
      <OrderDetails order={order} t={t} country={country} lang={lang} />
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
          aria-labelledby="order-banner"
          data-testid="order-confirmation"
        >
          <h2 id="order-banner">{t('orders:confirmation.heading')}</h2>
          <p>
            {order.status === 'fraud_check_pending'
              ? t('orders:confirmation.review', { number })
              : t('orders:confirmation.body', { number })}
          </p>
        </section>
      );
    case 'payment_pending':
      return (
        <section className={styles.banner} aria-labelledby="order-banner" data-testid="order-pending">
          <h2 id="order-banner">{t('orders:pending.heading')}</h2>
          <p>{t('orders:pending.body', { number })}</p>
          <RefreshButton order={order} label={t('orders:pending.check')} busy={t('orders:pending.checking')} />
        </section>
      );
    case 'payment_instruction':
      return <PaymentInstruction order={order} t={t} country={country} lang={lang} />;
    case 'payment_failed':
      return (
        <section className={`${styles.banner} ${styles.bad}`} aria-labelledby="order-banner" data-testid="order-failed">
          <h2 id="order-banner">{t('orders:failed.heading')}</h2>
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
  const time = expiresAt
    ? new Intl.DateTimeFormat(`${lang}-${country.toUpperCase()}`, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(expiresAt),
      )
    : '';

  const enquire = useMutation({
    mutationFn: () => enquireQrPayment(client, order.id),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer.order);
      setMessage(answer.status === 'pending' ? t('orders:instruction.stillPending') : '');
    },
    onError: (error) => setMessage(orderErrorMessage(error, t)),
  });

  // The QR status check runs by itself while the code is valid (spec §4).
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

  const code = qr?.payload ?? va?.accountNumber ?? '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className={styles.banner} aria-labelledby="order-banner" data-testid="order-instruction">
      <h2 id="order-banner">{qr ? t('orders:instruction.qrHeading') : t('orders:instruction.vaHeading')}</h2>
      {qr ? (
        <p>{t('orders:instruction.qrBody', { number: order.number })}</p>
      ) : (
        <p>
          {t('orders:instruction.vaBody', {
            amount: formatMoney(order.payment.amount.amount, country, lang),
            number: order.number,
          })}
        </p>
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
      ) : (
        <>
          <dl className={styles.facts}>
            {va ? (
              <>
                <div>
                  <dt>{t('orders:instruction.bank')}</dt>
                  <dd>{va.bank}</dd>
                </div>
                <div>
                  <dt>{t('orders:instruction.accountNumber')}</dt>
                  <dd className={styles.code} data-testid="va-number">
                    {va.accountNumber}
                  </dd>
                </div>
              </>
            ) : (
              <div className={styles.qrFact}>
                <dt className="visually-hidden">{t('orders:instruction.qrImage', { number: order.number })}</dt>
                <dd>
                  <QrCode value={qr?.payload ?? ''} label={t('orders:instruction.qrImage', { number: order.number })} />
                </dd>
              </div>
            )}
            {qr ? (
              <div>
                <dt>{t('orders:instruction.qrCode')}</dt>
                <dd className={styles.code} data-testid="qr-payload">
                  {qr.payload}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('orders:instruction.amount')}</dt>
              <dd>{formatMoney(order.payment.amount.amount, country, lang)}</dd>
            </div>
          </dl>
          <p className={styles.muted}>{t('orders:instruction.expiresAt', { time })}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? t('orders:instruction.copied') : t('orders:instruction.copy')}
            </Button>
            {qr ? (
              <Button
                variant="secondary"
                busy={enquire.isPending}
                onClick={() => enquire.mutate()}
                data-testid="qr-check"
              >
                {enquire.isPending ? t('orders:instruction.checking') : t('orders:instruction.check')}
              </Button>
            ) : (
              <RefreshButton
                order={order}
                label={t('orders:instruction.check')}
                busy={t('orders:instruction.checking')}
              />
            )}
          </div>
        </>
      )}
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
  const [card, setCard] = useState('');
  const [error, setError] = useState('');
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const retry = useMutation({
    mutationFn: ({ payment, key }: { payment: PaymentInput; key: string }) =>
      retryPayment(client, order.id, payment, key),
    onSuccess: (next) => {
      attempt.current = null;
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
        const digits = card.replace(/\D/g, '');
        if (method === 'card' && !/^\d{12,19}$/.test(digits)) {
          setError(t('checkout:validation.cardNumber'));
          return;
        }
        setError('');
        const payment: PaymentInput =
          method === 'card' ? { method, cardNumber: digits.replace(/(\d{4})(?=\d)/g, '$1 ') } : { method };
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
        <label className={styles.label}>
          {t('checkout:payment.cardNumber')}
          <input
            className={styles.input}
            inputMode="numeric"
            autoComplete="cc-number"
            value={card}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setCard(e.target.value)}
          />
        </label>
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

function OrderDetails({ order, t, country, lang }: { order: Order; t: T; country: CountryCode; lang: Language }) {
  const dateFormat = new Intl.DateTimeFormat(`${lang}-${country.toUpperCase()}`, { dateStyle: 'medium' });
  const day = (iso: string) => dateFormat.format(new Date(iso.length === 10 ? `${iso}T00:00:00` : iso));
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
            </span>
            <span>
              {line.type === 'product'
                ? formatMoney(line.price.amount, country, lang)
                : line.pointsCost !== null
                  ? t('orders:details.points', { count: line.pointsCost })
                  : t('orders:details.free')}
            </span>
          </li>
        ))}
      </ul>
      <CostSummary summary={order.costSummary} country={country} lang={lang} bnplProviders={[]} t={t} />
    </section>
  );
}
