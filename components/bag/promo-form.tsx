'use client';

import { boundAction } from '@/components/forms/bound-action';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField, useFocusKeptOffAlerts } from '@/components/forms/alert-focus';
import { FormAlert, FormAlertHelp } from '@/components/forms/form-alert';
import { FormSubmit } from '@/components/forms/form-submit';
import { offersQueryOptions } from '@/lib/api/bag';
import type { Cart } from '@/contract';
import { asFormAction } from '@/lib/forms/scripted-field';
import { useApiClient } from '@/components/data/api-client';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { applyPromoWithForm, removePromoWithForm } from './bag-actions';
import { BagRefused, throughBagAction } from './bag-answer';
import { bagErrorMessage, noticeMessages, promoErrorKeys, type PromoFormState } from './bag-state';
import { checkPromo } from './promo-fields';
import { useBagChange } from './use-bag';
import styles from './bag-view.module.css';
import { notify } from '@/lib/notifications';
import { runtimeKeys } from '@/lib/i18n/config';

/** Why a code was refused: translation keys with their namespace. */
interface Refusal {
  errorKey: string;
  hintKey?: string;
}

/**
 * Promo code entry (one per order, case sensitive). A refused code says which rule failed when
 * the API names it (the `details.hint` of the error) and keeps what was typed. Without JavaScript
 * the forms post to server actions, which apply or remove the code and open the bag again; with
 * it, the code is checked as the action checks it, then sent to the same action through the bag's
 * one change (`useBagChange`), so the bag, its count and its extras follow the answer.
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
  const applyAction = boundAction(applyPromoWithForm, country, lang);
  const removeAction = boundAction(removePromoWithForm, country, lang);
  const [code, setCode] = useState(posted.code ?? '');
  // The refusal shown, and the last answer of the action: a new one takes the focus, while a
  // code the browser refused leaves it on the field.
  const [refusal, setRefusal] = useState<Refusal | null>(() =>
    posted.errorKey ? { errorKey: posted.errorKey, hintKey: posted.hintKey } : null,
  );
  const [answer, setAnswer] = useState<Refusal | null>(refusal);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusKeptOffAlerts(formRef, answer);
  const apply = useBagChange();
  const remove = useBagChange();
  const offered = useRef(posted.offered && posted.code ? posted.code : null);

  const submitCode = (value: string) => {
    if (apply.isPending) return;
    setRefusal(null);
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
          const refused = { errorKey: errorKey ?? 'bag:errors.generic', hintKey };
          setRefusal(refused);
          setAnswer(refused);
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
        {posted.errorKey ? <FormAlert answer={posted} title={runtimeKeys(t)(posted.errorKey)} /> : null}
      </form>
    );
  }

  return (
    <form
      ref={formRef}
      className={styles.promo}
      noValidate
      action={asFormAction(applyAction)}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkPromo(code);
        if ('refused' in checked) {
          // The field keeps the focus; the alert says what is missing.
          focusField(event.currentTarget, 'promo');
          setRefusal({ errorKey: checked.refused });
          return;
        }
        submitCode(checked.code);
      }}
    >
      {refusal ? (
        <FormAlert id={`${id}-error`} testId="promo-error" answer={refusal} title={runtimeKeys(t)(refusal.errorKey)}>
          {refusal.hintKey ? <FormAlertHelp>{runtimeKeys(t)(refusal.hintKey)}</FormAlertHelp> : null}
        </FormAlert>
      ) : null}
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
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? `${id}-help ${id}-error` : `${id}-help`}
          onChange={(event) => setCode(event.target.value)}
          className={styles.input}
        />
        <FormSubmit
          pending={apply.isPending}
          label={t('bag:promo.apply')}
          pendingLabel={t('bag:promo.applying')}
          variant="secondary"
          block={false}
          keepFocus
          testId="promo-apply"
        />
      </div>
      <p id={`${id}-help`} className={styles.hint}>
        {t('bag:promo.caseSensitive')}
      </p>
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
