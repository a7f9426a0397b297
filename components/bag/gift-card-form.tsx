'use client';

import { startTransition, useActionState, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { Cart } from '@/lib/api/contract';
import { runtimeKeys } from '@/lib/i18n/config';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { changeGiftCard } from './gift-card-actions';
import { giftCardEntry, giftCardIssueKey, type GiftCardFormState } from './gift-card-state';
import styles from './bag-view.module.css';

/**
 * A gift card for the bag: its number and PIN, or the card that pays with its balance and a way
 * to take it off. The server action is the only write; the browser checks the fields first.
 */
export function GiftCardForm({ cart, country, lang }: { cart: Cart; country: CountryCode; lang: Language }) {
  const { t } = useTranslation(['bag', 'errors']);
  const id = useId();
  const [state, formAction, pending] = useActionState<GiftCardFormState, FormData>(
    changeGiftCard.bind(null, country, lang),
    {},
  );
  // A field the browser refused before posting: said like the server's answer, nothing sent.
  const [refused, setRefused] = useState<{ failure: string } | null>(null);
  const shown = refused ?? state;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    if (form.get('intent') !== 'remove') {
      const entry = giftCardEntry(form);
      if (!entry.success) {
        setRefused({ failure: giftCardIssueKey(entry.error.issues[0]?.path[0]) });
        return;
      }
    }
    setRefused(null);
    startTransition(() => formAction(form));
  }

  const card = cart.giftCard;
  return (
    <form className={styles.giftCard} action={formAction} onSubmit={onSubmit} noValidate data-testid="gift-card">
      <h3 className={styles.giftCardTitle}>{t('bag:giftCard.title')}</h3>
      {shown.failure ? <FormAlert answer={shown} title={runtimeKeys(t)(shown.failure)} /> : null}
      {card ? (
        <div className={styles.giftCardApplied}>
          <p data-testid="gift-card-applied">
            {t('bag:giftCard.applied', {
              last4: card.last4,
              balance: formatMoneyIn(card.balance, country, lang),
              amount: formatMoneyIn(cart.costSummary.giftCardAmount, country, lang),
            })}
          </p>
          <Button type="submit" name="intent" value="remove" variant="secondary" disabled={pending}>
            {t('bag:giftCard.remove')}
          </Button>
        </div>
      ) : (
        <div className={styles.giftCardFields}>
          <TextField
            id={`${id}-number`}
            name="number"
            label={t('bag:giftCard.number')}
            defaultValue={state.number ?? ''}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={24}
          />
          <TextField
            id={`${id}-pin`}
            name="pin"
            type="password"
            label={t('bag:giftCard.pin')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
          />
          <Button
            type="submit"
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
    </form>
  );
}
