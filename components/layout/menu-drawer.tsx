'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import styles from './menu-drawer.module.css';

/**
 * The phone and tablet menu: a button in the header row that opens a drawer from the start edge
 * (a modal dialog: focus stays inside, Escape closes it and focus returns to the button). Following
 * a link inside closes it.
 */
export function MenuDrawer({
  labels,
  children,
}: {
  labels: { open: string; title: string; close: string };
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);

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

  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="menu-button"
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6.5h18M3 12h18M3 17.5h18" />
        </svg>
        <span className="visually-hidden">{labels.open}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={labels.title} closeLabel={labels.close} placement="start">
        <div
          className={styles.content}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpen(false);
          }}
        >
          {children}
        </div>
      </Modal>
    </>
  );
}
