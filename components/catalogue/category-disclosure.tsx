'use client';

import { useRef, useState, type ReactNode } from 'react';

/**
 * One top category of the desktop menu, on the disclosure-navigation pattern: the category's own
 * link, then a button that shows or hides its sub-categories (`aria-expanded`). Escape closes the
 * open panel and returns focus to its button; focus leaving the item closes it.
 */
export function CategoryDisclosure({
  link,
  buttonLabel,
  panelId,
  classes,
  children,
}: {
  link: ReactNode;
  buttonLabel: string;
  panelId: string;
  classes: { item?: string; button?: string; panel?: string };
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <li
      ref={root}
      className={classes.item}
      data-open={open ? 'true' : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      {link}
      <button
        ref={button}
        type="button"
        className={classes.button}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4.5 6 8.5 10 4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <div id={panelId} className={classes.panel} hidden={!open}>
        {children}
      </div>
    </li>
  );
}
