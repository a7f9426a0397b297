'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CardFields, EMPTY_CARD } from '@/components/ui/card-fields';
import { newIdempotencyKey } from '@/lib/api/cart';
import type { Order, PaymentInput } from '@/contract';
import { cardFormErrors, cardPayment, type CardField, type CardForm } from '@/contract/card';
import { orderQueryOptions, retryPayment } from '@/lib/api/orders';
import { useApiClient } from '@/components/data/api-client';
import { type BnplProvider, type PaymentMethod } from '@/lib/site';
import styles from './orders.module.css';
import { PaymentChoices } from '@/components/checkout/payment-choices';
import { cardHolderOf, rememberCardHolder } from './card-holder';
import { type T, orderErrorMessage } from './order-status';

/** Paying a failed or expired order again, by the same or another method, under one idempotency key per attempt. */
export function RetryPayment({
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
  // The name on the card typed for the attempt that failed is kept; the card's details are not.
  const [card, setCard] = useState<CardForm>(() => ({ ...EMPTY_CARD, cardHolder: cardHolderOf(order.id) }));
  const [cardErrors, setCardErrors] = useState<Partial<Record<CardField, string>>>({});
  const [error, setError] = useState('');
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const retry = useMutation({
    mutationFn: ({ payment, key }: { payment: PaymentInput; key: string }) =>
      retryPayment(client, order.id, payment, key),
    onSuccess: (next, { payment }) => {
      attempt.current = null;
      if (payment.method === 'card') rememberCardHolder(order.id, card.cardHolder);
      setCard({ ...EMPTY_CARD, cardHolder: card.cardHolder });
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
      <PaymentChoices options={options} value={method} onChange={setMethod} t={t} />
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
