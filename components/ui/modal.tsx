'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

/**
 * A modal dialog on the native `<dialog>`: focus is trapped and restored by the browser, Escape
 * closes it, and the page behind is inert.
 */
export function Modal({
  open,
  onClose,
  title,
  closeLabel,
  placement = 'center',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** `start` and `end` slide in as a full-height drawer from that side of the screen. */
  placement?: 'center' | 'start' | 'end';
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    // A page the router keeps hidden for the back button keeps its DOM: an open modal left there
    // would still make every other page inert.
    return () => {
      if (dialog.open) dialog.close();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${placement === 'center' ? '' : styles[placement]}`}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {/* The content exists only while open: a closed dialog adds nothing to the page's weight. */}
      {open ? (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      ) : null}
    </dialog>
  );
}
