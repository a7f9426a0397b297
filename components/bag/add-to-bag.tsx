'use client';

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { addLineItem, newIdempotencyKey } from '@/lib/api/cart';
import { isApiError } from '@/lib/api/errors';
import { withLanguage } from '@/lib/routing/language-query';
import type { Language } from '@/lib/site';
import { bagErrorMessage } from './bag-state';
import { useBagChange } from './use-bag';
import styles from './add-to-bag.module.css';

interface Attempt {
  variantId: number;
  quantity: number;
  key: string;
}

/**
 * Adds the chosen variant to the bag. Each click is one attempt with its own idempotency key; if
 * the attempt fails without an answer (or with a transient one), "Try again" sends the same key so
 * the API adds the units once even if the first request did arrive.
 */
export function AddToBag({
  variantId,
  quantity,
  lang,
  defaultLang,
}: {
  variantId: number;
  quantity: number;
  lang: Language;
  defaultLang: Language;
}) {
  const { t } = useTranslation(['bag', 'errors']);
  const change = useBagChange();
  const pending = useRef<Attempt | null>(null);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string; retry: boolean } | null>(null);
  // A changed quantity is a new choice: the last attempt's error no longer applies to it.
  const [statusFor, setStatusFor] = useState(quantity);
  if (statusFor !== quantity) {
    setStatusFor(quantity);
    if (status?.tone === 'error') setStatus(null);
  }

  const submit = () => {
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
        run: (client) => addLineItem(client, { variantId: attempt.variantId, quantity: attempt.quantity }, attempt.key),
        optimistic: { type: 'add', variantId: attempt.variantId, quantity: attempt.quantity },
      },
      {
        onSuccess: () => {
          pending.current = null;
          setStatus({ tone: 'ok', text: t('bag:add.added', { count: attempt.quantity }), retry: false });
        },
        onError: (error) => {
          const retry = !isApiError(error) || error.kind !== 'http' || error.isRetryable;
          // A refusal (limit, stock) will not change on a retry: the next click is a new attempt.
          if (!retry) pending.current = null;
          setStatus({ tone: 'error', text: bagErrorMessage(error, t), retry });
        },
      },
    );
  };

  return (
    <div className={styles.wrap}>
      <Button variant="primary" block onClick={submit} busy={change.isPending} data-testid="add-to-bag">
        {change.isPending ? t('bag:add.adding') : status?.retry ? t('bag:add.retry') : t('bag:add.button')}
      </Button>
      <p className={styles.status} role="status" aria-live="polite" data-tone={status?.tone}>
        {status?.text}
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
