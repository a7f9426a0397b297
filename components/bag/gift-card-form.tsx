'use client';

import { boundAction } from '@/components/forms/bound-action';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { bagExtrasKey } from '@/lib/api/bag';
import type { Cart } from '@/contract';
import { addGiftCardRequestSchema, type AddGiftCardRequest } from '@/contract/gift-card';
import { useApiClient } from '@/components/data/api-client';
import { runtimeKeys } from '@/lib/i18n/config';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { changeGiftCard } from './gift-card-actions';
import { giftCardIssueKey, type GiftCardFormState } from './gift-card-state';
import styles from './gift-card.module.css';

interface GiftCardValues {
  number: string;
  pin: string;
}

const checkCard = zodResolver(addGiftCardRequestSchema);
/**
 * The card's number and PIN, checked with the API's schema while the form shows them; with a card
 * applied the form holds only its "remove" button, and there is nothing to check.
 */
const giftCardResolver: Resolver<GiftCardValues, unknown, AddGiftCardRequest> = (values, context, options) =>
  values.number === undefined
    ? { values: values as AddGiftCardRequest, errors: {} }
    : checkCard(values, context, options);
const startValues = (state: GiftCardFormState) => ({ number: state.number ?? '', pin: '' });

/**
 * The gift card's form: the server action is the only write (the page is rendered again with the
 * card paying its part), and the browser checks the fields first. Used whole in the bag
 * (`GiftCardForm`), and at checkout, where the card's fields sit in the checkout's own form and
 * belong to this one by their `form` attribute (`formId`), since forms cannot nest.
 */
export function useGiftCardForm(country: CountryCode, lang: Language) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { state, formAction, pending, onSubmit, register, formState } = useActionForm<
    GiftCardValues,
    GiftCardFormState,
    AddGiftCardRequest
  >(
    boundAction(changeGiftCard, country, lang),
    {},
    {
      resolver: giftCardResolver,
      defaultValues: startValues,
      // The fields leave the form once a card pays, and with them their values.
      shouldUnregister: true,
    },
  );
  // A field the browser refused before posting: said like the server's answer, nothing sent.
  const wrong = formState.isSubmitted && !formState.isSubmitSuccessful ? formState.errors : null;
  const refused = wrong ? { failure: giftCardIssueKey(wrong.number ? 'number' : 'pin') } : null;
  // The bag comes back with the page; a total priced for another delivery is asked again.
  useEffect(() => {
    if (state.added || state.removed) void queryClient.invalidateQueries({ queryKey: bagExtrasKey(client, 'priced') });
  }, [state, client, queryClient]);

  // What was typed comes back in the server's HTML too, after a post without JavaScript.
  return { shown: refused ?? state, typed: state.number ?? '', register, formAction, pending, onSubmit };
}

export type GiftCardFormControl = ReturnType<typeof useGiftCardForm>;

/** The gift card in the bag's summary. */
export function GiftCardForm({ cart, country, lang }: { cart: Cart; country: CountryCode; lang: Language }) {
  const control = useGiftCardForm(country, lang);
  return (
    <form
      className={styles.form}
      action={control.formAction}
      onSubmit={control.onSubmit}
      noValidate
      data-testid="gift-card"
    >
      <GiftCardFields cart={cart} country={country} lang={lang} control={control} />
    </form>
  );
}

/**
 * The gift card at checkout: its fields in the checkout's form, belonging to the gift card's own
 * form (`formId`, rendered outside the checkout's).
 */
export function GiftCardPanel(props: Parameters<typeof GiftCardFields>[0] & { formId: string }) {
  return (
    <div className={styles.form} data-testid="gift-card">
      <GiftCardFields {...props} />
    </div>
  );
}

/**
 * What the form shows: the number and PIN, or the card that pays with its balance and a way to
 * take it off. With `formId` its fields and buttons belong to that form, wherever it is.
 */
export function GiftCardFields({
  cart,
  country,
  lang,
  control,
  formId,
}: {
  cart: Cart;
  country: CountryCode;
  lang: Language;
  control: GiftCardFormControl;
  formId?: string;
}) {
  const { t } = useTranslation(['bag', 'errors']);
  const id = useId();
  const { shown, typed, register, pending } = control;
  const card = cart.giftCard;
  return (
    <>
      <h3 className={styles.title}>{t('bag:giftCard.title')}</h3>
      {shown.failure ? <FormAlert answer={shown} title={runtimeKeys(t)(shown.failure)} /> : null}
      {card ? (
        <div className={styles.applied}>
          <p data-testid="gift-card-applied">
            {t('bag:giftCard.applied', {
              last4: card.last4,
              balance: formatMoneyIn(card.balance, country, lang),
              amount: formatMoneyIn(cart.costSummary.giftCardAmount, country, lang),
            })}
          </p>
          <Button type="submit" form={formId} name="intent" value="remove" variant="secondary" disabled={pending}>
            {t('bag:giftCard.remove')}
          </Button>
        </div>
      ) : (
        <div className={styles.fields}>
          <TextField
            id={`${id}-number`}
            form={formId}
            {...register('number')}
            label={t('bag:giftCard.number')}
            defaultValue={typed}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={24}
          />
          <TextField
            id={`${id}-pin`}
            form={formId}
            {...register('pin')}
            type="password"
            label={t('bag:giftCard.pin')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
          />
          <Button
            type="submit"
            form={formId}
            name="intent"
            value="add"
            variant="secondary"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? t('bag:giftCard.applying') : t('bag:giftCard.apply')}
          </Button>
        </div>
      )}
    </>
  );
}
