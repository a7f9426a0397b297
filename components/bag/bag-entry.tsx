'use client';

import { useQueryClient } from '@tanstack/react-query';
import { StoreImage } from '@/components/ui/store-image';
import { Link } from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { invalidateBag } from '@/lib/api/bag';
import { useAccount, useHydrated } from '@/components/data/hooks';
import { useApiClient } from '@/components/data/api-client';
import { withLanguage } from '@/lib/routing/language-query';
import { formatMoneyIn, type CountryCode, type Language } from '@/lib/site';
import { lineCost } from './bag-state';
import { useBag, useBagCount } from './use-bag';
import styles from './bag-entry.module.css';

/**
 * The header's bag: an icon with the number of items that opens the mini-bag, a drawer from the
 * end edge with every line and its quantity, the subtotal, checkout and a way to the full bag. It
 * is a modal dialog: focus stays inside, Escape closes it and focus returns to the icon.
 */
export function BagEntry({ lang, defaultLang }: { lang: Language; defaultLang: Language }) {
  const { t } = useTranslation('bag');
  const client = useApiClient();
  const country = client.country as CountryCode;
  const count = useBagCount();
  const [open, setOpen] = useState(false);
  const bag = useBag(open);
  const cartHref = withLanguage('/cart', lang, defaultLang);
  const { isSignedIn, isChecking } = useAccount();
  const queryClient = useQueryClient();
  // Rendered on the server without the bag: match that until hydration is over (React #418).
  const hydrated = useHydrated();
  // Member or guest, once known: until then (hydrating, or the account not answered yet) nothing
  // has changed, and a member's account arriving after the page loads is not a sign-in.
  const known = hydrated && !isChecking;
  const wasSignedIn = useRef<boolean | undefined>(undefined);

  // Signing in or out changes whose bag this is (a guest's bag merges into the member's). Sign-ins
  // in the browser say so to every tab (AppProviders); this one also sees those done by a form post.
  useEffect(() => {
    if (!known) return;
    const before = wasSignedIn.current;
    wasSignedIn.current = isSignedIn;
    if (before !== undefined && before !== isSignedIn) invalidateBag(queryClient);
  }, [known, isSignedIn, queryClient]);

  const cart = hydrated ? bag.data?.data : undefined;
  const products = cart?.lineItems ?? [];

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('entry.label', { count: count ?? 0 })}
        data-testid="bag-entry"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M5 8h14l-1 12H6L5 8z" />
          <path d="M9 8V6.5a3 3 0 016 0V8" />
        </svg>
        <span className={styles.count} data-empty={!count || undefined} aria-hidden="true" data-testid="bag-count">
          {count ? (count > 99 ? '99+' : count) : ''}
        </span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('entry.flyoutTitle')}
        closeLabel={t('entry.close')}
        placement="end"
      >
        <div className={styles.panel} data-testid="mini-bag">
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
            <ul className={styles.lines}>
              {products.map((line) => (
                <li key={line.id} className={styles.line} data-testid="mini-bag-line">
                  <StoreImage src={line.imageUrl} alt="" width={56} height={56} />
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
                  <span className={styles.price}>{lineCost(line, { country, lang, t, keys: 'line' })}</span>
                </li>
              ))}
            </ul>
          )}
          <div className={styles.foot}>
            {cart && products.length > 0 ? (
              <p className={styles.subtotal}>
                <span>{t('summary.subtotal')}</span>
                <span data-testid="mini-bag-subtotal">{formatMoneyIn(cart.costSummary.subtotal, country, lang)}</span>
              </p>
            ) : null}
            {cart?.canCheckout && products.length > 0 ? (
              // A document navigation: for a guest the answer is a redirect to sign in.
              <a
                href={withLanguage('/checkout', lang, defaultLang)}
                className={styles.checkout}
                data-testid="mini-bag-checkout"
              >
                {t('summary.checkout')}
              </a>
            ) : null}
            <Link href={cartHref} className={styles.view} onClick={() => setOpen(false)} data-testid="bag-view-link">
              {t('entry.viewBag')}
            </Link>
          </div>
        </div>
      </Modal>
    </div>
  );
}
