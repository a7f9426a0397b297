'use client';

import { boundAction } from '@/components/forms/bound-action';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { PaymentChoices } from '@/components/checkout/payment-choices';
import { useApiClient } from '@/components/data/api-client';
import { focusField, useFocusKeptOffAlerts } from '@/components/forms/alert-focus';
import { FormAlert, FormAlertHelp } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { useActionForm } from '@/components/forms/use-action-form';
import { CardFields, EMPTY_CARD } from '@/components/ui/card-fields';
import type { Order, PaymentInput } from '@/contract';
import { CARD_FIELDS } from '@/contract/card';
import { newIdempotencyKey } from '@/lib/api/bag';
import { orderQueryOptions } from '@/lib/api/orders';
import { postedErrors } from '@/lib/forms/posted-errors';
import { runtimeKeys } from '@/lib/i18n/config';
import type { BnplProvider, PaymentMethod } from '@/lib/site';
import { cardHolderOf, rememberCardHolder } from './card-holder';
import type { T } from './order-status';
import { retryPaymentWithForm } from './retry-actions';
import { RETRY_REFUSED, retryFormSchema, type RetryFormState, type RetryValues } from './retry-state';
import styles from './orders.module.css';

const resolver = zodResolver(retryFormSchema);
const errorsFrom = (state: RetryFormState) => postedErrors<RetryValues>(state.fieldErrors);

/**
 * Paying a failed or expired order again, by the same or another method, under one idempotency key
 * per attempt. The server action is the only write (`retryPaymentWithForm`), reached by a post
 * without JavaScript too; with it, the card is checked first with the same schema, and the order
 * the action answers replaces the page's.
 */
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
  const formRef = useRef<HTMLFormElement>(null);
  const options = [...methods, ...bnplProviders.map((p) => `bnpl:${p}`)];
  const action = boundAction(retryPaymentWithForm, client.country, client.lang, order.id);
  // The attempt sent last: paying the same again sends its key again, so the API pays it once.
  const attempt = useRef<{ body: string; key: string; card: boolean } | null>(null);
  const { state, formAction, pending, onSubmit, control, setValue, getValues, clearErrors, formState } = useActionForm<
    RetryValues,
    RetryFormState,
    PaymentInput
  >(
    action,
    {},
    {
      resolver,
      errorsFrom,
      shouldFocusError: false,
      defaultValues: (posted) => ({
        ...EMPTY_CARD,
        // The name on the card typed for the attempt that failed is kept; the card's details are not.
        cardHolder: posted.cardHolder ?? cardHolderOf(order.id),
        method:
          [posted.method, order.payment.method].find((method) => method && options.includes(method)) ??
          options[0] ??
          'card',
      }),
      onInvalid: (errors) => {
        const first = CARD_FIELDS.find((name) => errors[name]);
        if (first) focusField(formRef.current, first);
      },
      prepare: (data, payment) => {
        const body = JSON.stringify(payment);
        if (attempt.current?.body !== body) {
          attempt.current = { body, key: newIdempotencyKey(), card: payment.method === 'card' };
        }
        data.set('key', attempt.current.key);
      },
    },
  );
  const [method, cardNumber, cardExpiry, cardCvc, cardHolder] = useWatch({
    control,
    name: ['method', 'cardNumber', 'cardExpiry', 'cardCvc', 'cardHolder'],
  });
  useFocusKeptOffAlerts(formRef, state);

  // An answered attempt: the order as it left it, shown by the page; the card's details are cleared.
  useEffect(() => {
    const next = state.order;
    if (!next) return;
    if (attempt.current?.card) rememberCardHolder(next.id, getValues('cardHolder'));
    attempt.current = null;
    for (const name of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) setValue(name, '');
    queryClient.setQueryData(orderQueryOptions(client, next.id).queryKey, next);
  }, [state, client, queryClient, getValues, setValue]);

  const cardErrors = Object.fromEntries(
    CARD_FIELDS.flatMap((name) => {
      const key = formState.errors[name]?.message;
      return key ? [[name, key]] : [];
    }),
  );
  // The browser refused the card: its message until every field is mended or the next answer.
  const refused = formState.isSubmitted && !formState.isSubmitSuccessful && Object.keys(cardErrors).length > 0;
  const shown = refused
    ? { errorKey: RETRY_REFUSED, hintKey: undefined }
    : pending || !state.errorKey
      ? null
      : { errorKey: state.errorKey, hintKey: state.hintKey };

  return (
    <form ref={formRef} className={styles.retry} noValidate action={formAction} onSubmit={onSubmit}>
      <PaymentChoices options={options} value={method} onChange={(option) => setValue('method', option)} t={t} />
      {method === 'card' ? (
        <CardFields
          values={{ cardNumber, cardExpiry, cardCvc, cardHolder }}
          errors={cardErrors}
          t={t}
          onChange={(field, value) => {
            setValue(field, value);
            clearErrors(field);
          }}
        />
      ) : null}
      {shown ? (
        <FormAlert answer={state} title={runtimeKeys(t)(shown.errorKey)}>
          {shown.hintKey ? <FormAlertHelp>{runtimeKeys(t)(shown.hintKey)}</FormAlertHelp> : null}
        </FormAlert>
      ) : (
        // Without an answer the line under the fields stays, empty: the button keeps its place.
        <p className={styles.error} />
      )}
      <FormSubmit
        pending={pending}
        label={t('orders:failed.retry')}
        pendingLabel={t('orders:failed.retrying')}
        block={false}
        keepFocus
        testId="retry-payment"
      />
    </form>
  );
}
