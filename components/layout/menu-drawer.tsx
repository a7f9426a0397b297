'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { LoadFailed, useOnDemand } from '@/components/ui/on-demand';
import { Skeleton } from '@/components/ui/skeleton';
import { useHydrated } from '@/components/data/hooks';
import styles from './menu-drawer.module.css';

/** The footer's shop navigation (`site-footer.tsx`), where the menu leads before its script runs. */
const FOOTER_NAVIGATION_ID = 'footer-shop';

export interface MenuDrawerLabels {
  open: string;
  title: string;
  close: string;
  loading: string;
  failed: string;
  retry: string;
}

/**
 * The phone and tablet menu: a button in the header row that opens a drawer from the start edge
 * (a modal dialog: focus stays inside, Escape closes it and focus returns to the button). Following
 * a link inside closes it.
 *
 * The drawer shows `children` (the account entries), then the category tree, then `after`. The tree
 * is asked for as the shopper reaches for the button and kept for the page's life: the page itself
 * does not carry it.
 *
 * Until its script runs the button is a link to the footer's shop navigation (the same categories,
 * in the page itself), drawn alike so nothing moves when the button takes its place.
 */
export function MenuDrawer({
  labels,
  loadCategories,
  children,
  after,
}: {
  labels: MenuDrawerLabels;
  loadCategories: () => Promise<ReactNode>;
  children?: ReactNode;
  after?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const categories = useOnDemand(loadCategories);
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);
  const hydrated = useHydrated();

  // A client navigation (a link in the drawer) lands on a new page: the drawer has done its job.
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const wide = window.matchMedia('(min-width: 960px)');
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  const icon = (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M3 6.5h18M3 12h18M3 17.5h18" />
    </svg>
  );

  if (!hydrated) {
    return (
      <a href={`#${FOOTER_NAVIGATION_ID}`} className={styles.trigger} data-testid="menu-button">
        {icon}
        <span className="visually-hidden">{labels.open}</span>
      </a>
    );
  }

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerDown={categories.requestOnce}
        onClick={() => {
          categories.requestOnce();
          setOpen(true);
        }}
        data-testid="menu-button"
      >
        {icon}
        <span className="visually-hidden">{labels.open}</span>
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={labels.title}
        closeLabel={labels.close}
        placement="start"
      >
        <div
          className={styles.content}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          {children}
          {categories.result.state === 'loaded' ? categories.result.value : null}
          {categories.result.state === 'loading' ? <CategoriesLoading label={labels.loading} /> : null}
          {categories.result.state === 'failed' ? (
            <LoadFailed message={labels.failed} retryLabel={labels.retry} onRetry={categories.retry} />
          ) : null}
          {after}
        </div>
      </Modal>
    </>
  );
}

function CategoriesLoading({ label }: { label: string }) {
  return (
    <div className={styles.loading} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: 6 }, (_, row) => (
        <Skeleton key={row} height="1.25rem" width={row % 2 ? '55%' : '70%'} />
      ))}
    </div>
  );
}
