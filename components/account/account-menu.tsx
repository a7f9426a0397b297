'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAccount, useSignOut } from '@/components/data/hooks';
import { useApiClient } from '@/components/data/api-client';
import { withLanguage } from '@/lib/routing/language-query';
import type { Language } from '@/lib/site';
import { formatNumber } from '@/lib/site/number';
import type { AccountMenuLabels } from './header-account-link';
import styles from './account-menu.module.css';

/** The member's pages, in this order, in the header's menu and the phone drawer. */
export const MEMBER_PAGES = [
  ['dashboard', '/account'],
  ['orders', '/orders'],
  ['wishlist', '/wishlist'],
  ['points', '/account/points'],
  ['beautyProfile', '/account/beauty-profile'],
  ['reviews', '/account/reviews'],
  ['bookings', '/account/bookings'],
  ['profile', '/account/profile'],
] as const satisfies ReadonlyArray<readonly [keyof AccountMenuLabels, string]>;

/**
 * The member's links and the sign-out button. The points entry shows the balance. Drawn only in
 * the browser, once the account is known, so the numbers never differ from the server's HTML.
 */
export function MemberLinks({
  lang,
  defaultLang,
  labels,
  className,
  current,
  onNavigate,
}: {
  lang: Language;
  defaultLang: Language;
  labels: AccountMenuLabels;
  className?: string;
  current?: string;
  onNavigate?: () => void;
}) {
  const { account } = useAccount();
  const signOut = useSignOut();
  const router = useRouter();
  const { country } = useApiClient();
  const balance = account ? formatNumber(account.loyaltyPoints, country, lang) : null;
  return (
    <ul className={className ?? styles.list}>
      {MEMBER_PAGES.map(([key, path]) => (
        <li key={key}>
          <Link
            href={withLanguage(path, lang, defaultLang)}
            className={styles.item}
            aria-current={current === path ? 'page' : undefined}
            onClick={onNavigate}
            data-menu-item=""
          >
            <span>{labels[key]}</span>
            {key === 'points' && balance !== null ? (
              <span className={styles.balance} data-testid="menu-points-balance">
                {balance}
              </span>
            ) : null}
          </Link>
        </li>
      ))}
      <li className={styles.signOutItem}>
        <button
          type="button"
          className={styles.item}
          disabled={signOut.isPending}
          aria-busy={signOut.isPending || undefined}
          data-menu-item=""
          onClick={async () => {
            // Awaited rather than a callback of `mutate`: signing out turns the member into a guest,
            // which unmounts this list before such a callback would run.
            try {
              await signOut.mutateAsync();
            } catch {
              return;
            }
            onNavigate?.();
            router.replace(withLanguage('/', lang, defaultLang));
            router.refresh();
          }}
        >
          {signOut.isPending ? labels.signingOut : labels.signOut}
        </button>
      </li>
    </ul>
  );
}

/**
 * The header's account control for a member: a button that shows or hides the member's pages
 * (the disclosure pattern). Escape closes it and returns focus to the button; the arrow keys move
 * between the entries; leaving it with Tab or a click elsewhere closes it.
 */
export function AccountMenu({
  lang,
  defaultLang,
  title,
  labels,
}: {
  lang: Language;
  defaultLang: Language;
  title: string;
  labels: AccountMenuLabels;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    if (!open) {
      setOpen(true);
      // The panel is drawn on the next render.
      requestAnimationFrame(() => focusItem(event.key === 'ArrowDown' ? 0 : -1));
      return;
    }
    focusItem(at === -1 ? (event.key === 'ArrowDown' ? 0 : -1) : at + (event.key === 'ArrowDown' ? 1 : -1));
  }

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.title}>{title}</span>
        <svg className={styles.chevron} viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <nav id={panelId} className={styles.panel} aria-label={labels.label} hidden={!open}>
        <MemberLinks lang={lang} defaultLang={defaultLang} labels={labels} onNavigate={() => setOpen(false)} />
      </nav>
    </div>
  );
}
