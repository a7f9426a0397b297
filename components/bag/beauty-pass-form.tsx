'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/form-alert';
import { useActionForm, type FormAction } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import type { SelectBeautyPassOfferRequest } from '@/contract/beauty-pass-offers';
import { runtimeKeys } from '@/lib/i18n/config';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { beautyPassFormSchema, type BeautyPassFormState, type BeautyPassValues, NO_OFFER } from './beauty-pass-state';
import { useBag } from './use-bag';
import styles from './beauty-pass.module.css';

export type BeautyPassAction = FormAction<BeautyPassFormState>;

const resolver = zodResolver(beautyPassFormSchema);

/** An offer as the member reads it, written on the server; what it needs of the bag stays live here. */
export interface OfferChoice {
  key: string;
  title: string;
  /** What the offer's terms say: its minimum spend and how long it is valid. */
  facts: string[];
  /** Minimum spend, in minor units of the bag's currency. */
  minimumSpend: number;
  /** Applied by itself (the staff discount), not chosen. */
  automatic: boolean;
}

/**
 * The member's Beauty Pass offers, one of which the bag takes. The choice posts to a server
 * action, so it works before (or without) the page's script; with it, the choice is checked with
 * the API's schema first. Whether the bag reaches an offer's minimum spend follows the bag.
 */
export function BeautyPassForm({
  action,
  offers,
  country,
  lang,
}: {
  action: BeautyPassAction;
  offers: readonly OfferChoice[];
  country: CountryCode;
  lang: Language;
}) {
  const { t } = useTranslation(['bag', 'errors']);
  const cart = useBag().data?.data;
  const chosen = cart?.beautyPassOffer ?? null;
  const choosable = offers.filter((offer) => !offer.automatic);
  const offered = (key: string | null | undefined): key is string =>
    key === NO_OFFER || choosable.some((offer) => offer.key === key);
  // Checked in the server's HTML too, for the form before (or without) its script: the choice the
  // bag refused, else the bag's offer.
  const startOf = (posted: BeautyPassFormState) =>
    offered(posted.offer) ? posted.offer : offered(chosen) ? chosen : NO_OFFER;
  const { state, formAction, pending, onSubmit, register, formState } = useActionForm<
    BeautyPassValues,
    BeautyPassFormState,
    SelectBeautyPassOfferRequest
  >(
    action,
    {},
    {
      resolver,
      defaultValues: (posted) => ({ offer: startOf(posted) }),
    },
  );
  const start = startOf(state);
  // A choice the browser refused before posting: said as the server says it, nothing sent.
  const failure = formState.isSubmitted && !formState.isSubmitSuccessful ? 'bag:errors.offer_not_found' : state.failure;

  const subtotal = cart?.costSummary.subtotal ?? null;
  const short = (offer: OfferChoice) =>
    subtotal && subtotal.amount < offer.minimumSpend
      ? t('bag:beautyPass.short', {
          amount: formatMoneyIn(
            { amount: offer.minimumSpend - subtotal.amount, currency: subtotal.currency },
            country,
            lang,
          ),
        })
      : null;

  return (
    <form action={formAction} onSubmit={onSubmit} className={styles.form} data-testid="beauty-pass-form">
      {failure ? <FormAlert answer={state} title={runtimeKeys(t)(failure)} /> : null}
      <ul className={styles.offers}>
        {offers
          .filter((offer) => offer.automatic)
          .map((offer) => (
            <li key={offer.key} className={styles.offer} data-testid={`beauty-pass-offer-${offer.key}`}>
              <span className={styles.title}>{offer.title}</span>
              <span className={styles.fact}>{t('bag:beautyPass.automatic')}</span>
            </li>
          ))}
      </ul>
      {choosable.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{t('bag:beautyPass.intro')}</legend>
          {choosable.map((offer) => {
            const needs = short(offer);
            return (
              <label key={offer.key} className={styles.offer} data-testid={`beauty-pass-offer-${offer.key}`}>
                <input
                  type="radio"
                  {...register('offer')}
                  value={offer.key}
                  defaultChecked={start === offer.key}
                  className={styles.radio}
                />
                <span className={styles.title}>{offer.title}</span>
                {offer.facts.map((fact) => (
                  <span key={fact} className={styles.fact}>
                    {fact}
                  </span>
                ))}
                {needs ? <span className={styles.short}>{needs}</span> : null}
              </label>
            );
          })}
          <label className={styles.offer}>
            <input
              type="radio"
              {...register('offer')}
              value={NO_OFFER}
              defaultChecked={start === NO_OFFER}
              className={styles.radio}
            />
            <span className={styles.title}>{t('bag:beautyPass.none')}</span>
          </label>
          <Button type="submit" variant="secondary" disabled={pending}>
            {pending ? t('bag:beautyPass.applying') : t('bag:beautyPass.apply')}
          </Button>
        </fieldset>
      ) : null}
      <p role="status" className={styles.quiet} data-testid="beauty-pass-status">
        {state.chosen === undefined
          ? null
          : state.chosen === null
            ? t('bag:beautyPass.removed')
            : t('bag:beautyPass.chosen')}
      </p>
    </form>
  );
}
