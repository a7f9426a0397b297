'use client';

import { GiftCardForm } from './gift-card-form';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionEnded } from '@/components/data/hooks';
import { withLanguage } from '@/lib/routing/language-query';
import { formatMoney, type BnplProvider, type CountryCode, type Language } from '@/lib/site';
import { CostSummary, FreeShippingProgress } from './cost-summary';
import { EmptyBag, SignedOutBag } from './empty-bag';
import { ExtrasTabs } from './extras-tabs';
import { GiftWithPurchaseCard } from './gift-with-purchase';
import { LineItemRow } from './line-item';
import type { GiftFormState, PromoFormState } from './bag-state';
import { PromoForm } from './promo-form';
import { useBag } from './use-bag';
import { runtimeKeys } from '@/lib/i18n/config';
import styles from './bag-view.module.css';
import layout from '@/components/ui/summary-layout.module.css';

/** The lines a phone shows in the bag's first screen, below the free-delivery progress. */
const FIRST_SCREEN_LINES = 3;

/** The shopping bag screen: lines, promo, gifts, samples and rewards, and the cost summary. */
export function BagView({
  country,
  lang,
  defaultLang,
  bnplProviders,
  checkoutPath,
  promo,
  gifts,
  refused,
  beautyPass,
}: {
  country: CountryCode;
  lang: Language;
  defaultLang: Language;
  bnplProviders: readonly BnplProvider[];
  /** Where "Checkout" leads; without it the button is not shown. */
  checkoutPath?: string;
  /** What the promo form's last post without JavaScript answered. */
  promo?: PromoFormState;
  /** What the gifts' last post without JavaScript answered, or which gift's choice to open. */
  gifts?: GiftFormState;
  /** Why a line's change posted without JavaScript was refused (a key of `bag` or `errors`). */
  refused?: string;
  /** The Beauty Pass offers, rendered on the server, shown above the cost summary. */
  beautyPass?: ReactNode;
}) {
  const { t } = useTranslation(['bag', 'errors']);
  const bag = useBag();
  const sessionEnded = useSessionEnded();
  const [status, setStatus] = useState<{ text: string; tone: 'ok' | 'error' } | null>(() =>
    refused ? { text: runtimeKeys(t)(refused), tone: 'error' } : null,
  );
  const announce = useCallback((text: string, tone: 'ok' | 'error' = 'ok') => setStatus({ text, tone }), []);

  const live = (
    <p className={styles.status} role="status" aria-live="polite" data-tone={status?.tone} data-testid="bag-status">
      {status?.text}
    </p>
  );

  if (!bag.data) return <BagSkeleton label={t('bag:loading')} />;
  const cart = bag.data.data;

  // The member's session ended in another tab (or could not be refreshed): the bag read since is a
  // guest's, so ask them to sign in again rather than say their bag is empty.
  if (cart.lineItems.length === 0 && sessionEnded) {
    return <SignedOutBag returnTo="/cart" lang={lang} defaultLang={defaultLang} t={t} />;
  }

  if (cart.lineItems.length === 0) {
    return (
      <EmptyBag
        title={t('bag:empty.title')}
        body={t('bag:empty.body')}
        cta={t('bag:empty.cta')}
        href={withLanguage('/', lang, defaultLang)}
      >
        {live}
      </EmptyBag>
    );
  }

  const blocked = !cart.canCheckout && cart.lineItems.some((l) => l.blocker || l.stockStatus === 'out_of_stock');

  return (
    <div className={`${layout.layout} ${styles.bag}`}>
      <div className={layout.main}>
        {live}
        <FreeShippingProgress summary={cart.costSummary} country={country} lang={lang} t={t} />
        <ul className={styles.lines} aria-label={t('bag:heading')}>
          {cart.lineItems.map((line, index) => (
            <LineItemRow
              key={line.id}
              line={line}
              cart={cart}
              country={country}
              lang={lang}
              announce={announce}
              firstScreen={index < FIRST_SCREEN_LINES}
            />
          ))}
        </ul>
        {cart.giftsWithPurchase.length > 0 ? (
          <div className={styles.gifts}>
            {cart.giftsWithPurchase.map((gift) => (
              <GiftWithPurchaseCard
                key={gift.id}
                gift={gift}
                country={country}
                lang={lang}
                defaultLang={defaultLang}
                announce={announce}
                posted={gifts}
              />
            ))}
          </div>
        ) : null}
      </div>
      <aside className={`${layout.aside} ${styles.aside}`} aria-labelledby="bag-summary-title">
        <h2 id="bag-summary-title" className={styles.asideTitle}>
          {t('bag:summary.title')}
        </h2>
        <PromoForm cart={cart} country={country} lang={lang} announce={announce} posted={promo} />
        {beautyPass}
        <GiftCardForm cart={cart} country={country} lang={lang} />
        <CostSummary summary={cart.costSummary} country={country} lang={lang} bnplProviders={bnplProviders} t={t} />
        {blocked ? (
          <p className={styles.lineError} data-testid="checkout-blocked">
            {t('bag:summary.checkoutBlocked')}
          </p>
        ) : null}
        {checkoutPath && cart.canCheckout ? (
          // A document navigation: for a guest the answer is a redirect to sign in, which the
          // client router would otherwise remember and replay after signing in.
          // On phones a bar pinned to the bottom of the screen, with the total beside the button.
          <div className={styles.checkoutBar}>
            <p className={styles.barTotal} aria-hidden="true">
              <span>{t('bag:summary.total')}</span>
              <strong>{formatMoney(cart.costSummary.total.amount, country, lang)}</strong>
            </p>
            <a
              href={withLanguage(checkoutPath, lang, defaultLang)}
              className={styles.checkout}
              data-testid="checkout-link"
            >
              {t('bag:summary.checkout')}
            </a>
          </div>
        ) : null}
      </aside>
      {/* After the summary, so that on phones checkout is not below them; beside it on wide screens. */}
      <div className={styles.extras}>
        <ExtrasTabs cart={cart} lang={lang} defaultLang={defaultLang} announce={announce} />
      </div>
    </div>
  );
}

/** The bag's shape before it arrives, so nothing moves. */
export function BagSkeleton({ label }: { label: string }) {
  return (
    <div className={layout.layout} aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className={layout.main}>
        <Skeleton width="100%" height="3.25rem" />
        <ul className={styles.lines}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={styles.line}>
              <Skeleton width="96px" height="96px" />
              <Skeleton width="100%" height="96px" />
            </li>
          ))}
        </ul>
      </div>
      <div className={`${layout.aside} ${styles.aside}`}>
        <Skeleton width="100%" height="22rem" />
      </div>
    </div>
  );
}
