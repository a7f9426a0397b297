'use client';

import { useQueryClient } from '@tanstack/react-query';
import Image from 'next/image';
import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccount, useHydrated } from '@/lib/api/hooks';
import { useApiClient } from '@/lib/api/react';
import { withLanguage } from '@/lib/routing/language-query';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { useBag, useBagCount } from './use-bag';
import styles from './bag-entry.module.css';

const SHOWN_LINES = 3;

/**
 * The header's bag: an icon with the number of items that opens a small flyout of the bag's
 * first lines and a way to the full bag. Escape or a click outside closes it and gives focus back.
 */
export function BagEntry({ lang, defaultLang }: { lang: Language; defaultLang: Language }) {
  const { t } = useTranslation('bag');
  const client = useApiClient();
  const country = client.country as CountryCode;
  const count = useBagCount();
  const [open, setOpen] = useState(false);
  const bag = useBag(open);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const cartHref = withLanguage('/cart', lang, defaultLang);
  const { isSignedIn } = useAccount();
  const queryClient = useQueryClient();
  const wasSignedIn = useRef(isSignedIn);

  // Signing in or out changes whose bag this is (a guest's bag merges into the member's).
  useEffect(() => {
    if (wasSignedIn.current === isSignedIn) return;
    wasSignedIn.current = isSignedIn;
    void queryClient.invalidateQueries({ queryKey: ['bag'] });
    void queryClient.invalidateQueries({ queryKey: ['bag-count'] });
  }, [isSignedIn, queryClient]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // Rendered on the server without the bag: match that until hydration is over (React #418).
  const hydrated = useHydrated();
  const products = hydrated ? (bag.data?.data.lineItems ?? []) : [];
  const shown = products.slice(0, SHOWN_LINES);
  const rest = products.length - shown.length;

  return (
    <div className={styles.root} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('entry.label', { count: count ?? 0 })}
        data-testid="bag-entry"
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M5 8h14l-1 12H6L5 8z" />
          <path d="M9 8V6.5a3 3 0 016 0V8" />
        </svg>
        <span className={styles.count} data-empty={!count || undefined} aria-hidden="true" data-testid="bag-count">
          {count ? (count > 99 ? '99+' : count) : ''}
        </span>
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} role="region" aria-label={t('entry.flyoutTitle')}>
        <div className={styles.head}>
          <h2 className={styles.title}>{t('entry.flyoutTitle')}</h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('entry.close')}
            onClick={() => {
              setOpen(false);
              trigger.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {!hydrated || bag.isPending ? (
          <ul className={styles.lines} aria-busy="true">
            {[0, 1].map((i) => (
              <li key={i} className={styles.line}>
                <Skeleton width="56px" height="56px" />
                <Skeleton width="100%" height="2.75rem" />
              </li>
            ))}
          </ul>
        ) : products.length === 0 ? (
          <p className={styles.empty}>{t('empty.title')}</p>
        ) : (
          <>
            <ul className={styles.lines}>
              {shown.map((line) => (
                <li key={line.id} className={styles.line}>
                  <Image unoptimized src={line.imageUrl} alt="" width={56} height={56} />
                  <div className={styles.info}>
                    <span className={styles.brand}>{line.brand.name}</span>
                    <span className={styles.name}>{line.name}</span>
                    <span className={styles.meta}>
                      {line.shade
                        ? t('line.shade', { name: line.shade.name })
                        : t('line.variant', { name: line.variantName })}
                      {' · '}
                      {t('line.quantity')} {line.quantity}
                    </span>
                  </div>
                  <span className={styles.price}>
                    {line.type === 'product'
                      ? formatMoneyIn(line.price, country, lang)
                      : line.pointsCost !== null
                        ? t('line.points', { count: line.pointsCost })
                        : t('line.free')}
                  </span>
                </li>
              ))}
            </ul>
            {rest > 0 ? <p className={styles.more}>{t('entry.more', { count: rest })}</p> : null}
            {bag.data ? (
              <p className={styles.subtotal}>
                <span>{t('summary.subtotal')}</span>
                <span>{formatMoneyIn(bag.data.data.costSummary.subtotal, country, lang)}</span>
              </p>
            ) : null}
          </>
        )}
        <Link href={cartHref} className={styles.view} onClick={() => setOpen(false)} data-testid="bag-view-link">
          {t('entry.viewBag')}
        </Link>
      </div>
    </div>
  );
}
