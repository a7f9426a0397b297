'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { offersQueryOptions } from '@/lib/api/cart';
import type { Cart } from '@/contract';
import { asFormAction } from '@/lib/forms/scripted-field';
import { useApiClient } from '@/components/data/api-client';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { applyPromoWithForm, removePromoWithForm } from './bag-actions';
import { BagRefused, throughBagAction } from './bag-answer';
import { bagErrorMessage, noticeMessages, promoErrorKeys, type PromoFormState } from './bag-state';
import { useBagChange } from './use-bag';
import styles from './bag-view.module.css';
import { notify } from '@/lib/notifications';
import { runtimeKeys } from '@/lib/i18n/config';

/**
 * Promo code entry (one per order, case sensitive). A refused code says which rule failed when
 * the API names it (the `details.hint` of the error) and keeps what was typed. Without JavaScript
 * the forms post to server actions, which apply or remove the code and open the bag again.
 */
export function PromoForm({
  cart,
  country,
  lang,
  announce,
  posted = {},
}: {
  cart: Cart;
  country: CountryCode;
  lang: Language;
  announce: (text: string, tone?: 'ok' | 'error') => void;
  /** What the last post without JavaScript answered (the bag page reads it from its address). */
  posted?: PromoFormState;
}) {
  const { t } = useTranslation(['bag', 'errors']);
  const id = useId();
  const applyAction = useMemo(() => applyPromoWithForm.bind(null, country, lang), [country, lang]);
  const removeAction = useMemo(() => removePromoWithForm.bind(null, country, lang), [country, lang]);
  const [code, setCode] = useState(posted.code ?? '');
  const [error, setError] = useState<{ message: string; hint: string | null } | null>(() =>
    posted.errorKey
      ? { message: runtimeKeys(t)(posted.errorKey), hint: posted.hintKey ? runtimeKeys(t)(posted.hintKey) : null }
      : null,
  );
  const apply = useBagChange();
  const remove = useBagChange();
  const offered = useRef(posted.offered && posted.code ? posted.code : null);

  const submitCode = (value: string) => {
    if (apply.isPending) return;
    setError(null);
    const form = new FormData();
    form.set('promo', value);
    apply.mutate(
      { run: () => throughBagAction(applyAction, form) },
      {
        onSuccess: () => {
          setCode('');
          announce(t('bag:promo.applied', { code: value }));
          notify({ title: t('bag:promo.applied', { code: value }), type: 'success', group: 'bag' });
        },
        onError: (e) => {
          const { errorKey, hintKey } = e instanceof BagRefused ? e.refusal : promoErrorKeys(e);
          setError({
            message: runtimeKeys(t)(errorKey ?? 'bag:errors.generic'),
            hint: hintKey ? runtimeKeys(t)(hintKey) : null,
          });
        },
      },
    );
  };

  // A code brought by a promo tile's link is applied once, as the bag opens, then leaves the address.
  const applyBrought = useEffectEvent(() => {
    const brought = offered.current;
    if (!brought) return;
    offered.current = null;
    window.history.replaceState(window.history.state, '', addressWithoutCode());
    if (!cart.promo && cart.lineItems.some((line) => line.type === 'product')) submitCode(brought);
  });
  useEffect(() => applyBrought(), []);

  if (cart.promo) {
    const applied = cart.promo;
    return (
      <form
        className={styles.promoApplied}
        data-testid="promo-applied"
        action={asFormAction(removeAction)}
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate(
            { run: () => throughBagAction(removeAction, new FormData()) },
            {
              onSuccess: (answer) => announce([t('bag:promo.removed'), ...noticeMessages(answer.notices, t)].join(' ')),
              onError: (e) =>
                announce(
                  e instanceof BagRefused
                    ? runtimeKeys(t)(e.refusal.errorKey ?? 'bag:errors.generic')
                    : bagErrorMessage(e, t),
                  'error',
                ),
            },
          );
        }}
      >
        <p>
          <strong>{applied.code}</strong> · {applied.details}
        </p>
        <button
          type="submit"
          className={styles.remove}
          disabled={remove.isPending}
          aria-label={t('bag:promo.remove', { code: applied.code })}
        >
          {remove.isPending ? t('bag:line.removing') : t('bag:line.removeShort')}
        </button>
        {posted.errorKey ? (
          <p role="alert" className={styles.fieldError}>
            {runtimeKeys(t)(posted.errorKey)}
          </p>
        ) : null}
      </form>
    );
  }

  return (
    <form
      className={styles.promo}
      noValidate
      action={asFormAction(applyAction)}
      onSubmit={(event) => {
        event.preventDefault();
        const value = code.trim();
        if (!value) {
          setError({ message: t('bag:promo.required'), hint: null });
          return;
        }
        submitCode(value);
      }}
    >
      <label htmlFor={id} className={styles.label}>
        {t('bag:promo.label')}
      </label>
      <div className={styles.promoRow}>
        <input
          id={id}
          name="promo"
          value={code}
          autoComplete="off"
          // Codes are typed in capitals on phones; they stay case-sensitive (the value is sent as typed).
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-help ${id}-error`}
          onChange={(event) => setCode(event.target.value)}
          className={styles.input}
        />
        <Button type="submit" variant="secondary" busy={apply.isPending} data-testid="promo-apply">
          {apply.isPending ? t('bag:promo.applying') : t('bag:promo.apply')}
        </Button>
      </div>
      <p id={`${id}-help`} className={styles.hint}>
        {t('bag:promo.caseSensitive')}
      </p>
      <div id={`${id}-error`} role="alert" className={styles.fieldError} data-testid="promo-error">
        {error ? (
          <>
            <span>{error.message}</span>
            {error.hint ? <span className={styles.hintLine}>{error.hint}</span> : null}
          </>
        ) : null}
      </div>
      <AvailablePromos
        country={country}
        lang={lang}
        onUse={(value) => {
          setCode(value);
          submitCode(value);
        }}
      />
    </form>
  );
}

/** This address without the brought code (the language and the rest stay). */
function addressWithoutCode(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete('promo_code');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The country's promo codes, each one click away. */
function AvailablePromos({
  country,
  lang,
  onUse,
}: {
  country: CountryCode;
  lang: Language;
  onUse: (code: string) => void;
}) {
  const { t } = useTranslation('bag');
  const client = useApiClient();
  // Handed over by the page's server render (BagSection), so the list does not push the summary down.
  const offers = useQuery(offersQueryOptions(client));
  const promos = offers.data?.promos ?? [];
  if (promos.length === 0) return null;
  return (
    <details className={styles.offers}>
      <summary>{t('promo.available')}</summary>
      <ul>
        {promos.map((promo) => (
          <li key={promo.code}>
            <span>
              <strong>{promo.code}</strong> · {promo.details}
              {promo.minimumSpend ? (
                <span className={styles.hint}>
                  {' '}
                  · {t('promo.minimumSpend', { amount: formatMoneyIn(promo.minimumSpend, country, lang) })}
                </span>
              ) : null}
            </span>
            <button type="button" className={styles.toggle} onClick={() => onUse(promo.code)}>
              {t('promo.use', { code: promo.code })}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
