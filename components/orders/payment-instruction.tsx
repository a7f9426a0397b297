'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { QrCode, qrPngDataUrl } from '@/components/ui/qr-code';
import { newIdempotencyKey } from '@/lib/api/bag';
import type { Order } from '@/contract';
import { enquireQrPayment, orderQueryOptions, retryPayment } from '@/lib/api/orders';
import { useApiClient } from '@/components/data/api-client';
import { formatDateTime, formatMoneyIn, SITE_NAME, type CountryCode, type Language } from '@/lib/site';
import styles from './orders.module.css';
import { type T, orderErrorMessage } from './order-status';
import { COUNTDOWN_FROM_MS, clock, useCountdown } from './payment-countdown';
import { RefreshButton } from './refresh-button';
import { VirtualAccountChannels } from './virtual-account-channels';

/** How to pay an order that waits for its payment: the PromptPay QR and its countdown, or the virtual account with steps per bank channel. */

const QR_POLL_MS = 5000;

export function PaymentInstruction({
  order,
  t,
  country,
  lang,
}: {
  order: Order;
  t: T;
  country: CountryCode;
  lang: Language;
}) {
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
    link.href = await qrPngDataUrl(qr.payload, [
      SITE_NAME,
      `${t('orders:instruction.amount')}: ${amount}`,
      `${t('orders:details.number')}: ${order.number}`,
      `${t('orders:instruction.deadline')}: ${time}`,
    ]);
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
      {left !== null && left > 0 && left < COUNTDOWN_FROM_MS ? (
        <div>
          <dt>{t('orders:instruction.timeLeft')}</dt>
          {/* Read on request, not announced every second; the server's render is a second behind. */}
          <dd>
            <span role="timer" data-testid="pay-countdown" suppressHydrationWarning>
              {clock(left)}
            </span>
          </dd>
        </div>
      ) : null}
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
          <VirtualAccountChannels va={va} amount={amount} t={t} />
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
