'use client';

import { boundAction } from '@/components/forms/bound-action';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionPost } from '@/components/forms/action-post';
import { FormSubmit } from '@/components/forms/form-submit';
import { lineToItem, trackCommerce } from '@/lib/analytics/data-layer';
import { newIdempotencyKey } from '@/lib/api/bag';
import { notify } from '@/lib/notifications';
import { withLanguage } from '@/lib/routing/language-query';
import type { CountryCode, Language } from '@/lib/site';
import type { AddToBagFormState } from './bag-actions';
import { BagRefused, throughBagAction } from './bag-answer';
import { bagErrorKey } from './bag-state';
import { useBagChange } from './use-bag';
import styles from './add-to-bag.module.css';
import { runtimeKeys } from '@/lib/i18n/config';

export type AddToBagAction = (
  country: CountryCode,
  lang: Language,
  previous: AddToBagFormState,
  form: FormData,
) => Promise<AddToBagFormState>;

/** The attempt, as the add action's form fields: a retry of the same attempt sends the same key. */
function attemptForm(attempt: Attempt): FormData {
  const form = new FormData();
  form.set('variantId', String(attempt.variantId));
  form.set('quantity', String(attempt.quantity));
  form.set('key', attempt.key);
  return form;
}

interface Attempt {
  variantId: number;
  quantity: number;
  key: string;
}

/**
 * Adds the chosen variant to the bag. Each click is one attempt with its own idempotency key; if
 * the attempt fails without an answer (or with a transient one), "Try again" sends the same key so
 * the API adds the units once even if the first request did arrive. The attempt goes to the server
 * action a plain post reaches, through the bag's one change (`useBagChange`, counted at once), and
 * what happened is announced politely beside the button, which keeps the focus for a retry.
 */
export function AddToBag({
  form,
  action,
  country,
  variantId,
  quantity,
  lang,
  defaultLang,
  summary,
}: {
  /**
   * The id of the form this button submits. Without JavaScript the form posts the variant and
   * quantity fields that name it (`form` attribute) to the server, which adds them and opens the
   * bag; with JavaScript the button sends the same action its attempt and adds in place.
   */
  form: string;
  /** The server action every add goes through, with or without JavaScript (`addToBagWithForm`). */
  action: AddToBagAction;
  country: CountryCode;
  variantId: number;
  quantity: number;
  lang: Language;
  defaultLang: Language;
  /**
   * What the shopper is adding (its price). Given, the button sits in a bar pinned to the bottom
   * of a phone's screen with this beside it, so it is at hand from the first screen on.
   */
  summary?: ReactNode;
}) {
  const { t } = useTranslation(['bag', 'errors']);
  const change = useBagChange();
  const pending = useRef<Attempt | null>(null);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string; retry: boolean } | null>(null);
  const bound = boundAction(action, country, lang);
  // What a post without JavaScript was answered, shown when the page comes back.
  const { state: posted, formAction } = useActionPost(bound, {});
  // A changed quantity is a new choice: the last attempt's error no longer applies to it.
  const [statusFor, setStatusFor] = useState(quantity);
  if (statusFor !== quantity) {
    setStatusFor(quantity);
    if (status?.tone === 'error') setStatus(null);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    // With JavaScript the script sends the attempt to the action itself and the bag changes in place.
    event.preventDefault();
    if (change.isPending) return;
    const last = pending.current;
    const attempt =
      last && last.variantId === variantId && last.quantity === quantity
        ? last
        : { variantId, quantity, key: newIdempotencyKey() };
    pending.current = attempt;
    setStatus(null);
    change.mutate(
      {
        run: () => throughBagAction((form) => bound({}, form), attemptForm(attempt)),
        optimistic: { type: 'add', variantId: attempt.variantId, quantity: attempt.quantity },
      },
      {
        onSuccess: (answer) => {
          pending.current = null;
          const text = t('bag:add.added', { count: attempt.quantity });
          setStatus({ tone: 'ok', text, retry: false });
          notify({ title: text, type: 'success', group: 'bag' });
          const line = answer.data.lineItems.find((item) => item.variantId === attempt.variantId);
          if (line) trackCommerce('add_to_cart', [lineToItem(line, attempt.quantity)]);
        },
        onError: (error) => {
          // No answer at all (the action's request failed): the same attempt may be sent again.
          const refused = error instanceof BagRefused ? error.refusal : { errorKey: bagErrorKey(error), retry: true };
          // A refusal (limit, stock) will not change on a retry: the next click is a new attempt.
          if (!refused.retry) pending.current = null;
          setStatus({
            tone: 'error',
            text: runtimeKeys(t)(refused.errorKey ?? 'bag:errors.generic'),
            retry: refused.retry === true,
          });
        },
      },
    );
  };

  return (
    <div className={summary === undefined ? styles.wrap : `${styles.wrap} ${styles.sticky}`}>
      {summary === undefined ? null : (
        // Said once already where the price is shown; this copy is for the eye.
        <p className={styles.summary} aria-hidden="true">
          {summary}
        </p>
      )}
      <form id={form} action={formAction} onSubmit={submit}>
        <FormSubmit
          pending={change.isPending}
          label={status?.retry ? t('bag:add.retry') : t('bag:add.button')}
          pendingLabel={t('bag:add.adding')}
          keepFocus
          testId="add-to-bag"
        />
      </form>
      <p
        className={styles.status}
        role="status"
        aria-live="polite"
        data-tone={status?.tone ?? (posted.refused ? 'error' : undefined)}
      >
        {status?.text ?? (posted.refused?.errorKey ? runtimeKeys(t)(posted.refused.errorKey) : null)}
        {status?.tone === 'ok' ? (
          <>
            {' '}
            <a href={withLanguage('/cart', lang, defaultLang)}>{t('bag:entry.viewBag')}</a>
          </>
        ) : null}
      </p>
    </div>
  );
}
